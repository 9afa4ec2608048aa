package roundtable.desktop.client.board;

/**
 * What the hover panel says about a card, a token, a piece or a square: its name and what it does,
 * in a sentence or two from the game's rules page, in the window's language.
 */
public record Detail(String title, String text) {
  public Detail {
    title = title == null ? "" : title;
    text = text == null ? "" : text;
  }
}
