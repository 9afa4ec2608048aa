package roundtable.core.graalwar;

/**
 * The soldiers of an army, with how many each army has (rules-gaps.md) and whether they ride.
 * Mounted (not in the rulebook, which names only "les cavaliers"): roi, prince, duc, chevaliers;
 * the others are foot soldiers ("les fantassins").
 */
public enum Piece {
  ROI("roi", 'K', 1, true),
  PRINCE("prince", 'P', 1, true),
  DUC("duc", 'D', 1, true),
  CHEVALIER("chevalier", 'C', 2, true),
  SERGENT("sergent", 'S', 2, false),
  PIQUIER("piquier", 'Q', 2, false),
  ECUYER("ecuyer", 'E', 2, false),
  ARCHER("archer", 'A', 6, false);

  static final Piece[] ALL = values();
  /** One army: 17 soldiers. */
  static final int ARMY = 17;

  private final String word;
  private final char letter;
  private final int count;
  private final boolean mounted;

  Piece(String word, char letter, int count, boolean mounted) {
    this.word = word;
    this.letter = letter;
    this.count = count;
    this.mounted = mounted;
  }

  /** The name in the notation and the log: {@code roi}, {@code ecuyer}. */
  public String word() {
    return word;
  }

  /** The diagram's letter: upper case for white, lower case for the other side. */
  public char letter() {
    return letter;
  }

  public int count() {
    return count;
  }

  public boolean mounted() {
    return mounted;
  }

  /** La maison du roi: the roi, the prince and the duc. */
  public boolean household() {
    return this == ROI || this == PRINCE || this == DUC;
  }

  static Piece byWord(String word) {
    for (Piece p : ALL) {
      if (p.word.equals(word)) {
        return p;
      }
    }
    throw new IllegalArgumentException("'" + word + "' is not a soldier (roi, prince, duc, chevalier, sergent, "
        + "piquier, ecuyer, archer)");
  }
}
