package roundtable.core.grailcup;

import java.util.List;
import roundtable.core.hidden.Frozen;

/**
 * The race on the track: each seat's knight's square (0..45), when each arrived there (on a shared
 * square the later one stands behind), the next arrival's number, the Dragon's square, and each
 * seat's Lances.
 */
public record Race(List<Integer> squares, List<Integer> stamps, int nextStamp, int dragon, List<Integer> lances) {
  public Race {
    squares = Frozen.copyOf(squares);
    stamps = Frozen.copyOf(stamps);
    lances = Frozen.copyOf(lances);
  }
}
