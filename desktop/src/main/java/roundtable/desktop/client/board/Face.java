package roundtable.desktop.client.board;

/**
 * What a face-up card or token shows besides its name ({@link Thing#face}): its value in the
 * corner, its kind in small letters, a pip of its colour and an emblem. Words come from the
 * window's words files; a face is data, drawn by the painter.
 *
 * @param kind the card's kind ("Special", "Spell"), or "" when the name already says it
 * @param value the value in the corner ("3"), or ""
 * @param emblem the picture in the middle
 * @param tint RGBA8888 of the colour pip in the corner, or 0 for none
 */
public record Face(String kind, String value, Emblem emblem, int tint) {
  public static final Face NONE = new Face("", "", Emblem.NONE, 0);

  public Face {
    kind = kind == null ? "" : kind;
    value = value == null ? "" : value;
    emblem = emblem == null ? Emblem.NONE : emblem;
  }

  public static Face of(String kind, String value, Emblem emblem) {
    return new Face(kind, value, emblem, 0);
  }

  public Face tinted(int rgba) {
    return new Face(kind, value, emblem, rgba);
  }
}
