package roundtable.net.link;

import com.google.protobuf.ByteString;
import java.util.LinkedHashMap;
import java.util.Map;
import roundtable.proto.SignedEnvelope;

/**
 * The signed envelopes a peer has already taken in and sent on (applied, relayed, or its own), so
 * that a copy coming again on another link is dropped before its signature is checked a second
 * time. In a mesh every seated peer forwards what it applied, so each action reaches a peer once
 * from its author and again from every other peer: those copies cost nothing but a lookup now.
 *
 * <p>A copy is known only when both its envelope bytes and its signature equal one sent on here; any
 * other message, a forged one reusing a known signature included, is verified as before. Only the
 * {@value #KEPT} latest are kept (copies arrive within moments of the first). Thread-safe: the
 * session adds, each link's event loop asks.
 */
public final class KnownEnvelopes {
  /** How many envelopes are remembered, the oldest forgotten first. */
  static final int KEPT = 4096;

  private final Map<ByteString, ByteString> bySignature = new LinkedHashMap<>(KEPT * 2, 0.75f) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<ByteString, ByteString> eldest) {
      return size() > KEPT;
    }
  };

  /** Remembers envelopes this peer sends on. */
  public synchronized void add(Iterable<SignedEnvelope> sent) {
    for (SignedEnvelope signed : sent) {
      bySignature.put(signed.getSignature(), signed.getEnvelope());
    }
  }

  /** Whether this exact signed envelope was sent on here already. */
  public synchronized boolean contains(SignedEnvelope signed) {
    return signed.getEnvelope().equals(bySignature.get(signed.getSignature()));
  }
}
