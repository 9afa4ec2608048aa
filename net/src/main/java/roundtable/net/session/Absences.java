package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The peers this one is waiting for, and since when: seated peers the opener said are away, and, at
 * a joiner, the opener itself while the link to it is down. Executor thread only.
 */
final class Absences {
  /** A peer away past the timeout; {@code twice}: past it twice over. */
  record Overdue(ByteString key, boolean twice) {}

  private final Map<ByteString, Long> since = new HashMap<>();
  private Duration timeout = Duration.ofSeconds(120);

  Duration timeout() {
    return timeout;
  }

  void timeout(Duration wait) {
    timeout = wait;
  }

  /** The peer went away now; whether it was not away already. */
  boolean gone(ByteString key, long now) {
    return since.putIfAbsent(key, now) == null;
  }

  /** The peer is back (or no longer waited for); whether it was away. */
  boolean back(ByteString key) {
    return since.remove(key) != null;
  }

  Set<ByteString> keys() {
    return since.keySet();
  }

  /** The peers away longer than the timeout, in no particular order. */
  List<Overdue> overdue(long now) {
    List<Overdue> late = new ArrayList<>();
    since.forEach((key, from) -> {
      if (now - from > timeout.toNanos()) {
        late.add(new Overdue(key, now - from > 2 * timeout.toNanos()));
      }
    });
    return late;
  }
}
