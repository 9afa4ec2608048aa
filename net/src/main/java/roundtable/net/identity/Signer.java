package roundtable.net.identity;

import com.google.protobuf.ByteString;
import roundtable.net.Wire;
import roundtable.proto.Envelope;
import roundtable.proto.SignedEnvelope;

/** Signs this peer's envelopes with its identity key: Ed25519 over the exact envelope bytes. */
public final class Signer {
  private final Identity identity;
  private final ByteString author;

  public Signer(Identity identity) {
    this.identity = identity;
    this.author = ByteString.copyFrom(identity.publicKey());
  }

  public Identity identity() {
    return identity;
  }

  /** An envelope with this build's version and this peer as its author; set the body and sign it. */
  public Envelope.Builder envelope() {
    return Envelope.newBuilder().setVersion(Wire.PROTOCOL_VERSION).setAuthorKey(author);
  }

  /** Serializes the envelope once and signs those bytes; the envelope's author must be this peer. */
  public SignedEnvelope sign(Envelope envelope) {
    if (!envelope.getAuthorKey().equals(author)) {
      throw new IllegalArgumentException("the envelope's author is not " + identity.fingerprint());
    }
    byte[] bytes = envelope.toByteArray();
    return SignedEnvelope.newBuilder()
        .setEnvelope(ByteString.copyFrom(bytes))
        .setSignature(ByteString.copyFrom(identity.sign(bytes)))
        .build();
  }

  public SignedEnvelope sign(Envelope.Builder envelope) {
    return sign(envelope.build());
  }
}
