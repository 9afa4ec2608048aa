package roundtable.core.graal;

/** The five colours of the cards: "rouge, vert, bleu, violet, jaune". */
public enum Colour {
  RED("red"), GREEN("green"), BLUE("blue"), PURPLE("purple"), YELLOW("yellow");

  private final String code;

  Colour(String code) {
    this.code = code;
  }

  public String code() {
    return code;
  }

  public static Colour parse(String code) {
    for (Colour c : values()) {
      if (c.code.equals(code)) {
        return c;
      }
    }
    return null;
  }
}
