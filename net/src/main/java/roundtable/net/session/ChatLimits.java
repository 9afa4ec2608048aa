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
 * seconds. A line over a limit is neither shown nor relayed. Keys cost nothing to make: the link
 * holds back a flood signed by fresh keys ({@link roundtable.net.link.ChatGate}). Session thread only.
 */
final class ChatLimits {
  static final int MAX_CHARS = 500;
  static final int LINES = 5;
  static final int PER_SECONDS = 10;
  private static final long PER_NANOS = PER_SECONDS * 1_000_000_000L;
  /** Above this many senders remembered, those silent for a whole window are forgotten. */
  private static final int PRUNE_ABOVE = 1_000;

  /** Which limit a line broke. */
  enum Broken { LENGTH, RATE }

  private final Map<ByteString, Deque<Long>> said = new HashMap<>();
  private final Map<ByteString, Long> told = new HashMap<>();

  /** The limit this author's line breaks, if any; a line within the limits is counted. */
  Optional<Broken> check(ByteString author, String text, long now) {
    if (text.codePointCount(0, text.length()) > MAX_CHARS) {
      return Optional.of(Broken.LENGTH);
    }
    Deque<Long> byAuthor = recent(said, author, now);
    if (byAuthor.size() >= LINES) {
      return Optional.of(Broken.RATE);
    }
    byAuthor.addLast(now);
    return Optional.empty();
  }

  /**
   * Whether a refusal is worth a log line and a PeerError: the first for this link and this limit
   * in a window, so that a flood of lines is not answered with a flood of words.
   */
  boolean tell(ByteString link, Broken broken, long now) {
    ByteString key = link.concat(ByteString.copyFromUtf8(broken.name()));
    Long last = told.get(key);
    if (last != null && now - last < PER_NANOS) {
      return false;
    }
    if (told.size() > PRUNE_ABOVE) {
      told.values().removeIf(t -> now - t >= PER_NANOS);
    }
    told.put(key, now);
    return true;
  }

  private static Deque<Long> recent(Map<ByteString, Deque<Long>> times, ByteString key, long now) {
    if (times.size() > PRUNE_ABOVE) {
      times.values().removeIf(t -> t.isEmpty() || now - t.peekLast() >= PER_NANOS);
    }
    Deque<Long> mine = times.computeIfAbsent(key, k -> new ArrayDeque<>());
    while (!mine.isEmpty() && now - mine.peekFirst() >= PER_NANOS) {
      mine.removeFirst();
    }
    return mine;
  }

  /** The reason in words, for a PeerError and the log. */
  static String why(Broken broken) {
    return broken == Broken.LENGTH ? "a chat line holds at most " + MAX_CHARS + " characters"
        : "at most " + LINES + " chat lines every " + PER_SECONDS + " s";
  }
}
