package roundtable.desktop.client.grailcup;

import java.util.List;
import java.util.Map;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.hidden.CardRef;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Seen;

/**
 * The grailcup board's words ({@code grailcup_*.properties}): the knights by colour, the Allies and
 * clover tokens as the rulebook names them, the actions as buttons say them, the prompt for the
 * viewer and the ending ({@link GrailCupEventWords} says the log's lines). It reads the state and
 * the actions' notation, never the rules' English.
 */
final class GrailCupWords {
  private GrailCupWords() {}

  static String colour(Words w, int seat) {
    return w.get("grailcup.colour." + seat);
  }

  static String ally(Words w, int n) {
    return w.get("grailcup.ally." + n);
  }

  static String clover(Words w, int kind) {
    return w.get("grailcup.clover." + kind);
  }

  /** A seat by colour and player: "Red (Alice)". */
  static String who(Words w, int seat, Seen seen) {
    return w.get("grailcup.who", colour(w, seat), seen.name(seat));
  }

  /** The action as a button says it; {@code faces} names the cards the viewer can read. */
  static String action(Action action, Words w, Map<Integer, Integer> faces) {
    Act a = Act.of(action);
    if (a == null) {
      return w.get("grailcup.move.step", TableNotation.format(action, GrailCup.GAME.notation()));
    }
    return switch (a.verb()) {
      case "keep" -> {
        String card = card(w, faces, a.n(0));
        yield a.way().isEmpty() ? w.get("grailcup.move.keep", card)
            : w.get("grailcup.move.keepWay", card, w.get("grailcup.way." + a.way()));
      }
      case "show" -> w.get("grailcup.move.show", card(w, faces, a.n(0)));
      case "pass" -> w.get("grailcup.move.pass");
      case "curse" -> w.get("grailcup.move.curse", ally(w, a.n(0)));
      case "first" -> w.get("grailcup.move.first", colour(w, a.n(0)));
      case "look" -> w.get("grailcup.move.look", a.n(0), a.n(1), a.n(2));
      case "arrange" -> w.get("grailcup.move.arrange", a.n(0), a.n(1), a.n(2));
      case "advance" -> w.get("grailcup.move.advance", a.n(0));
      case "lance" -> w.get("grailcup.move.lance");
      case "stop" -> w.get("grailcup.move.stop");
      case "dragon" -> w.get("grailcup.move.dragon", square(w, a.n(0)));
      case "push" -> w.get("grailcup.move.push", colour(w, a.n(0)));
      default -> w.get("grailcup.move.take", colour(w, a.n(0)));
    };
  }

  /** An Ally card by its face if the viewer can read it, else by its handle. */
  private static String card(Words w, Map<Integer, Integer> faces, int card) {
    Integer face = faces.get(card);
    return face == null ? w.get("grailcup.card", card) : ally(w, face);
  }

  static String prompt(GrailCupState s, Prompt prompt, Seen seen, Words w, Map<Integer, Integer> faces) {
    if (s.over() || prompt.isOver()) {
      return s.winner() >= 0 ? w.get("grailcup.prompt.won", who(w, s.winner(), seen)) : w.get("grailcup.prompt.over");
    }
    if (s.die() != null && !s.die().isDone()) {
      return w.get("grailcup.prompt.die");
    }
    if (!s.cards().pending().isOver()) {
      return w.get("grailcup.prompt.cards");
    }
    int me = seen.you();
    List<Integer> asked = prompt.seats().keySet().stream().sorted().toList();
    int called = s.calledAlly();
    if (called > 0) {
      if (me >= 0 && prompt.names(me)) {
        boolean holds = s.chosen().get(me).stream().map(CardRef::new).anyMatch(c -> s.cards().publicFace(c).isEmpty()
            && Cards.face(s.cards(), c, seen).orElse(0) == called);
        return w.get(holds ? "grailcup.prompt.call.show" : "grailcup.prompt.call.pass", ally(w, called));
      }
      return w.get("grailcup.prompt.call", ally(w, called), who(w, asked.get(0), seen));
    }
    int q = asked.get(0);
    boolean mine = q == me;
    List<Action> legal = GrailCup.GAME.legalActions(s, q, mine ? seen.knowledge() : Knowledge.NOTHING);
    Act first = legal.isEmpty() ? null : Act.of(legal.get(0));
    String who = who(w, q, seen);
    String key = "grailcup.prompt." + (mine ? "yours." : "other.");
    if (first == null) {
      return w.get("grailcup.prompt.wait", who);
    }
    return switch (first.verb()) {
      case "keep" -> w.get(key + (first.way().isEmpty() ? "keep" : "keepWay"), who);
      case "curse" -> w.get(key + "curse", who);
      case "first" -> w.get(key + "first", who);
      case "look" -> w.get(key + "look", who);
      case "arrange" -> w.get(key + "arrange", who);
      case "advance" -> w.get(key + "advance", who,
          legal.stream().map(Act::of).map(a -> String.valueOf(a.n(0))).reduce((x, y) -> x + ", " + y).orElse(""));
      case "lance", "stop" -> w.get(key + "lance", who, square(w, s.dragon()));
      case "dragon" -> w.get(key + (s.dragonTamerAsked() ? "tame" : "call"), who);
      case "push" -> w.get(key + "push", who);
      case "take" -> w.get(key + "take", who);
      default -> w.get("grailcup.prompt.wait", who);
    };
  }

  /**
   * A square of the track as the board prints it: the nine start squares by their start number
   * (square 0 is start 9, square 8 start 1), the finish by name (the board draws its star), the
   * others by their index, so that the log and the prompts name the square the person sees.
   */
  static String square(Words w, int sq) {
    if (sq <= TrackLayout.LAST_START) {
      return w.get("grailcup.square.start", TrackLayout.startNumber(sq));
    }
    return sq == TrackLayout.FINISH ? w.get("grailcup.square.finish") : w.get("grailcup.square", sq);
  }

  /** The die's face: 0 the seal, 1-2 the Thief, 3-5 a Lance. */
  static String dieKind(int face) {
    return face == 0 ? "seal" : face <= 2 ? "thief" : "lance";
  }

  /**
   * How the game ended: who won (the window's own seat spoken to), or the line of the cheat that
   * stopped it (the outcome's reason), else that the game stopped.
   */
  static String outcome(Outcome outcome, Words w, Seen seen) {
    if (!outcome.winners().isEmpty()) {
      int winner = outcome.winners().get(0);
      return winner == seen.you() ? w.get("grailcup.over.won.you") : w.get("grailcup.over.won", who(w, winner, seen));
    }
    return outcome.reason() instanceof GrailCupEvent.CheatCaught cheat
        ? GrailCupEventWords.line(cheat, GrailCupEventWords.reader(seen.you(), w), w) : w.get("grailcup.over.stopped");
  }
}
