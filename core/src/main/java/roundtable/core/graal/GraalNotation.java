package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;

/**
 * One line per move: {@code lay 12=grimoire.red 40=grimoire.blue graal}, {@code draw},
 * {@code pass}, {@code suffer}, {@code colour red}, {@code skill}, {@code skill 7=talisman.red},
 * {@code putback 81 82}, {@code swap 1 2}, {@code restore}, {@code block 2}, {@code eliminate 2},
 * {@code callout 2 7=talisman.red}, {@code give 7=talisman.red 2}, {@code substitute 7=talisman.red 2},
 * {@code summon 2}, {@code protect 9=roi}; a power's lay adds {@code as shield} and {@code at 2}; a move
 * that leaves its player one card may end with {@code graal}.
 * A card is its handle and the card its holder names.
 */
public final class GraalNotation implements Notation {
  public static final GraalNotation INSTANCE = new GraalNotation();

  private GraalNotation() {}

  @Override
  public String format(Action action) {
    if (action instanceof Move.Lay l) {
      StringBuilder b = new StringBuilder("lay");
      l.cards().forEach(p -> b.append(' ').append(p));
      if (l.as() != null) {
        b.append(" as ").append(l.as().code());
      }
      if (l.target() >= 0) {
        b.append(" at ").append(l.target());
      }
      if (l.graal()) {
        b.append(" graal");
      }
      return b.toString();
    }
    if (action instanceof Move.DrawCard) {
      return "draw";
    }
    if (action instanceof Move.Pass) {
      return "pass";
    }
    if (action instanceof Move.Suffer) {
      return "suffer";
    }
    if (action instanceof Move.ChooseColour c) {
      return "colour " + c.colour().code();
    }
    if (action instanceof Move.Skill s) {
      return s.named() == null ? "skill" : "skill " + s.named();
    }
    if (action instanceof Move.PutBack p) {
      StringBuilder b = new StringBuilder("putback");
      p.cards().forEach(c -> b.append(' ').append(c.id()));
      return b.toString();
    }
    if (action instanceof Move.Swap s) {
      return "swap " + s.a() + " " + s.b();
    }
    if (action instanceof Move.Restore) {
      return "restore";
    }
    if (action instanceof Move.Block b) {
      return "block " + b.seat();
    }
    if (action instanceof Move.Eliminate e) {
      return "eliminate " + e.seat();
    }
    if (action instanceof Move.CallOut c) {
      return "callout " + c.seat() + " " + c.card() + (c.graal() ? " graal" : "");
    }
    if (action instanceof Move.Give g) {
      return "give " + g.card() + " " + g.seat() + (g.graal() ? " graal" : "");
    }
    if (action instanceof Move.Substitute s) {
      return "substitute " + s.base() + " " + s.seat() + (s.graal() ? " graal" : "");
    }
    if (action instanceof Move.Summon s) {
      return "summon " + s.seat();
    }
    if (action instanceof Move.Protect p) {
      return "protect " + p.roi() + (p.graal() ? " graal" : "");
    }
    throw new IllegalArgumentException("not a Graal move: " + action);
  }

  @Override
  public Action parse(String text) throws NotationException {
    String[] w = text.trim().split("\\s+");
    switch (w[0]) {
      case "lay": {
        List<Play> cards = new ArrayList<>();
        Card as = null;
        int target = -1;
        boolean graal = false;
        for (int i = 1; i < w.length; i++) {
          if (w[i].equals("as") && i + 1 < w.length) {
            as = card(w[++i]);
          } else if (w[i].equals("at") && i + 1 < w.length) {
            target = seat(w[++i]);
          } else if (w[i].equals("graal") && i == w.length - 1) {
            graal = true;
          } else {
            cards.add(play(w[i]));
          }
        }
        NotationException.expect(!cards.isEmpty(), "lay ID=CARD... [as CARD] [at SEAT] [graal]");
        return new Move.Lay(cards, graal, as, target);
      }
      case "draw":
        return plain(w, new Move.DrawCard());
      case "pass":
        return plain(w, new Move.Pass());
      case "suffer":
        return plain(w, new Move.Suffer());
      case "restore":
        return plain(w, new Move.Restore());
      case "colour": {
        NotationException.expect(w.length == 2 && Colour.parse(w[1]) != null, "colour red|green|blue|purple|yellow");
        return new Move.ChooseColour(Colour.parse(w[1]));
      }
      case "skill": {
        NotationException.expect(w.length <= 2, "skill [ID=CARD]");
        return new Move.Skill(w.length == 2 ? play(w[1]) : null);
      }
      case "putback": {
        List<CardRef> cards = new ArrayList<>();
        for (int i = 1; i < w.length; i++) {
          cards.add(new CardRef(number(w[i], "putback ID...")));
        }
        return new Move.PutBack(cards);
      }
      case "swap":
        NotationException.expect(w.length == 3, "swap SEAT SEAT");
        return new Move.Swap(seat(w[1]), seat(w[2]));
      case "block":
        NotationException.expect(w.length == 2, "block SEAT");
        return new Move.Block(seat(w[1]));
      case "eliminate":
        NotationException.expect(w.length == 2, "eliminate SEAT");
        return new Move.Eliminate(seat(w[1]));
      case "summon":
        NotationException.expect(w.length == 2, "summon SEAT");
        return new Move.Summon(seat(w[1]));
      case "callout":
        NotationException.expect(w.length == 3 || w.length == 4 && graal(w), "callout SEAT ID=CARD [graal]");
        return new Move.CallOut(seat(w[1]), play(w[2]), w.length == 4);
      case "give":
        NotationException.expect(w.length == 3 || w.length == 4 && graal(w), "give ID=CARD SEAT [graal]");
        return new Move.Give(play(w[1]), seat(w[2]), w.length == 4);
      case "substitute":
        NotationException.expect(w.length == 3 || w.length == 4 && graal(w), "substitute ID=CARD SEAT [graal]");
        return new Move.Substitute(play(w[1]), seat(w[2]), w.length == 4);
      case "protect":
        NotationException.expect(w.length == 2 || w.length == 3 && graal(w), "protect ID=roi [graal]");
        return new Move.Protect(play(w[1]), w.length == 3);
      default:
        throw new NotationException("unknown Graal move '" + w[0] + "'");
    }
  }

  /** Whether the line ends with "graal" (said with the move). */
  private static boolean graal(String[] w) {
    return w[w.length - 1].equals("graal");
  }

  private static Action plain(String[] w, Action a) throws NotationException {
    NotationException.expect(w.length == 1, w[0]);
    return a;
  }

  private static Play play(String text) throws NotationException {
    int eq = text.indexOf('=');
    NotationException.expect(eq > 0, "ID=CARD, like 12=grimoire.red");
    int key = Card.parse(text.substring(eq + 1));
    if (key < 0) {
      throw new NotationException("unknown card '" + text.substring(eq + 1) + "'");
    }
    return new Play(new CardRef(number(text.substring(0, eq), "ID=CARD")), key);
  }

  private static Card card(String code) throws NotationException {
    for (Card c : Card.values()) {
      if (c.code().equals(code)) {
        return c;
      }
    }
    throw new NotationException("unknown card '" + code + "'");
  }

  private static int seat(String text) throws NotationException {
    return number(text, "a seat number");
  }

  private static int number(String text, String form) throws NotationException {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new NotationException("expected '" + form + "', not '" + text + "'");
    }
  }
}
