package roundtable.core.game;

import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import roundtable.core.crypto.PokerStep;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;

/**
 * Who may act now: the one answer the table, the network's replica and a log's replay share
 * before the rules judge the action itself (issue 24). A seat acts when the prompt names it; once
 * the game is over only the audit steps follow, each leaving the state as it is; the shares that
 * rebuild the key of a seat voted out come out of turn, and the cards judge them. A peer is called
 * a cheat only for what this refuses, or the rules' {@link Game#apply} does.
 */
public final class MayAct {
  private MayAct() {}

  /** Why a seat may not act now. */
  public enum Why {
    /** The game is over: only audit steps follow. */
    GAME_OVER,
    /** The prompt does not name the seat. */
    NOT_ASKED,
    /** An audit step before the end of the game. */
    AUDIT_BEFORE_END
  }

  /** A seat may not act now: why, and the seats the prompt names. */
  public record Refusal(Why why, int seat, SortedSet<Integer> asked) {
    public Refusal {
      asked = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(asked));
    }

    /** In the notation's English, for logs and the terminal. */
    public String text() {
      return switch (why) {
        case GAME_OVER -> "the game is over; only audit steps may follow";
        case NOT_ASKED -> "not seat " + seat + "'s turn: the prompt names seats " + asked;
        case AUDIT_BEFORE_END -> "an audit step comes only after the end of the game";
      };
    }
  }

  /** Empty when {@code seat} may play {@code action} now (the rules then judge the action itself). */
  public static <S extends GameState> Optional<Refusal> whyNot(Game<S> game, S state, int seat, Action action) {
    Prompt prompt = game.prompt(state);
    boolean audit = action instanceof PokerStep.Audit;
    if (prompt.isOver()) {
      return audit ? Optional.empty() : refusal(Why.GAME_OVER, seat, prompt);
    }
    if (audit) {
      return refusal(Why.AUDIT_BEFORE_END, seat, prompt);
    }
    // A leave step too: sent in place of the seat's next action, it has one place in every log.
    if (!prompt.names(seat) && !(action instanceof PokerStep.Unescrow)) {
      return refusal(Why.NOT_ASKED, seat, prompt);
    }
    return Optional.empty();
  }

  /**
   * The action applied, if the seat may act now and the rules allow it: an audit step after the end
   * leaves the state as it is (its seeds are for the audit).
   */
  public static <S extends GameState> Applied<S> apply(Game<S> game, S state, int seat, Action action)
      throws IllegalActionException {
    Optional<Refusal> no = whyNot(game, state, seat, action);
    if (no.isPresent()) {
      throw new IllegalActionException(no.get().text());
    }
    return action instanceof PokerStep.Audit ? new Applied<>(state, List.of()) : game.apply(state, seat, action);
  }

  private static Optional<Refusal> refusal(Why why, int seat, Prompt prompt) {
    return Optional.of(new Refusal(why, seat, new TreeSet<>(prompt.seats().keySet())));
  }
}
