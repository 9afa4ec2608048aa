package roundtable.desktop.client.graalwar;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import roundtable.core.graalwar.Castle;
import roundtable.core.graalwar.DeployReveal;
import roundtable.core.graalwar.Graalwar;
import roundtable.core.graalwar.GraalwarEvent.ArrowShot;
import roundtable.core.graalwar.GraalwarEvent.Committed;
import roundtable.core.graalwar.GraalwarEvent.Deployed;
import roundtable.core.graalwar.GraalwarEvent.GameWon;
import roundtable.core.graalwar.GraalwarEvent.MatchWon;
import roundtable.core.graalwar.GraalwarEvent.NextGame;
import roundtable.core.graalwar.GraalwarEvent.PieceMoved;
import roundtable.core.graalwar.GraalwarEvent.PieceTaken;
import roundtable.core.graalwar.GraalwarEvent.PushedBack;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Lineup;
import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.graalwar.Piece;
import roundtable.core.random.Commit;
import roundtable.core.random.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/**
 * The graalwar board's words ({@code graalwar_*.properties}): the soldiers and the château-fort
 * as the rulebook names them, the moves, the prompt for the viewer, a log line for each event and
 * the ending.
 */
final class GraalwarWords {
  private static final Pattern MOVES = Pattern.compile("(\\d+) moves");

  private GraalwarWords() {}

  static String action(Action action, Words w) {
    if (action instanceof Step s) {
      return w.get("graalwar.move.step", hole(s.from()), hole(s.to()));
    }
    if (action instanceof Shot s) {
      return w.get("graalwar.move.shot", hole(s.archer()), hole(s.target()), hole(s.landing()));
    }
    if (action instanceof Commit c) {
      // The rules offer a few secret plans: the button tells them apart by their seal.
      return w.get("graalwar.move.commit", c.digest().hex().substring(0, 4));
    }
    if (action instanceof DeployReveal) {
      return w.get("graalwar.move.reveal");
    }
    return w.get("graalwar.move.other", TableNotation.format(action, Graalwar.GAME.notation()));
  }

  static String prompt(GraalwarState s, Prompt prompt, Seen seen, Words w) {
    if (s.outcome() != null || prompt.isOver()) {
      return s.outcome() == null ? w.get("graalwar.over.draw") : outcome(s.outcome(), w);
    }
    int me = seen.seat();
    boolean mine = me >= 0 && prompt.names(me);
    if (s.deploying()) {
      String phase = s.committed(0) && s.committed(1) ? "reveal" : "deploy";
      if (mine) {
        return w.get("graalwar.prompt." + phase);
      }
      List<Integer> waited = prompt.seats().keySet().stream().sorted().toList();
      if (waited.size() != 1) {
        return w.get("graalwar.prompt." + phase + "Both");
      }
      return w.get("graalwar.prompt." + phase + "Wait", named(w, waited.get(0), seen));
    }
    String who = named(w, s.toMove(), seen);
    return w.get(mine ? "graalwar.prompt.yours" : "graalwar.prompt.move", who);
  }

  static String event(Event event, Words w) {
    if (event instanceof Committed c) {
      return w.get("graalwar.event.committed", side(w, Lineup.campOf(c.seat())));
    }
    if (event instanceof Deployed d) {
      Castle castle = d.deployment().castle();
      if (castle == null) { // an army of a camp without the château-fort (not its chief's)
        return w.get("graalwar.event.deployedArmy", side(w, Lineup.campOf(d.seat())), d.deployment().soldiers().size());
      }
      return w.get("graalwar.event.deployed", side(w, Lineup.campOf(d.seat())), hole(castle.donjon()),
          hole(castle.cour()), d.deployment().soldiers().size());
    }
    if (event instanceof PieceMoved m) {
      return w.get("graalwar.event.moved", side(w, m.side()), piece(w, m.piece()), hole(m.from()), hole(m.to()));
    }
    if (event instanceof PieceTaken t) {
      return w.get("graalwar.event.taken", side(w, t.side()), piece(w, t.piece()), hole(t.hole()));
    }
    if (event instanceof ArrowShot a) {
      return w.get("graalwar.event.shot", side(w, a.side()), hole(a.archer()), hole(a.target()));
    }
    if (event instanceof PushedBack p) {
      return w.get("graalwar.event.pushed", side(w, p.side()), piece(w, p.piece()), hole(p.from()), hole(p.to()));
    }
    if (event instanceof GameWon g) {
      return ending(g.side(), g.reason(), w);
    }
    if (event instanceof NextGame n) {
      return w.get("graalwar.event.nextGame", n.game(), side(w, n.first()));
    }
    if (event instanceof MatchWon m) {
      return m.side() < 0 ? w.get("graalwar.event.matchDrawn", m.white(), m.blue())
          : w.get("graalwar.event.matchWon", side(w, m.side()), m.white(), m.blue());
    }
    return event.text();
  }

  /** How the game ended, as the log's last line says it. */
  static String outcome(Outcome outcome, Words w) {
    return ending(outcome.isDraw() ? -1 : outcome.winners().get(0), outcome.text(), w);
  }

  /**
   * The ending in words. The rules give its reason in English only, so the reason is recognised
   * from that text (see GraalwarWordsTest, which covers each one); an unknown one is said plainly.
   */
  private static String ending(int winner, String reason, Words w) {
    if (winner >= 0) {
      String key = reason.contains("donjon") ? "graalwar.over.donjon"
          : reason.contains("roi, prince and duc") ? "graalwar.over.household" : "graalwar.over.won";
      return w.get(key, side(w, winner), side(w, 1 - winner));
    }
    Matcher limit = MOVES.matcher(reason);
    if (limit.find()) {
      return w.get("graalwar.over.limit", limit.group(1));
    }
    return w.get(reason.contains("no move left") ? "graalwar.over.stuck" : "graalwar.over.draw");
  }

  /** The side and its player: "White (Alice)". */
  /** A seat by its camp's colour and its player's name: "White (Alice)". */
  static String named(Words w, int seat, Seen seen) {
    return w.get("graalwar.who.named", side(w, Lineup.campOf(seat)), seen.name(seat));
  }

  static String side(Words w, int side) {
    return w.get("graalwar.side." + side);
  }

  static String piece(Words w, Piece piece) {
    return w.get("graalwar.piece." + piece.word());
  }

  private static String hole(int hole) {
    return Hole.name(hole);
  }
}
