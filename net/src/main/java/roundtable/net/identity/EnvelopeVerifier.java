package roundtable.net.identity;

import com.google.protobuf.InvalidProtocolBufferException;
import org.bouncycastle.math.ec.rfc8032.Ed25519;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.SignedEnvelope;

/**
 * Checks a signed envelope on its own: the signature is 64 bytes, the envelope parses, speaks this
 * protocol version, names a 32-byte author key, has a body, and the signature verifies against that
 * key over the exact envelope bytes. Whether the author belongs to the table is the session's check.
 *
 * <p>One check per message and peer: the link's {@code VerifyHandler} makes it, the session and the
 * replica take the {@code Verified} result. BouncyCastle's Ed25519 with the author's decoded point
 * kept ({@link PublicKeys}) is several times faster than the JDK's provider, and accepts the same
 * RFC 8032 signatures (IdentityCrossCheckTest).
 */
public final class EnvelopeVerifier {
  private EnvelopeVerifier() {}

  /** The envelope inside, or the reason it is refused. */
  public static Envelope verify(SignedEnvelope signed) throws ProtocolException {
    if (signed.getSignature().size() != Wire.SIGNATURE_BYTES) {
      throw new ProtocolException(ErrorCode.BAD_SIGNATURE,
          "signature is " + signed.getSignature().size() + " bytes, not " + Wire.SIGNATURE_BYTES);
    }
    Envelope envelope;
    try {
      envelope = Envelope.parseFrom(signed.getEnvelope());
    } catch (InvalidProtocolBufferException e) {
      throw new ProtocolException(ErrorCode.MALFORMED, "envelope does not parse: " + e.getMessage());
    }
    if (envelope.getVersion() != Wire.PROTOCOL_VERSION) {
      throw new ProtocolException(ErrorCode.PROTOCOL_VERSION_MISMATCH, "protocol version differs: here "
          + Wire.PROTOCOL_VERSION + ", envelope " + envelope.getVersion());
    }
    byte[] author = envelope.getAuthorKey().toByteArray();
    if (author.length != Wire.KEY_BYTES) {
      throw new ProtocolException(ErrorCode.BAD_KEY,
          "author key is " + author.length + " bytes, not " + Wire.KEY_BYTES);
    }
    if (envelope.getBodyCase() == Envelope.BodyCase.BODY_NOT_SET) {
      throw new ProtocolException(ErrorCode.MALFORMED, "envelope from " + Identity.fingerprint(author)
          + " has no body (or one this version does not know)");
    }
    Ed25519.PublicPoint key = PublicKeys.point(envelope.getAuthorKey());
    if (key == null) {
      throw new ProtocolException(ErrorCode.BAD_KEY,
          "author key " + Identity.fingerprint(author) + " is not a usable Ed25519 key: not a point of the curve");
    }
    if (!verifies(key, signed)) {
      throw new ProtocolException(ErrorCode.BAD_SIGNATURE, "signature of this " + envelope.getBodyCase()
          .name().toLowerCase() + " does not verify against its author key " + Identity.fingerprint(author));
    }
    return envelope;
  }

  /** Ed25519 over the exact envelope bytes; a signature that does not even decode is false. */
  static boolean verifies(Ed25519.PublicPoint key, SignedEnvelope signed) {
    byte[] message = signed.getEnvelope().toByteArray();
    try {
      return Ed25519.verify(signed.getSignature().toByteArray(), 0, key, message, 0, message.length);
    } catch (RuntimeException e) {
      return false;
    }
  }
}
