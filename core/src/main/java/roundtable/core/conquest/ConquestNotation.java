package roundtable.core.conquest;

import roundtable.core.conquest.Move.Blocked;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Slide;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;

/**
 * One move per line: {@code unstack c9 c8 c7}, {@code restack d4 e4 f4}, {@code slide c9 d8},
 * {@code blocked}, and {@code show} (secret tokens: the holder shows its token). Squares are a1 (south-west) to i9; see docs/rules/conquest.md.
 */
final class ConquestNotation implements Notation {
  static final ConquestNotation INSTANCE = new ConquestNotation();

  @Override
  public String format(Action action) {
    if (action instanceof Unstack u) {
      return "unstack " + Square.name(u.from()) + " " + Square.name(u.first()) + " " + Square.name(u.second());
    }
    if (action instanceof Restack r) {
      return "restack " + Square.name(r.from()) + " " + Square.name(r.via()) + " " + Square.name(r.onto());
    }
    if (action instanceof Slide s) {
      return "slide " + Square.name(s.from()) + " " + Square.name(s.to());
    }
    if (action instanceof Blocked) {
      return "blocked";
    }
    if (action instanceof ShowToken) {
      return "show";
    }
    throw new IllegalArgumentException("not a conquest move: " + action);
  }

  @Override
  public Action parse(String text) throws NotationException {
    String[] w = text.trim().split("\\s+");
    try {
      switch (w[0]) {
        case "unstack":
          NotationException.expect(w.length == 4, "unstack FROM FIRST SECOND");
          return new Unstack(Square.parse(w[1]), Square.parse(w[2]), Square.parse(w[3]));
        case "restack":
          NotationException.expect(w.length == 4, "restack FROM VIA ONTO");
          return new Restack(Square.parse(w[1]), Square.parse(w[2]), Square.parse(w[3]));
        case "slide":
          NotationException.expect(w.length == 3, "slide FROM TO");
          return new Slide(Square.parse(w[1]), Square.parse(w[2]));
        case "blocked":
          NotationException.expect(w.length == 1, "blocked");
          return new Blocked();
        case "show":
          NotationException.expect(w.length == 1, "show");
          return new ShowToken();
        default:
          throw new NotationException("'" + w[0] + "' is not a move: write unstack, restack, slide, blocked or show");
      }
    } catch (IllegalArgumentException e) {
      throw new NotationException(e.getMessage());
    }
  }

}
