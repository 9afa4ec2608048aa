package roundtable.core.morrigan;

import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Applied;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation.NotationException;

/** Plays notation lines ("0 fight c40 c3") on a state, and finds cards by their face. */
final class Play {
  private Play() {}

  static Applied<MorriganState> line(MorriganState s, String line) throws IllegalActionException, NotationException {
    int space = line.indexOf(' ');
    int seat = Integer.parseInt(line.substring(0, space));
    return Morrigan.GAME.apply(s, seat, roundtable.core.log.LogNotation.of(Morrigan.GAME).parse(line.substring(space + 1)));
  }

  static MorriganState lines(MorriganState s, String... lines) throws Exception {
    for (String l : lines) {
      s = line(s, l).state();
    }
    return s;
  }

  /** The reason the rules give for refusing the line. */
  static String refused(MorriganState s, String line) throws NotationException {
    try {
      line(s, line);
    } catch (IllegalActionException e) {
      return e.getMessage();
    }
    throw new AssertionError("the rules accept '" + line + "'");
  }

  /** The handle ("c12") of the first card of this face in the seat's hand. */
  static String in(MorriganState s, int seat, String spec) {
    return "c" + first(s, s.hands().get(seat), seat, spec).id();
  }

  /** Every card of this face in the seat's hand, as handles separated by spaces. */
  static String all(MorriganState s, int seat, String... specs) {
    StringBuilder b = new StringBuilder();
    java.util.Set<CardRef> taken = new java.util.HashSet<>();
    for (String spec : specs) {
      Card want = Position.parse(spec);
      for (CardRef c : s.hands().get(seat)) {
        if (!taken.contains(c) && face(s, c, seat).equals(want)) {
          taken.add(c);
          b.append(b.length() == 0 ? "" : " ").append("c").append(c.id());
          break;
        }
      }
    }
    return b.toString();
  }

  static String adversary(MorriganState s, int index) {
    return "c" + s.adversaries().get(index).card().id();
  }

  static String territory(MorriganState s, int seat, int index) {
    return "c" + s.territories().get(seat).get(index).card().id();
  }

  static CardRef first(MorriganState s, List<CardRef> cards, int seat, String spec) {
    Card want = Position.parse(spec);
    for (CardRef c : cards) {
      if (face(s, c, seat).equals(want)) {
        return c;
      }
    }
    throw new AssertionError("no " + spec + " among seat " + seat + "'s cards");
  }

  static Card face(MorriganState s, CardRef c, int seat) {
    OptionalInt f = s.cards().faceFor(c, seat, Knowledge.NOTHING);
    return Card.of(f.orElseThrow());
  }

  /** The faces of the seat's hand, as specs. */
  static List<String> hand(MorriganState s, int seat) {
    return s.hands().get(seat).stream().map(c -> spec(face(s, c, seat))).toList();
  }

  static String spec(Card c) {
    return switch (c.kind()) {
      case ACTION -> "A" + c.value();
      case TRIAL -> "E" + c.value();
      case ADVERSARY -> "X" + c.value();
      case TERRITORY -> "T" + c.value();
      default -> c.special().word();
    };
  }
}
