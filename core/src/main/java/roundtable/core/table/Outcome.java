package roundtable.core.table;

import java.util.List;

/**
 * How a game ended: the seats that won (empty for a draw or a game stopped by a cheat) and the
 * reason, the typed event that ended it (a round won, Maletar defeated, a cheat caught…), from
 * which each window and terminal makes its own words. Scores, where a game keeps any, are in that
 * event and in the final state.
 */
public record Outcome(List<Integer> winners, Event reason) {
  public Outcome {
    winners = List.copyOf(winners);
    java.util.Objects.requireNonNull(reason, "an outcome has a reason");
  }

  public static Outcome draw(Event reason) {
    return new Outcome(List.of(), reason);
  }

  public static Outcome won(int seat, Event reason) {
    return new Outcome(List.of(seat), reason);
  }

  public boolean isDraw() {
    return winners.isEmpty();
  }

  /** The outcome in the notation's English, as printed on a log's {@code outcome:} line. */
  public String text() {
    return reason.text();
  }
}
