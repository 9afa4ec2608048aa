package roundtable.core.grailcup;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.Frozen;

/**
 * One thing still to do in the round, in order: the state keeps a list of them (the agenda), so
 * that a move can stop for a player's answer, a die or a shuffle and carry on afterwards. A
 * {@link Question} waits for a player; every other task runs by itself.
 */
sealed interface Task {
  void encode(CanonicalWriter out);

  /** A task that waits for one seat's answer. */
  sealed interface Question extends Task {
    int seat();
  }

  /** What a {@link Ask} asks. */
  enum Kind {
    /** Keep an Ally of the cards handed to you (the Chancellor also chooses the direction). */
    KEEP("keep"),
    /** The Enchantress names the Ally she curses. */
    CURSE("curse"),
    /** The Squire names the knight that will be first. */
    FIRST("first"),
    /** Merlin chooses the three clover tokens he looks at. */
    LOOK("look"),
    /** Merlin puts the three tokens back, rearranged, on their three spots. */
    ARRANGE("arrange"),
    /** Merlin (1, 2 or 3) or the Fairy (2, 4 or 6) chooses how far. */
    DISTANCE("distance"),
    /** The Dragon Tamer moves the Dragon, then advances 5. */
    TAME("tame"),
    /** The Dragon Call token: move the Dragon. */
    CALL_DRAGON("call-dragon"),
    /** The Fake Grail token: another knight goes back 2. */
    FAKE_GRAIL("fake-grail"),
    /** The Lance Magnet token: take a Lance from a player. */
    MAGNET("magnet");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    /** The code the state hash writes (docs/protocol.md). */
    String code() {
      return code;
    }
  }

  /**
   * A question to one seat; {@code data} is what it needs: the pick's index (KEEP), the spots
   * looked at (ARRANGE), the distances allowed (DISTANCE).
   */
  record Ask(Kind kind, int seat, List<Integer> data) implements Question {
    public Ask {
      data = Frozen.copyOf(data);
    }

    Ask(Kind kind, int seat) {
      this(kind, seat, List.of());
    }

    @Override
    public void encode(CanonicalWriter out) {
      out.writeString("ask").writeString(kind.code()).writeInt(seat).writeAll(data, CanonicalWriter::writeInt);
    }
  }

  /** A forward move of a knight by its own Ally or token; it asks for a Lance when the Dragon bars it. */
  record Walk(int seat, Goal goal, int steps, int target) implements Question {
    @Override
    public void encode(CanonicalWriter out) {
      out.writeString("walk").writeInt(seat).writeString(goal.code()).writeInt(steps).writeInt(target);
    }
  }

  /** Where a {@link Walk} goes; its target square is fixed when it starts. */
  enum Goal {
    STEPS("steps"),
    CASTLE("castle"),
    CHURCH("church"),
    SQUARE("square");

    private final String code;

    Goal(String code) {
      this.code = code;
    }

    /** The code the state hash writes (docs/protocol.md). */
    String code() {
      return code;
    }
  }

  /** Calling Ally {@code n}: the seats that may hold it show it or say they don't. */
  record Call(int n, List<Integer> passed) implements Task {
    public Call {
      passed = Frozen.copyOf(passed);
    }

    @Override
    public void encode(CanonicalWriter out) {
      out.writeString("call").writeInt(n).writeAll(passed, CanonicalWriter::writeInt);
    }
  }

  /** Runs by itself: {@code name} says what, {@code args} with what. */
  record Step(Auto what, List<Integer> args) implements Task {
    public Step {
      args = Frozen.copyOf(args);
    }

    int arg(int i) {
      return args.get(i);
    }

    @Override
    public void encode(CanonicalWriter out) {
      out.writeString(what.code()).writeAll(args, CanonicalWriter::writeInt);
    }
  }

  static Step step(Auto what, Integer... args) {
    return new Step(what, List.of(args));
  }

  static Step step(Auto what, List<Integer> args) {
    return new Step(what, args);
  }

  /** The tasks that run by themselves. */
  enum Auto {
    /** Set-up: a clover token face down on each spot, then the Allies shuffled. */
    SETUP_TOKENS("setup-tokens"),
    /** Set-up: an Ally card dealt to each player, shown. */
    SETUP_DEAL("setup-deal"),
    /** Set-up: the knights on the start squares their cards show (args: the cards). */
    SETUP_PLACE("setup-place"),
    /** A new round: the Chancellor, the Allies shuffled. */
    NEW_ROUND("new-round"),
    /** The Allies set aside, the rest to the Chancellor. */
    ROUND_DEAL("round-deal"),
    /** The face-up Allies set aside are said. */
    ASIDE_SHOWN("aside-shown"),
    /** Cards handed to a seat one by one (args: seat, cards...). */
    HAND_ON("hand-on"),
    /** Three players: the five cards back to the Chancellor, one set aside at random (args: seat). */
    REGROUP("regroup"),
    /** ...then the top one set aside face down and four dealt to the Chancellor (args: seat). */
    REDEAL("redeal"),
    /** An Ally shown; its effect follows (args: seat, card, number). */
    SHOWN("shown"),
    /** The Blacksmith's Lance (args: seat). */
    FORGE("forge"),
    /** The Enchantress's curse strikes (args: enchantress, victim). */
    SWAP("swap"),
    /** The Unicorn (args: seat). */
    UNICORN("unicorn"),
    /** A knight goes back (args: seat, steps, 1 if by its own Ally). */
    BACK("back"),
    /** A knight has arrived: a Village or a clover spot acts if its own Ally moved it (args: seat, own). */
    ARRIVE("arrive"),
    /** The Village die (args: seat). */
    DIE("die"),
    /** The clover token of a spot is turned over (args: seat, spot). */
    OPEN("open"),
    /** ...and acts (args: seat, spot, card). */
    CLOVER("clover"),
    /** The used token shuffled into the reserve (args: spot). */
    RESHUFFLE("reshuffle"),
    /** A fresh token face down on the spot (args: spot). */
    PLACE("place"),
    /** Every Ally called: nobody may have kept one unshown. */
    END_CALLING("end-calling"),
    /** The Squire's prediction (args: none). */
    SQUIRE("squire");

    private final String code;

    Auto(String code) {
      this.code = code;
    }

    /** The code the state hash writes (docs/protocol.md). */
    String code() {
      return code;
    }
  }
}
