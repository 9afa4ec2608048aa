package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What one sender may say at a table (docs/protocol.md, "Chat and errors"): a line of at most
 * {@value #MAX_CHARS} characters, and at most {@value #LINES} lines in any {@value #PER_SECONDS}
 * seconds. A line over a limit is neither shown nor relayed. Session thread only.
 */
final class ChatLimits {
  static final int MAX_CHARS = 500;
  static final int LINES = 5;
  static final int PER_SECONDS = 10;
  private static final long PER_NANOS = PER_SECONDS * 1_000_000_000L;

  /** Which limit a line broke. */
  enum Broken { LENGTH, RATE }

  private final Map<ByteString, Deque<Long>> said = new HashMap<>();

  /** The limit this author's line breaks, if any; a line within the limits is counted. */
  Optional<Broken> check(ByteString author, String text, long now) {
    if (text.codePointCount(0, text.length()) > MAX_CHARS) {
      return Optional.of(Broken.LENGTH);
    }
    Deque<Long> times = said.computeIfAbsent(author, k -> new ArrayDeque<>());
    while (!times.isEmpty() && now - times.peekFirst() >= PER_NANOS) {
      times.removeFirst();
    }
    if (times.size() >= LINES) {
      return Optional.of(Broken.RATE);
    }
    times.addLast(now);
    return Optional.empty();
  }

  /** The reason in words, for a PeerError and the log. */
  static String why(Broken broken) {
    return broken == Broken.LENGTH ? "a chat line holds at most " + MAX_CHARS + " characters"
        : "at most " + LINES + " chat lines every " + PER_SECONDS + " s";
  }
}
