package roundtable.net.play;

import com.google.protobuf.ByteString;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import roundtable.proto.Seat;

/**
 * Which identity key (raw 32 bytes, as in {@code Envelope.author_key}) holds which seat. A key may
 * hold several seats (a person and its bots); a spectator's key holds none.
 */
public record SeatMap(Map<Integer, ByteString> holders) {
  public SeatMap {
    holders = Collections.unmodifiableMap(new TreeMap<>(holders));
  }

  /** The seating of a {@code Start}; a seat without a holder key is left out. */
  public static SeatMap of(Iterable<Seat> seats) {
    Map<Integer, ByteString> holders = new TreeMap<>();
    for (Seat seat : seats) {
      if (!seat.getHolderKey().isEmpty()) {
        holders.put(seat.getSeat(), seat.getHolderKey());
      }
    }
    return new SeatMap(holders);
  }

  public Optional<ByteString> holder(int seat) {
    return Optional.ofNullable(holders.get(seat));
  }

  public boolean holds(ByteString key, int seat) {
    return key.equals(holders.get(seat));
  }

  /** The seats this key holds, in order (empty for a spectator). */
  public SortedSet<Integer> seatsOf(ByteString key) {
    SortedSet<Integer> seats = new TreeSet<>();
    holders.forEach((seat, holder) -> {
      if (holder.equals(key)) {
        seats.add(seat);
      }
    });
    return seats;
  }
}
