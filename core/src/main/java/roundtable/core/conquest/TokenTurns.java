package roundtable.core.conquest;

import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Outcome;

/**
 * The variant's numbered tokens ("Variante"): every turn round they are shuffled by all players
 * and one is dealt to each; open, all are shown at once; secret, the holder of the number whose
 * turn it is shows its token and moves. Works the same on open cards and on mental-poker cards,
 * whose openings wait for the players' decryption shares.
 */
final class TokenTurns {
  private TokenTurns() {}

  /** A protocol step for the tokens (a commitment, a shuffle, a share), then whatever it completes. */
  static ConquestState step(ConquestState s, int seat, Action action, List<Event> events) throws IllegalActionException {
    return settle(s, s.tokens().step(seat, action), events);
  }

  /**
   * Once the tokens wait for nothing: deal them after a shuffle, show them all when open, and find
   * who moves.
   */
  static ConquestState settle(ConquestState s, HiddenCards tokens, List<Event> events) {
    if (!tokens.pending().isOver()) {
      return s.withTokens(tokens, -1);
    }
    if (tokens.hand(0).isEmpty()) {
      for (int seat = 0; seat < s.players(); seat++) {
        tokens = tokens.deal(Match.TOKENS, seat);
      }
      events.add(new Notice.TokensDealt());
      if (s.turnOrder() == TurnOrder.TOKENS_OPEN) {
        for (int seat = 0; seat < s.players(); seat++) {
          tokens = tokens.reveal(tokens.hand(seat).get(0));
        }
      }
      return settle(s, tokens, events);
    }
    int next = s.cycleTurn() + 1;
    if (s.turnOrder() == TurnOrder.TOKENS_OPEN) {
      if (s.cycleTurn() == 0 && s.toMove() < 0) {
        for (int seat = 0; seat < s.players(); seat++) {
          events.add(new Notice.TokenHeld(seat, Who.seat(s.lineup(), seat), face(tokens, seat).getAsInt()));
        }
      }
      return s.withTokens(tokens, holderOf(tokens, s.players(), next));
    }
    for (int seat = 0; seat < s.players(); seat++) {
      int shown = face(tokens, seat).orElse(0);
      if (shown == next) {
        events.add(new Notice.TokenShown(seat, Who.seat(s.lineup(), seat), next));
        return s.withTokens(tokens, seat);
      }
      if (shown > next) {
        // Only a cheat shows a token out of turn: the game stops with the seat named.
        Notice.TokenCheat cheat = new Notice.TokenCheat(seat, Who.seat(s.lineup(), seat), shown, next);
        events.add(cheat);
        return Match.stop(s.withTokens(tokens, -1), Outcome.draw(cheat));
      }
    }
    return s.withTokens(tokens, -1);
  }

  /** Secret tokens: a player shows its token; with open cards a wrong number is refused at once. */
  static ConquestState show(ConquestState s, int seat, List<Event> events) throws IllegalActionException {
    if (s.turnOrder() != TurnOrder.TOKENS_SECRET || s.toMove() >= 0) {
      throw new IllegalActionException("there is no token to show now");
    }
    if (face(s.tokens(), seat).isPresent()) {
      throw new IllegalActionException(s.lineup().seatName(seat) + " has already shown its token this turn round");
    }
    HiddenCards tokens = s.tokens().reveal(token(s.tokens(), seat));
    OptionalInt shown = face(tokens, seat);
    if (shown.isPresent() && shown.getAsInt() != s.cycleTurn() + 1) {
      throw new IllegalActionException(s.lineup().seatName(seat) + " holds token " + shown.getAsInt() + "; token "
          + (s.cycleTurn() + 1) + " plays now");
    }
    return settle(s, tokens, events);
  }

  /** After a move: the next number, or a new deal when everybody has played this turn round. */
  static ConquestState passTurn(ConquestState s, int played) {
    if (played == s.players()) {
      return s.with(s.board(), s.moves(), -1, 0, s.loneTurns(), Match.newTokens(s.tokens(), s.players()),
          s.repetitions());
    }
    int toMove = s.turnOrder() == TurnOrder.TOKENS_OPEN ? holderOf(s.tokens(), s.players(), played + 1) : -1;
    return s.with(s.board(), s.moves(), toMove, played, s.loneTurns(), s.tokens(), s.repetitions());
  }

  static CardRef token(HiddenCards tokens, int seat) {
    return tokens.hand(seat).get(0);
  }

  static OptionalInt face(HiddenCards tokens, int seat) {
    return tokens.publicFace(token(tokens, seat));
  }

  private static int holderOf(HiddenCards tokens, int players, int number) {
    for (int seat = 0; seat < players; seat++) {
      if (face(tokens, seat).orElse(-1) == number) {
        return seat;
      }
    }
    throw new IllegalStateException("nobody holds token " + number);
  }
}
