package roundtable.net.identity;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import org.bouncycastle.math.ec.rfc8032.Ed25519;
import roundtable.net.Wire;

/**
 * A peer's long-term identity: an Ed25519 key pair (RFC 8032). On the wire the public key is its raw
 * 32 bytes; people compare {@link #fingerprint}s. The arithmetic is BouncyCastle's low-level
 * {@link Ed25519}, several times faster than the JDK's provider (README, Benchmarks); the keys and
 * signatures are the same bytes either way (see IdentityCrossCheckTest).
 */
public final class Identity {
  /** The DER prefix of an X.509 SubjectPublicKeyInfo for Ed25519; the raw key follows it. */
  private static final byte[] X509_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
  private static final SecureRandom RANDOM = new SecureRandom();

  /** The 32-byte private key (RFC 8032's seed). */
  private final byte[] secret;
  private final byte[] publicKey;

  private Identity(byte[] secret) {
    this.secret = secret;
    this.publicKey = new byte[Wire.KEY_BYTES];
    Ed25519.generatePublicKey(secret, 0, publicKey, 0);
  }

  /** A fresh key pair. */
  public static Identity generate() {
    byte[] secret = new byte[Ed25519.SECRET_KEY_SIZE];
    Ed25519.generatePrivateKey(RANDOM, secret);
    return new Identity(secret);
  }

  /** The identity of a 32-byte private key (tests with RFC 8032's vectors, the JDK cross-check). */
  static Identity of(byte[] secret) {
    if (secret.length != Ed25519.SECRET_KEY_SIZE) {
      throw new IllegalArgumentException("an Ed25519 private key is 32 bytes, not " + secret.length);
    }
    return new Identity(secret.clone());
  }

  /** The raw 32-byte public key (a copy). */
  public byte[] publicKey() {
    return publicKey.clone();
  }

  public String fingerprint() {
    return fingerprint(publicKey);
  }

  /** Ed25519 (pure, no context) of the message by this identity: 64 bytes. */
  byte[] sign(byte[] message) {
    byte[] signature = new byte[Wire.SIGNATURE_BYTES];
    Ed25519.sign(secret, 0, publicKey, 0, message, 0, message.length, signature, 0);
    return signature;
  }

  /** The private key, for the JDK cross-check test. */
  byte[] secret() {
    return secret.clone();
  }

  /** The first 8 bytes of SHA-256 of the raw public key, as 16 lowercase hex digits. */
  public static String fingerprint(byte[] rawPublicKey) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(rawPublicKey);
      return HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Whether raw bytes are an Ed25519 public key: 32 bytes that decode to a point of the curve. */
  public static boolean isPublicKey(byte[] raw) {
    return PublicKeys.valid(raw);
  }

  /** The raw 32 bytes of a JDK Ed25519 public key. */
  static byte[] raw(PublicKey key) {
    byte[] encoded = key.getEncoded();
    return Arrays.copyOfRange(encoded, encoded.length - Wire.KEY_BYTES, encoded.length);
  }

  /** A JDK public key from its raw 32 bytes; refuses another length or a key the JDK can't decode. */
  public static PublicKey publicKey(byte[] raw) throws GeneralSecurityException {
    if (raw.length != Wire.KEY_BYTES) {
      throw new GeneralSecurityException("an Ed25519 key is 32 bytes, not " + raw.length);
    }
    byte[] encoded = Arrays.copyOf(X509_PREFIX, X509_PREFIX.length + raw.length);
    System.arraycopy(raw, 0, encoded, X509_PREFIX.length, raw.length);
    return KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(encoded));
  }

  @Override
  public String toString() {
    return "Identity " + fingerprint();
  }
}
