package roundtable.net.identity;

import com.google.protobuf.InvalidProtocolBufferException;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.SignedEnvelope;

/**
 * Checks a signed envelope on its own: the signature is 64 bytes, the envelope parses, speaks this
 * protocol version, names a 32-byte author key, has a body, and the signature verifies against that
 * key over the exact envelope bytes. Whether the author belongs to the table is the session's check.
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
    PublicKey key;
    try {
      key = Identity.publicKey(author);
    } catch (GeneralSecurityException | RuntimeException e) {
      throw new ProtocolException(ErrorCode.BAD_KEY,
          "author key " + Identity.fingerprint(author) + " is not a usable Ed25519 key: " + e.getMessage());
    }
    if (!verifies(key, signed)) {
      throw new ProtocolException(ErrorCode.BAD_SIGNATURE, "signature of this " + envelope.getBodyCase()
          .name().toLowerCase() + " does not verify against its author key " + Identity.fingerprint(author));
    }
    return envelope;
  }

  /** Ed25519 over the exact envelope bytes; a signature that does not even decode is false. */
  private static boolean verifies(PublicKey key, SignedEnvelope signed) {
    try {
      Signature ed = Signature.getInstance("Ed25519");
      ed.initVerify(key);
      ed.update(signed.getEnvelope().toByteArray());
      return ed.verify(signed.getSignature().toByteArray());
    } catch (GeneralSecurityException | RuntimeException e) {
      return false;
    }
  }
}
