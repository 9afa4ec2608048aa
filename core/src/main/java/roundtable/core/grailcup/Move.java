package roundtable.core.grailcup;

import java.util.List;
import roundtable.core.table.Action;

/** A player's action in Grail Cup, one line each in the notation ({@link GrailCupNotation}). */
sealed interface Move extends Action {
  /** "keep #12 clockwise": keep this Ally of the cards handed to you; the Chancellor says which way the rest go. */
  record Keep(int card, Direction direction) implements Move {}

  /** "show #12": the Ally called is this card of yours. */
  record Show(int card) implements Move {}

  /** "pass": you do not hold the Ally called. */
  record Pass() implements Move {}

  /** "curse 5": the Enchantress curses this Ally. */
  record Curse(int ally) implements Move {}

  /** "first 2": the Squire says this seat's knight will be first. */
  record First(int seat) implements Move {}

  /** "look 11 20 28": Merlin takes the tokens of these three spots. */
  record Look(List<Integer> spots) implements Move {
    public Look {
      spots = List.copyOf(spots);
    }
  }

  /** "arrange 20 28 11": the tokens taken, in the order looked at, go on these spots. */
  record Arrange(List<Integer> spots) implements Move {
    public Arrange {
      spots = List.copyOf(spots);
    }
  }

  /** "advance 4": Merlin's or the Fairy's distance. */
  record Advance(int squares) implements Move {}

  /** "lance" or "stop": jump the Dragon with a Lance, or stop behind it. */
  record Lance(boolean use) implements Move {}

  /** "dragon 23": the Dragon goes to this square. */
  record Dragon(int square) implements Move {}

  /** "push 2": the Fake Grail sends this seat's knight back 2 squares. */
  record Push(int seat) implements Move {}

  /** "take 2": the Lance Magnet takes a Lance from this seat. */
  record Take(int seat) implements Move {}

  /** Which way the Ally cards go round the table this round. */
  enum Direction {
    NONE(0, ""),
    CLOCKWISE(1, "clockwise"),
    COUNTERCLOCKWISE(-1, "counterclockwise");

    final int step;
    final String word;

    Direction(int step, String word) {
      this.step = step;
      this.word = word;
    }

    /** The way the Chancellor said, as the table tells it (never NONE: only the Chancellor says one). */
    GrailCupEvent.Way way() {
      return this == CLOCKWISE ? GrailCupEvent.Way.CLOCKWISE : GrailCupEvent.Way.COUNTERCLOCKWISE;
    }
  }
}
