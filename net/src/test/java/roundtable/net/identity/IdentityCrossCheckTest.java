package roundtable.net.identity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.EdECPrivateKeySpec;
import java.security.spec.NamedParameterSpec;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import roundtable.net.ProtocolException;
import roundtable.proto.Chat;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.SignedEnvelope;

/**
 * The identity code (BouncyCastle's Ed25519) and the JDK's provider make and accept the same keys and
 * signatures, so peers on either side of the switch read each other: RFC 8032's vectors, signatures
 * made by one and checked by the other, and which 32-byte strings are keys.
 */
class IdentityCrossCheckTest {
  private static final HexFormat HEX = HexFormat.of();

  private static PrivateKey jdkPrivate(Identity identity) throws GeneralSecurityException {
    return KeyFactory.getInstance("Ed25519")
        .generatePrivate(new EdECPrivateKeySpec(NamedParameterSpec.ED25519, identity.secret()));
  }

  private static byte[] jdkSign(Identity identity, byte[] message) throws GeneralSecurityException {
    Signature ed = Signature.getInstance("Ed25519");
    ed.initSign(jdkPrivate(identity));
    ed.update(message);
    return ed.sign();
  }

  private static boolean jdkVerifies(byte[] publicKey, byte[] message, byte[] signature) throws GeneralSecurityException {
    Signature ed = Signature.getInstance("Ed25519");
    ed.initVerify(Identity.publicKey(publicKey));
    ed.update(message);
    return ed.verify(signature);
  }

  @Test
  void rfc8032Vectors() {
    // RFC 8032, section 7.1, TEST 1 (empty message) and TEST 2 (one byte, 0x72).
    Identity one = Identity.of(HEX.parseHex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"));
    assertEquals("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", HEX.formatHex(one.publicKey()));
    assertEquals("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46b"
        + "d25bf5f0595bbe24655141438e7a100b", HEX.formatHex(one.sign(new byte[0])));
    Identity two = Identity.of(HEX.parseHex("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb"));
    assertEquals("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", HEX.formatHex(two.publicKey()));
    assertEquals("92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c"
        + "387b2eaeb4302aeeb00d291612bb0c00", HEX.formatHex(two.sign(new byte[] {0x72})));
  }

  @Test
  void theJdkMakesTheSameKeyAndSignatureAndAcceptsOurs() throws Exception {
    for (int i = 0; i < 20; i++) {
      Identity identity = Identity.generate();
      Signer signer = new Signer(identity);
      SignedEnvelope ours = signer.sign(signer.envelope().setChat(Chat.newBuilder().setText("hello " + i)));
      byte[] bytes = ours.getEnvelope().toByteArray();
      assertArrayEquals(identity.publicKey(), Identity.raw(jdkKeyPair(identity).getPublic()), "same public key");
      assertArrayEquals(jdkSign(identity, bytes), ours.getSignature().toByteArray(), "Ed25519 is deterministic");
      assertTrue(jdkVerifies(identity.publicKey(), bytes, ours.getSignature().toByteArray()));
    }
  }

  /** The JDK's key pair of the same private key: its generator draws the 32 bytes from this "random". */
  private static KeyPair jdkKeyPair(Identity identity) throws GeneralSecurityException {
    byte[] secret = identity.secret();
    KeyPairGenerator generator = KeyPairGenerator.getInstance("Ed25519");
    generator.initialize(NamedParameterSpec.ED25519, new SecureRandom() {
      @Override
      public void nextBytes(byte[] bytes) {
        System.arraycopy(secret, 0, bytes, 0, bytes.length);
      }
    });
    return generator.generateKeyPair();
  }

  @Test
  void jdkSignaturesVerifyHereAndForgeriesDoNot() throws Exception {
    Identity identity = Identity.generate();
    Envelope envelope = new Signer(identity).envelope().setChat(Chat.newBuilder().setText("made by the JDK")).build();
    byte[] bytes = envelope.toByteArray();
    byte[] signature = jdkSign(identity, bytes);
    SignedEnvelope signed = SignedEnvelope.newBuilder()
        .setEnvelope(ByteString.copyFrom(bytes)).setSignature(ByteString.copyFrom(signature)).build();
    assertEquals("made by the JDK", EnvelopeVerifier.verify(signed).getChat().getText());

    signature[63] ^= 1;
    SignedEnvelope forged = signed.toBuilder().setSignature(ByteString.copyFrom(signature)).build();
    ProtocolException e = assertThrows(ProtocolException.class, () -> EnvelopeVerifier.verify(forged));
    assertEquals(ErrorCode.BAD_SIGNATURE, e.code());
    assertFalse(jdkVerifies(identity.publicKey(), bytes, signature));
  }

  @Test
  void bothAgreeOnWhichBytesAreAKey() {
    Random random = new Random(8032);
    int keys = 0;
    for (int i = 0; i < 300; i++) {
      byte[] raw = new byte[32];
      random.nextBytes(raw);
      boolean jdk;
      try {
        // The JDK's key factory takes any 32 bytes; it decodes the point when a check starts.
        Signature.getInstance("Ed25519").initVerify(Identity.publicKey(raw));
        jdk = true;
      } catch (GeneralSecurityException | RuntimeException e) {
        jdk = false;
      }
      assertEquals(jdk, Identity.isPublicKey(raw), HEX.formatHex(raw));
      keys += jdk ? 1 : 0;
    }
    assertTrue(keys > 50 && keys < 250, "about half of random strings are points: " + keys);
    assertFalse(Identity.isPublicKey(new byte[31]));
  }
}
