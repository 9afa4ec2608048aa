package roundtable.net.identity;

import com.google.protobuf.InvalidProtocolBufferException;
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
 * replica take the {@code Verified} result. {@link Ed25519Verifier}, with the author's decoded point
 * and comb kept ({@link PublicKeys}), makes BouncyCastle 1.82's decisions (Ed25519VerifierTest)
 * about three times faster, and accepts the JDK's RFC 8032 signatures (IdentityCrossCheckTest).
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
    AuthorKey key = PublicKeys.point(envelope.getAuthorKey());
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
  static boolean verifies(AuthorKey key, SignedEnvelope signed) {
    return Ed25519Verifier.verify(key, signed.getSignature(), signed.getEnvelope());
  }
}
