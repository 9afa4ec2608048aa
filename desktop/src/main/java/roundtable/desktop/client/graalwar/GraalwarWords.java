package roundtable.desktop.client.graalwar;

import java.util.List;
import roundtable.core.graalwar.Castle;
import roundtable.core.graalwar.DeployReveal;
import roundtable.core.graalwar.Deployment.Fault;
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
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/**
 * The graalwar board's words ({@code graalwar_*.properties}): the soldiers and the château-fort
 * as the rulebook names them, the moves, the prompt for the viewer, a log line for each event and
 * the ending.
 */
final class GraalwarWords {
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
      return s.outcome() == null ? w.get("graalwar.over.draw") : outcome(s, w);
    }
    int me = seen.you();
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
      return ending(g, w);
    }
    if (event instanceof NextGame n) {
      return w.get("graalwar.event.nextGame", n.game(), side(w, n.first()));
    }
    if (event instanceof MatchWon m) {
      return m.side() < 0 ? w.get("graalwar.event.matchDrawn", m.white(), m.blue())
          : w.get("graalwar.event.matchWon", side(w, m.side()), m.white(), m.blue());
    }
    return null; // not one of the game's records (the board model words the table's own)
  }

  /** How the game (or the match) ended: the line of the record that ended it, the outcome's reason. */
  static String outcome(GraalwarState s, Words w) {
    if (s.outcome().reason() instanceof MatchWon m) {
      return m.side() < 0 ? w.get("graalwar.event.matchDrawn", m.white(), m.blue())
          : w.get("graalwar.event.matchWon", side(w, m.side()), m.white(), m.blue());
    }
    return s.outcome().reason() instanceof GameWon g ? ending(g, w) : w.get("graalwar.over.draw");
  }

  /** A game's ending in words: the winner and how, or why it is drawn. */
  private static String ending(GameWon g, Words w) {
    return switch (g.ending()) {
      case DONJON -> w.get("graalwar.over.donjon", side(w, g.side()), piece(w, g.piece()), side(w, g.other()), hole(g.hole()));
      case HOUSEHOLD -> w.get("graalwar.over.household", side(w, g.side()), side(w, g.other()));
      case MOVE_LIMIT -> w.get("graalwar.over.limit", g.moves());
      case NO_MOVE -> w.get("graalwar.over.stuck", side(w, g.other()));
    };
  }

  /** A seat by its camp's colour and its player's name: "White (Alice)". */
  static String named(Words w, int seat, Seen seen) {
    return w.get("graalwar.who.named", side(w, Lineup.campOf(seat)), seen.name(seat));
  }

  /** A rule a deployment breaks, in words: "the knight on d12 is in a forest, where no rider goes". */
  static String fault(Fault f, Lineup lineup, int seat, Words w) {
    String piece = f.piece() == null ? "" : piece(w, f.piece());
    String hole = f.hole() < 0 ? "" : hole(f.hole());
    return switch (f.wrong()) {
      case NO_CASTLE -> w.get("graalwar.fault.noCastle");
      case NOT_CHIEF -> w.get("graalwar.fault.notChief");
      case CASTLE_OUTSIDE -> w.get("graalwar.fault.castleOutside", ground(lineup, seat, w));
      case COUNT -> w.get("graalwar.fault.count", f.expected(), piece, f.found());
      case OUTSIDE -> w.get("graalwar.fault.outside", piece, hole, ground(lineup, seat, w));
      case ROCK -> w.get("graalwar.fault.rock", piece, hole);
      case FOREST -> w.get("graalwar.fault.forest", piece, hole);
      case ARCHER_IN_DONJON -> w.get("graalwar.fault.archerInDonjon", hole);
    };
  }

  /** Where a seat deploys: its camp's kingdom, or its stretch of columns of it. */
  static String ground(Lineup lineup, int seat, Words w) {
    int camp = lineup.camp(seat);
    int[] columns = lineup.columns(seat);
    String rows = camp == 0 ? "1-12" : "13-24";
    if (columns[1] - columns[0] == Hole.SIZE) {
      return w.get("graalwar.ground", side(w, camp), rows);
    }
    return w.get("graalwar.ground.columns", side(w, camp), rows,
        (char) ('a' + columns[0]) + "-" + (char) ('a' + columns[1] - 1));
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
