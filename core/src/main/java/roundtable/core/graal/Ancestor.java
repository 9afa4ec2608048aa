package roundtable.core.graal;

/**
 * The eight legendary ancestors and their powers' uses per round ("Cartes ancêtres légendaires").
 * Their faces in the hidden cards are 100 and up, apart from the playing cards'.
 */
public enum Ancestor {
  LANCELOT("lancelot", 1), ELAINE("elaine", 2), PERCEVAL("perceval", 2), VIVIANE("viviane", 1),
  TRISTAN("tristan", 2), ISEULT("iseult", 2), GUENEVERE("guenevere", 1), ARTHUR("arthur", 1);

  public static final int FIRST_FACE = 100;

  private final String code;
  private final int uses;

  Ancestor(String code, int uses) {
    this.code = code;
    this.uses = uses;
  }

  public String code() {
    return code;
  }

  public int uses() {
    return uses;
  }

  public int face() {
    return FIRST_FACE + ordinal();
  }

  public static Ancestor ofFace(int face) {
    return values()[face - FIRST_FACE];
  }

  public static Ancestor parse(String code) {
    for (Ancestor a : values()) {
      if (a.code.equals(code)) {
        return a;
      }
    }
    return null;
  }
}
