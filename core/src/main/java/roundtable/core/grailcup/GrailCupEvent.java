package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.List;
import roundtable.core.table.Event;

/**
 * What happened at the Grail Cup table, for the board's animation and the log: the seats, Allies
 * (by number, 1..9), clover tokens and squares of each thing the rules did, never sentences.
 * {@link #text()} is the terminal's English line.
 */
public sealed interface GrailCupEvent extends Event {

  // ---- the set-up and the rounds ----

  /** A new round begins; the holder of the seal is its Chancellor. */
  record RoundBegins(int round, int chancellor) implements GrailCupEvent {
    @Override
    public String text() {
      return "Round " + round + ": " + name(chancellor) + " is the Chancellor";
    }
  }

  /** At set-up, "le dernier de la course" takes the Chancellor's seal. */
  record SealTaken(int seat) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " takes the Chancellor's seal";
    }
  }

  /** The Allies set aside face up this round (numbers 1..9), for everybody to see. */
  record AsideFaceUp(List<Integer> allies) implements GrailCupEvent {
    public AsideFaceUp {
      allies = List.copyOf(allies);
    }

    @Override
    public String text() {
      return "Set aside face up: " + String.join(", ", allies.stream().map(n -> Ally.of(n).named()).toList());
    }
  }

  /** Three players: one of the five cards handed back is set aside face down at random. */
  record SetAsideAtRandom() implements GrailCupEvent {
    @Override
    public String text() {
      return "One of the five cards is set aside face down at random";
    }
  }

  /** A player keeps one of the Allies handed to it; which one is its secret. */
  record AllyKept(int seat) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " keeps an Ally";
    }
  }

  /** The Chancellor keeps the first Ally and says which way the rest go. */
  record ChancellorKept(int seat, Way way) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " keeps an Ally and passes the rest " + way.word;
    }
  }

  /** Which way the Allies go round the table this round. */
  enum Way {
    CLOCKWISE("clockwise"),
    COUNTERCLOCKWISE("counterclockwise");

    private final String word;

    Way(String word) {
      this.word = word;
    }
  }

  // ---- the calling ----

  /** An Ally card was shown when called (1..9). */
  record AllyShown(int seat, int ally) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " shows " + Ally.of(ally).named();
    }
  }

  /** Nobody holds the Ally called (it was set aside face down). */
  record NobodyPlays(int ally) implements GrailCupEvent {
    @Override
    public String text() {
      return "Nobody plays " + Ally.of(ally).named();
    }
  }

  /** The Enchantress curses another Ally (2..9). */
  record AllyCursed(int seat, int ally) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " curses " + Ally.of(ally).named();
    }
  }

  /** The curse strikes the holder of the cursed Ally: the two knights swap places. */
  record CurseStrikes(int enchantress, int victim) implements GrailCupEvent {
    @Override
    public String text() {
      return "The curse strikes: " + name(enchantress) + " and " + name(victim) + " swap places";
    }
  }

  /** The Enchantress cursed an Ally she shows herself: she only advances one more square. */
  record CurseOnOwnAlly(int enchantress) implements GrailCupEvent {
    @Override
    public String text() {
      return "The curse falls on the Enchantress's own Ally: she advances one more square";
    }
  }

  /** The Squire names the knight that will be first at the end of the round. */
  record SquirePredicts(int seat, int first) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + ": \"" + name(first) + "'s knight will be first!\"";
    }
  }

  /** The Squire's knight was right: it goes to the square in front of the leader. */
  record SquireRight(int seat, int first) implements GrailCupEvent {
    @Override
    public String text() {
      return "The Squire was right: " + name(seat) + " goes to the square in front of " + name(first);
    }
  }

  /** The knight the Squire named is not first: nothing happens. */
  record SquireWrong(int seat, int first) implements GrailCupEvent {
    @Override
    public String text() {
      return "The Squire was wrong: " + name(first) + " is not first";
    }
  }

  /** Merlin takes the clover tokens of these three spots and looks at them. */
  record TokensLooked(int seat, List<Integer> spots) implements GrailCupEvent {
    public TokensLooked {
      spots = List.copyOf(spots);
    }

    @Override
    public String text() {
      return name(seat) + " takes the clover tokens of squares " + spots + " and looks at them";
    }
  }

  /** Merlin puts the tokens back on the spots he took them from, rearranged as he likes. */
  record TokensRearranged(int seat, List<Integer> spots) implements GrailCupEvent {
    public TokensRearranged {
      spots = List.copyOf(spots);
    }

    @Override
    public String text() {
      return name(seat) + " puts the tokens back on squares " + spots + ", rearranged";
    }
  }

  // ---- the track ----

  /** A knight moved from one square to another (it stands behind those already there). */
  record KnightMoved(int seat, int from, int to, Stride stride) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " " + switch (stride) {
        case START -> "starts on start " + (9 - to) + ", square";
        case ADVANCE -> "advances to square";
        case BACK -> "goes back to square";
        case SWAP -> "is swapped to square";
        case UNICORN -> "rides the Unicorn to square";
      } + " " + to;
    }
  }

  /**
   * How a knight moves: onto its start square, forward or back square by square, or in one leap
   * (the Enchantress's swap, the Unicorn).
   */
  enum Stride { START, ADVANCE, BACK, SWAP, UNICORN }

  /** The Priest or the Princess with no Church or Castle ahead: the knight stays. */
  record NoneAhead(int seat, Landmark landmark) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " has no " + (landmark == Landmark.CHURCH ? "Church" : "Castle") + " ahead and stays";
    }
  }

  /** The squares the Priest and the Princess go to. */
  enum Landmark { CHURCH, CASTLE }

  /** A knight with no Lance, or that keeps it, stops on the square behind the Dragon. */
  record StoppedBehindDragon(int seat) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " stops behind the Dragon";
    }
  }

  /** The Dragon moved (the Dragon Tamer or a Dragon Call token). */
  record DragonMoved(int seat, int from, int to) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " moves the Dragon to square " + to;
    }
  }

  /** The Village die: 0 the seal, 1-2 the Thief, 3-5 a Lance. */
  record DieRolled(int seat, int face) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " rolls the Village die: " + Moves.dieFace(face);
    }
  }

  /** A clover token was turned over on this square. */
  record TokenTurned(int seat, int square, Clover token) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " turns over the clover token on square " + square + ": " + token.title();
    }
  }

  /** The Fake Grail sends another knight back 2 squares. */
  record FakeGrailPlayed(int seat, int victim) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " sends " + name(victim) + " back 2 squares";
    }
  }

  /** A Lance Magnet, and nobody else has a Lance. */
  record NoLanceToTake(int seat) implements GrailCupEvent {
    @Override
    public String text() {
      return "Nobody else has a Lance to take";
    }
  }

  /** The Blacksmith, and the reserve has no Lance left. */
  record NoLanceLeft(int seat) implements GrailCupEvent {
    @Override
    public String text() {
      return "No Lance is left in the reserve";
    }
  }

  // ---- the Lances: each record says whose Lances changed and how many it has now ----

  /** A seat's Lances changed (taken, used, lost or won); {@code lances} is how many it has now. */
  sealed interface LancesChanged extends GrailCupEvent {
    int seat();

    int lances();
  }

  /** "Si un ou plusieurs joueurs commencent le jeu sur les cases 7, 8 ou 9, ils prennent chacun un jeton Lance." */
  record LateStartLance(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return name(seat) + " starts late and takes a Lance";
    }
  }

  /** "Sinon, le dernier de la course prend un jeton Lance." */
  record LastOfRaceLance(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return name(seat) + ", last of the race, takes a Lance";
    }
  }

  record BlacksmithLance(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return name(seat) + " takes a Lance from the Blacksmith";
    }
  }

  record DragonJumped(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return name(seat) + " jumps the Dragon with a Lance";
    }
  }

  /** The Village die shows the Thief. */
  record ThiefTakesLance(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return "The Thief takes a Lance from " + name(seat);
    }
  }

  /** The Village die shows a Lance. */
  record VillageLance(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return name(seat) + " takes a Lance";
    }
  }

  /** The Lance Magnet: {@code taker} takes one of {@code seat}'s Lances... */
  record LanceLostToMagnet(int seat, int lances, int taker) implements LancesChanged {
    @Override
    public String text() {
      return name(taker) + " takes a Lance from " + name(seat);
    }
  }

  /** ...and has this many now. */
  record LanceWonByMagnet(int seat, int lances) implements LancesChanged {
    @Override
    public String text() {
      return name(seat) + " has " + lances + " Lances";
    }
  }

  // ---- the ending ----

  /** A knight reached the finish: its seat wins the Grail. */
  record GrailWon(int seat) implements GrailCupEvent {
    @Override
    public String text() {
      return name(seat) + " reaches the finish first and wins the Grail";
    }
  }

  /** A cheat caught by the rules: the game stops, nobody wins; the text is the outcome's. */
  sealed interface CheatCaught extends GrailCupEvent {
    int seat();
  }

  /** A seat kept an Ally and never showed it when it was called. */
  record AllyNeverShown(int seat) implements CheatCaught {
    @Override
    public String text() {
      return name(seat) + " kept an Ally and never showed it when it was called: a cheat";
    }
  }

  /** A seat showed another Ally than the one called (1..9 each). */
  record WrongAllyShown(int seat, int shown, int called) implements CheatCaught {
    @Override
    public String text() {
      return name(seat) + " showed " + Ally.of(shown).named() + " when " + Ally.of(called).named() + " was called: a cheat";
    }
  }
}
