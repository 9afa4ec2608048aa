package roundtable.core.conquest;

/**
 * The four colours of stones, in clockwise order round the board (rules-gaps.md): red north,
 * blue east, yellow south, green west.
 */
public enum Colour {
  RED('r', "Red"),
  BLUE('b', "Blue"),
  YELLOW('y', "Yellow"),
  GREEN('g', "Green");

  private final char letter;
  private final String title;

  Colour(char letter, String title) {
    this.letter = letter;
    this.title = title;
  }

  public char letter() {
    return letter;
  }

  public String title() {
    return title;
  }

  static final Colour[] ALL = values();
}
