package roundtable.core.table;

import java.util.List;

/**
 * How a game ended: the seats that won (empty for a draw) and the result in words, as printed on
 * the {@code outcome:} line.
 */
public record Outcome(List<Integer> winners, String text) {
  public Outcome {
    winners = List.copyOf(winners);
  }

  public static Outcome draw(String text) {
    return new Outcome(List.of(), text);
  }

  public boolean isDraw() {
    return winners.isEmpty();
  }
}
