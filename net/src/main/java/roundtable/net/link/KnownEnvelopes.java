package roundtable.net.link;

import com.google.protobuf.ByteString;
import java.util.LinkedHashMap;
import java.util.Map;
import roundtable.proto.Envelope;
import roundtable.proto.SignedEnvelope;

/**
 * The signed envelopes a peer knows already, shared by all its links, so that a copy coming again
 * on another link costs a lookup, not a signature check. In a mesh every seated peer forwards what
 * it applied, so each action reaches a peer once from its author and again from every other peer.
 *
 * <ul>
 *   <li><i>Sent on</i> (applied, relayed, or its own): a copy is dropped unchecked, it would change
 *       nothing.
 *   <li><i>Checked</i> (its signature verified on some link here, not yet sent on): a copy is passed
 *       on as verified without checking it again (the session takes duplicates), so each message
 *       costs a peer one check, however many links bring it.
 * </ul>
 *
 * <p>A copy is known only when both its envelope bytes and its signature equal one known here; any
 * other message, a forged one reusing a known signature included, is verified as before. Only the
 * latest are kept ({@value #KEPT} sent on, {@value #CHECKED_KEPT} checked of at most {@value
 * #CHECKED_MAX_BYTES} bytes): copies arrive within moments of the first. Thread-safe:
 * the session adds, each link's event loop asks.
 */
public final class KnownEnvelopes {
  /** How many envelopes sent on are remembered, the oldest forgotten first. */
  static final int KEPT = 4096;
  /** How many checked envelopes are remembered, and the largest (a log batch or a feed is not). */
  static final int CHECKED_KEPT = 1024;
  static final int CHECKED_MAX_BYTES = 16 * 1024;

  private final Map<ByteString, ByteString> sentOn = latest(KEPT);
  private final Map<ByteString, Verified> checked = latest(CHECKED_KEPT);

  private static <V> Map<ByteString, V> latest(int kept) {
    return new LinkedHashMap<>(kept * 2, 0.75f) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<ByteString, V> eldest) {
        return size() > kept;
      }
    };
  }

  /** Remembers envelopes this peer sends on. */
  public synchronized void add(Iterable<SignedEnvelope> sent) {
    for (SignedEnvelope signed : sent) {
      sentOn.put(signed.getSignature(), signed.getEnvelope());
    }
  }

  /** Whether this exact signed envelope was sent on here already. */
  public synchronized boolean contains(SignedEnvelope signed) {
    return signed.getEnvelope().equals(sentOn.get(signed.getSignature()));
  }

  /** Remembers an envelope whose signature checked out here (unless it is a large one). */
  public synchronized void checked(Verified verified) {
    if (verified.signed().getEnvelope().size() <= CHECKED_MAX_BYTES) {
      checked.put(verified.signed().getSignature(), verified);
    }
  }

  /** The envelope inside this exact signed envelope, when it checked out here already; else null. */
  public synchronized Envelope checkedBefore(SignedEnvelope signed) {
    Verified before = checked.get(signed.getSignature());
    return before != null && before.signed().getEnvelope().equals(signed.getEnvelope()) ? before.envelope() : null;
  }
}
