package roundtable.net.link;

import com.google.protobuf.ByteString;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.KeyAgreement;
import roundtable.net.ProtocolException;
import roundtable.proto.ErrorCode;
import roundtable.proto.Hello;

/**
 * This peer's ephemeral X25519 key for one link, and the derivation of the link's two sealing keys
 * (docs/protocol.md, "Encryption"): X25519 of this key and the other's, then HKDF-SHA256 with both
 * nonces as salt and both identity keys and both X25519 keys as info, in the order of the two sides'
 * (identity key, nonce), lowest first. 72 bytes come out: the lower side's key and the higher side's
 * (32 each), then the lower side's IV prefix and the higher side's (4 each). Each side seals with its
 * own key and opens with the other's.
 */
public final class LinkKeys {
  /** Raw X25519 public key bytes (RFC 7748). */
  public static final int KEY_BYTES = 32;
  static final byte[] INFO_LABEL = "roundtable link v1".getBytes(StandardCharsets.US_ASCII);
  /** The DER prefix of an X.509 SubjectPublicKeyInfo for X25519 (OID 1.3.101.110); the raw key follows. */
  private static final byte[] X509_PREFIX = HexFormat.of().parseHex("302a300506032b656e032100");

  private KeyPair pair;
  private final ByteString publicKey;

  private LinkKeys(KeyPair pair) {
    this.pair = pair;
    byte[] encoded = pair.getPublic().getEncoded();
    this.publicKey = ByteString.copyFrom(encoded, encoded.length - KEY_BYTES, KEY_BYTES);
  }

  /** A fresh ephemeral key pair, for one link. */
  public static LinkKeys generate() {
    try {
      return new LinkKeys(KeyPairGenerator.getInstance("X25519").generateKeyPair());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JDK has no X25519", e);
    }
  }

  /** The raw 32-byte public key, for this peer's Hello. */
  public ByteString publicKey() {
    return publicKey;
  }

  /**
   * The link's keys, from this peer's Hello and the other's (both checked). The private key is
   * forgotten: one agreement per link. A key that is not a usable X25519 key, or one of small order
   * (an all-zero secret), is refused with BAD_KEY.
   */
  public LinkSecrets agree(Hello mine, Hello theirs) throws ProtocolException {
    if (pair == null) {
      throw new IllegalStateException("this link key was already used");
    }
    byte[] shared;
    try {
      KeyAgreement x = KeyAgreement.getInstance("X25519");
      x.init(pair.getPrivate());
      x.doPhase(publicKey(theirs.getLinkKey().toByteArray()), true);
      shared = x.generateSecret();
    } catch (GeneralSecurityException | RuntimeException e) {
      throw new ProtocolException(ErrorCode.BAD_KEY, "link key is not a usable X25519 key: " + e.getMessage());
    } finally {
      pair = null;
    }
    int zero = 0;
    for (byte b : shared) {
      zero |= b;
    }
    if (zero == 0) {
      throw new ProtocolException(ErrorCode.BAD_KEY, "link key has small order (all-zero secret)");
    }
    try {
      return derive(shared, mine, theirs);
    } finally {
      Arrays.fill(shared, (byte) 0);
    }
  }

  /** HKDF over the shared secret; see the class comment for the order. */
  static LinkSecrets derive(byte[] shared, Hello mine, Hello theirs) {
    int order = Arrays.compareUnsigned(side(mine), side(theirs));
    if (order == 0) {
      throw new IllegalStateException("both ends of a link sent the same key and nonce");
    }
    Hello low = order < 0 ? mine : theirs;
    Hello high = order < 0 ? theirs : mine;
    ByteArrayOutputStream salt = new ByteArrayOutputStream();
    salt.writeBytes(low.getNonce().toByteArray());
    salt.writeBytes(high.getNonce().toByteArray());
    ByteArrayOutputStream info = new ByteArrayOutputStream();
    info.writeBytes(INFO_LABEL);
    info.writeBytes(low.getIdentityKey().toByteArray());
    info.writeBytes(high.getIdentityKey().toByteArray());
    info.writeBytes(low.getLinkKey().toByteArray());
    info.writeBytes(high.getLinkKey().toByteArray());
    byte[] okm;
    try {
      byte[] prk = Hkdf.extract(salt.toByteArray(), shared);
      okm = Hkdf.expand(prk, info.toByteArray(), 2 * 32 + 2 * LinkSecrets.IV_PREFIX_BYTES);
      Arrays.fill(prk, (byte) 0);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HMAC-SHA256 failed", e);
    }
    byte[] lowKey = Arrays.copyOfRange(okm, 0, 32);
    byte[] highKey = Arrays.copyOfRange(okm, 32, 64);
    byte[] lowIv = Arrays.copyOfRange(okm, 64, 68);
    byte[] highIv = Arrays.copyOfRange(okm, 68, 72);
    Arrays.fill(okm, (byte) 0);
    return order < 0
        ? new LinkSecrets(lowKey, lowIv, highKey, highIv)
        : new LinkSecrets(highKey, highIv, lowKey, lowIv);
  }

  /** What orders the two sides: identity key, then nonce. */
  private static byte[] side(Hello hello) {
    return hello.getIdentityKey().concat(hello.getNonce()).toByteArray();
  }

  /** A JDK X25519 public key from its raw 32 bytes. */
  static PublicKey publicKey(byte[] raw) throws GeneralSecurityException {
    if (raw.length != KEY_BYTES) {
      throw new GeneralSecurityException("an X25519 key is 32 bytes, not " + raw.length);
    }
    byte[] encoded = Arrays.copyOf(X509_PREFIX, X509_PREFIX.length + raw.length);
    System.arraycopy(raw, 0, encoded, X509_PREFIX.length, raw.length);
    return KeyFactory.getInstance("X25519").generatePublic(new X509EncodedKeySpec(encoded));
  }
}
