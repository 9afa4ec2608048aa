package roundtable.net.link;

import roundtable.net.identity.Identity;
import roundtable.proto.Envelope;
import roundtable.proto.SignedEnvelope;

/**
 * An envelope whose signature verified, with the signed form kept for forwarding and for the log.
 */
public record Verified(SignedEnvelope signed, Envelope envelope) {
  /** The author's key fingerprint. */
  public String author() {
    return Identity.fingerprint(envelope.getAuthorKey().toByteArray());
  }
}
