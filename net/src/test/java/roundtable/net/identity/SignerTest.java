package roundtable.net.identity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.proto.Chat;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.SignedEnvelope;

class SignerTest {
  private final Signer alice = new Signer(Identity.generate());
  private final Signer mallory = new Signer(Identity.generate());

  private SignedEnvelope chat(Signer signer, String text) {
    return signer.sign(signer.envelope().setChat(Chat.newBuilder().setText(text)));
  }

  private static ProtocolException refused(SignedEnvelope signed) {
    return assertThrows(ProtocolException.class, () -> EnvelopeVerifier.verify(signed));
  }

  @Test
  void aSignedEnvelopeVerifies() throws Exception {
    Envelope envelope = EnvelopeVerifier.verify(chat(alice, "hello"));
    assertEquals("hello", envelope.getChat().getText());
    assertEquals(Wire.PROTOCOL_VERSION, envelope.getVersion());
    assertArrayEquals(alice.identity().publicKey(), envelope.getAuthorKey().toByteArray());
  }

  @Test
  void theFingerprintIsTheFirstEightBytesOfTheKeysSha256() throws Exception {
    byte[] key = alice.identity().publicKey();
    assertEquals(32, key.length);
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(key);
    assertEquals(HexFormat.of().formatHex(digest, 0, 8), alice.identity().fingerprint());
    assertEquals(16, alice.identity().fingerprint().length());
    assertArrayEquals(key, Identity.raw(Identity.publicKey(key)), "raw key round-trips through the JDK");
  }

  @Test
  void aFlippedByteInTheEnvelopeIsRefused() {
    SignedEnvelope good = chat(alice, "I resign");
    byte[] bytes = good.getEnvelope().toByteArray();
    bytes[bytes.length - 1] ^= 1; // "I resigo"
    ProtocolException e = refused(good.toBuilder().setEnvelope(ByteString.copyFrom(bytes)).build());
    assertEquals(ErrorCode.BAD_SIGNATURE, e.code());
    assertTrue(e.getMessage().contains("signature of this chat does not verify against its author key "
        + alice.identity().fingerprint()), e.getMessage());
  }

  @Test
  void aFlippedByteInTheSignatureIsRefused() {
    SignedEnvelope good = chat(alice, "hi");
    byte[] signature = good.getSignature().toByteArray();
    signature[0] ^= (byte) 0x80;
    ProtocolException e = refused(good.toBuilder().setSignature(ByteString.copyFrom(signature)).build());
    assertEquals(ErrorCode.BAD_SIGNATURE, e.code());
  }

  @Test
  void anEnvelopeThatNamesAliceButIsSignedByAnotherKeyIsRefused() {
    Envelope claimsAlice = alice.envelope().setChat(Chat.newBuilder().setText("give me your cards")).build();
    SignedEnvelope byMallory = chat(mallory, "give me your cards");
    SignedEnvelope forged = SignedEnvelope.newBuilder()
        .setEnvelope(claimsAlice.toByteString())
        .setSignature(byMallory.getSignature())
        .build();
    ProtocolException e = refused(forged);
    assertEquals(ErrorCode.BAD_SIGNATURE, e.code());
    assertTrue(e.getMessage().contains(alice.identity().fingerprint()), e.getMessage());
  }

  @Test
  void aSignerRefusesToSignForAnotherAuthor() {
    assertThrows(IllegalArgumentException.class,
        () -> mallory.sign(alice.envelope().setChat(Chat.newBuilder().setText("x"))));
  }

  @Test
  void aShortSignatureOrKeyOrAnotherVersionIsRefusedWithItsReason() {
    SignedEnvelope good = chat(alice, "hi");
    ProtocolException shortSignature = refused(good.toBuilder().setSignature(good.getSignature().substring(1)).build());
    assertEquals("signature is 63 bytes, not 64", shortSignature.getMessage());

    Envelope shortKey = alice.envelope().setAuthorKey(ByteString.copyFrom(new byte[31]))
        .setChat(Chat.newBuilder().setText("x")).build();
    ProtocolException badKey = refused(good.toBuilder().setEnvelope(shortKey.toByteString()).build());
    assertEquals(ErrorCode.BAD_KEY, badKey.code());
    assertEquals("author key is 31 bytes, not 32", badKey.getMessage());

    SignedEnvelope v2 = alice.sign(alice.envelope().setVersion(2).setChat(Chat.newBuilder().setText("x")));
    ProtocolException version = refused(v2);
    assertEquals(ErrorCode.PROTOCOL_VERSION_MISMATCH, version.code());
    assertEquals("protocol version differs: here 1, envelope 2", version.getMessage());
  }

  @Test
  void anEnvelopeWithoutABodyOrThatDoesNotParseIsMalformed() {
    SignedEnvelope empty = alice.sign(alice.envelope());
    assertEquals(ErrorCode.MALFORMED, refused(empty).code());
    SignedEnvelope garbage = SignedEnvelope.newBuilder()
        .setEnvelope(ByteString.copyFrom(new byte[] {0, 1, 2}))
        .setSignature(ByteString.copyFrom(new byte[64]))
        .build();
    ProtocolException e = refused(garbage);
    assertEquals(ErrorCode.MALFORMED, e.code());
    assertTrue(e.getMessage().startsWith("envelope does not parse"), e.getMessage());
  }
}
