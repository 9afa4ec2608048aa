package roundtable.core.conquest;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.crypto.PokerCards;
import roundtable.core.conquest.Notice.MatchEnded;
import roundtable.core.conquest.Notice.RoundBegins;
import roundtable.core.conquest.Notice.RoundEnded;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;

/**
 * Rounds and the match: "Une partie se joue en trois manches ou deux manches gagnantes"; the
 * winner of a round takes a Grail. Also the start of each round and of each turn round of tokens.
 */
final class Match {
  static final String TOKENS = "tokens";

  private Match() {}

  /** Round 1: the first player is drawn jointly (the rulebook's "youngest" can't be checked). */
  static ConquestState start(Settings settings) {
    return start(settings, false);
  }

  /** The start, the turn tokens' keys escrowed when {@code escrow} (seat-leaves=continue). */
  static ConquestState start(Settings settings, boolean escrow) {
    int players = settings.lineup().players();
    List<Integer> seats = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      seats.add(seat);
    }
    boolean tokens = settings.turnOrder().usesTokens();
    JointDraw draw = tokens ? null : JointDraw.pick("first player", players, seats, settings.openLog());
    // An open log deals the tokens in the clear; a real table deals them by mental poker.
    HiddenCards cards = !tokens ? null
        : newTokens(settings.openLog() ? OpenCards.empty(players, true) : PokerCards.empty(players, escrow), players);
    return new ConquestState(settings, Board.start(), 1, 0, List.of(0, 0), draw, -1, -1, 0, 0,
        cards, Repetitions.NONE, List.of(), null);
  }

  /** Tokens 1..N, shuffled by everyone for a new turn round. */
  static HiddenCards newTokens(HiddenCards tokens, int players) {
    List<Integer> faces = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      faces.add(i);
    }
    return tokens.clearHands().newPile(TOKENS, faces);
  }

  /** The game stops at once (a cheat was caught), nothing more to play. */
  static ConquestState stop(ConquestState s, Outcome outcome) {
    return new ConquestState(s.settings(), s.board(), s.round(), s.moves(), s.grails(), null, s.starter(), -1,
        s.cycleTurn(), s.loneTurns(), s.tokens(), s.repetitions(), s.rounds(), outcome);
  }

  /** The tokens for a new round: the deal the last turn round began, or a new one. */
  private static HiddenCards nextTokens(HiddenCards tokens, int players) {
    return tokens.pending().isOver() ? newTokens(tokens, players) : tokens;
  }

  /**
   * Ends the round, for this reason: {@code side} takes a Grail (or nobody, when -1). Then the
   * match ends, or the next round begins with the stones back on their start squares.
   */
  static ConquestState endRound(ConquestState s, int side, Notice.Reason reason, Who who, List<Event> events) {
    List<Integer> grails = new ArrayList<>(s.grails());
    if (side >= 0) {
      grails.set(side, grails.get(side) + 1);
    }
    RoundEnded ended = new RoundEnded(s.round(), reason, who, s.settings().moveLimit());
    events.add(ended);
    List<Notice.RoundEnded> rounds = new ArrayList<>(s.rounds());
    rounds.add(ended);
    MatchEnded end = outcome(s, grails, side);
    if (end != null) {
      events.add(end);
      Outcome outcome = end.side() < 0 ? Outcome.draw(end)
          : new Outcome(s.lineup().seatsOf(end.side()), end);
      return new ConquestState(s.settings(), s.board(), s.round(), s.moves(), grails,
          null, s.starter(), -1, s.cycleTurn(), s.loneTurns(), s.tokens(), s.repetitions(), rounds, outcome);
    }
    // "Le joueur le plus jeune commence": the drawn first player, who stands for the youngest,
    // begins every round; the rulebook hands the start to nobody else.
    int starter = s.turnOrder().usesTokens() ? -1 : s.starter();
    HiddenCards tokens = s.turnOrder().usesTokens() ? nextTokens(s.tokens(), s.players()) : null;
    events.add(new RoundBegins(s.round() + 1));
    return new ConquestState(s.settings(), Board.start(), s.round() + 1, 0, grails,
        null, starter, starter, 0, 0, tokens, Repetitions.NONE, rounds, null);
  }

  /** How the match ends after this round, or null when it goes on. */
  private static MatchEnded outcome(ConquestState s, List<Integer> grails, int side) {
    if (!s.settings().match()) {
      return side >= 0 ? won(s, side, grails) : new MatchEnded(-1, null, false, 0, 0);
    }
    if (side >= 0 && grails.get(side) == 2) {
      return won(s, side, grails);
    }
    if (s.round() < 3) {
      return null;
    }
    // Not in the rulebook: after three rounds with drawn ones, more Grails win; equal is a draw.
    int a = grails.get(0);
    int b = grails.get(1);
    return a == b ? new MatchEnded(-1, null, true, a, b) : won(s, a > b ? 0 : 1, grails);
  }

  private static MatchEnded won(ConquestState s, int side, List<Integer> grails) {
    return new MatchEnded(side, Who.side(s.lineup(), side), s.settings().match(), grails.get(side),
        grails.get(1 - side));
  }
}
