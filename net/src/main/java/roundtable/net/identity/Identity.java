package roundtable.net.identity;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import roundtable.net.Wire;

/**
 * A peer's long-term identity: an Ed25519 key pair from the JDK. On the wire the public key is its
 * raw 32 bytes (RFC 8032); people compare {@link #fingerprint}s.
 */
public final class Identity {
  /** The DER prefix of an X.509 SubjectPublicKeyInfo for Ed25519; the raw key follows it. */
  private static final byte[] X509_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");

  private final KeyPair keys;
  private final byte[] publicKey;

  private Identity(KeyPair keys) {
    this.keys = keys;
    this.publicKey = raw(keys.getPublic());
  }

  /** A fresh key pair. */
  public static Identity generate() {
    try {
      return new Identity(KeyPairGenerator.getInstance("Ed25519").generateKeyPair());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JDK has no Ed25519", e);
    }
  }

  /** The raw 32-byte public key (a copy). */
  public byte[] publicKey() {
    return publicKey.clone();
  }

  public String fingerprint() {
    return fingerprint(publicKey);
  }

  PrivateKey privateKey() {
    return keys.getPrivate();
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
