package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.graalwar.GraalwarEvent.GameWon;
import roundtable.core.graalwar.GraalwarEvent.MatchWon;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;

/**
 * A single game, or a match of three (table option {@code match}, not in the rulebook): "Le
 * gagnant joue le premier au début de la partie suivante." After a drawn game the camp that moved
 * first moves first again (not in the rulebook).
 */
final class Match {
  private Match() {}

  /** The game just ended this way: the match goes on with a new deployment, or it is over. */
  static GraalwarState gameOver(GraalwarState s, GameWon won, List<Event> events) {
    Score score = s.score();
    List<Integer> wins = new ArrayList<>(score.wins());
    if (won.side() >= 0) {
      wins.set(won.side(), wins.get(won.side()) + 1);
    }
    int games = s.settings().games();
    int needed = games / 2 + 1;
    boolean over = games == 1 || wins.get(0) >= needed || wins.get(1) >= needed || score.game() == games;
    if (!over) {
      int first = won.side() >= 0 ? won.side() : score.first();
      events.add(new GraalwarEvent.NextGame(score.game() + 1, first));
      return s.nextGame(new Score(score.game() + 1, first, wins));
    }
    int winner = games == 1 ? won.side() : wins.get(0).equals(wins.get(1)) ? -1 : wins.get(0) > wins.get(1) ? 0 : 1;
    roundtable.core.table.Event reason = won;
    if (games > 1) {
      MatchWon match = new MatchWon(winner, wins.get(0), wins.get(1));
      events.add(match);
      reason = match;
    }
    Outcome outcome = winner < 0 ? Outcome.draw(reason) : new Outcome(s.lineup().members(winner), reason);
    return new GraalwarState(s.settings(), s.layout(), new Score(score.game(), score.first(), wins),
        s.commitments(), s.deployments(), s.board(), -1, s.moves(), outcome);
  }
}
