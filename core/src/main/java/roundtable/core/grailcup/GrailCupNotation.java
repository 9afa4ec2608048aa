package roundtable.core.grailcup;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import roundtable.core.grailcup.Move.Direction;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;

/**
 * One line per action: {@code keep #12 clockwise}, {@code keep #12}, {@code show #12},
 * {@code pass}, {@code curse 5}, {@code first 2}, {@code look 11 20 28}, {@code arrange 20 28 11},
 * {@code advance 4}, {@code lance}, {@code stop}, {@code dragon 23}, {@code push 2},
 * {@code take 2}. Squares are track indices 0..45; seats are numbers from 0; {@code #12} is a
 * card's handle.
 */
final class GrailCupNotation implements Notation {
  static final GrailCupNotation INSTANCE = new GrailCupNotation();

  private GrailCupNotation() {}

  @Override
  public String format(Action action) {
    if (!(action instanceof Move m)) {
      throw new IllegalArgumentException("not a Grail Cup action: " + action);
    }
    if (m instanceof Move.Keep k) {
      return "keep #" + k.card() + (k.direction() == Direction.NONE ? "" : " " + k.direction().word);
    } else if (m instanceof Move.Show sh) {
      return "show #" + sh.card();
    } else if (m instanceof Move.Pass) {
      return "pass";
    } else if (m instanceof Move.Curse c) {
      return "curse " + c.ally();
    } else if (m instanceof Move.First f) {
      return "first " + f.seat();
    } else if (m instanceof Move.Look l) {
      return "look " + join(l.spots());
    } else if (m instanceof Move.Arrange a) {
      return "arrange " + join(a.spots());
    } else if (m instanceof Move.Advance a) {
      return "advance " + a.squares();
    } else if (m instanceof Move.Lance l) {
      return l.use() ? "lance" : "stop";
    } else if (m instanceof Move.Dragon d) {
      return "dragon " + d.square();
    } else if (m instanceof Move.Push p) {
      return "push " + p.seat();
    } else if (m instanceof Move.Take t) {
      return "take " + t.seat();
    }
    throw new IllegalArgumentException("no notation for " + m);
  }

  private static String join(List<Integer> values) {
    return values.stream().map(String::valueOf).collect(Collectors.joining(" "));
  }

  @Override
  public Action parse(String text) throws NotationException {
    String[] w = text.trim().split("\\s+");
    try {
      switch (w[0]) {
        case "keep" -> {
          NotationException.expect((w.length == 2 || w.length == 3) && w[1].startsWith("#"),
              "keep #CARD [clockwise|counterclockwise]");
          Direction d = Direction.NONE;
          if (w.length == 3) {
            d = switch (w[2]) {
              case "clockwise" -> Direction.CLOCKWISE;
              case "counterclockwise" -> Direction.COUNTERCLOCKWISE;
              default -> throw new NotationException("the direction is 'clockwise' or 'counterclockwise', not '" + w[2] + "'");
            };
          }
          return new Move.Keep(Integer.parseInt(w[1].substring(1)), d);
        }
        case "show" -> {
          NotationException.expect(w.length == 2 && w[1].startsWith("#"), "show #CARD");
          return new Move.Show(Integer.parseInt(w[1].substring(1)));
        }
        case "pass" -> {
          NotationException.expect(w.length == 1, "pass");
          return new Move.Pass();
        }
        case "lance", "stop" -> {
          NotationException.expect(w.length == 1, w[0]);
          return new Move.Lance(w[0].equals("lance"));
        }
        case "look", "arrange" -> {
          NotationException.expect(w.length == 4, w[0] + " SPOT SPOT SPOT");
          List<Integer> spots = new ArrayList<>();
          for (int i = 1; i < 4; i++) {
            spots.add(Integer.parseInt(w[i]));
          }
          return w[0].equals("look") ? new Move.Look(spots) : new Move.Arrange(spots);
        }
        case "curse", "first", "advance", "dragon", "push", "take" -> {
          NotationException.expect(w.length == 2, w[0] + " NUMBER");
          int v = Integer.parseInt(w[1]);
          return switch (w[0]) {
            case "curse" -> new Move.Curse(v);
            case "first" -> new Move.First(v);
            case "advance" -> new Move.Advance(v);
            case "dragon" -> new Move.Dragon(v);
            case "push" -> new Move.Push(v);
            default -> new Move.Take(v);
          };
        }
        default -> throw new NotationException("unknown Grail Cup action '" + w[0] + "'; the actions are keep, show, "
            + "pass, curse, first, look, arrange, advance, lance, stop, dragon, push, take");
      }
    } catch (NumberFormatException e) {
      throw new NotationException("not a number in '" + text.trim() + "'");
    }
  }
}
