package roundtable.core.table;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Which seats must act now, what kind of decision each faces, and the prompt in words
 * ("Red: unstack, restack or slide"). A prompt naming no seat means the game is over.
 */
public record Prompt(SortedMap<Integer, Decision> seats, String text) {
  public Prompt {
    seats = Collections.unmodifiableSortedMap(new TreeMap<>(seats));
  }

  private static final Prompt NONE = new Prompt(new TreeMap<>(), "");

  /** The prompt naming nobody (immutable, so one is shared). */
  public static Prompt none() {
    return NONE;
  }

  public static Prompt one(int seat, Decision decision, String text) {
    return new Prompt(new TreeMap<>(Map.of(seat, decision)), text);
  }

  public static Prompt each(Iterable<Integer> seats, Decision decision, String text) {
    SortedMap<Integer, Decision> map = new TreeMap<>();
    for (int s : seats) {
      map.put(s, decision);
    }
    return new Prompt(map, text);
  }

  public boolean isOver() {
    return seats.isEmpty();
  }

  public boolean names(int seat) {
    return seats.containsKey(seat);
  }
}
