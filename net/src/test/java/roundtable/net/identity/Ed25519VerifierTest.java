package roundtable.net.identity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.bouncycastle.math.ec.rfc8032.Ed25519;
import org.junit.jupiter.api.Test;

/**
 * Our Ed25519 verification decides as BouncyCastle 1.82's does, by both of its ways (the key's comb,
 * and without): on RFC 8032's vectors, random signatures and their corruptions, and the cases where
 * lenient and strict verifiers differ (S ≥ L, non-canonical R and A, R and A of small or mixed
 * order, signatures valid only under the cofactored equation).
 */
class Ed25519VerifierTest {
  private static final HexFormat HEX = HexFormat.of();
  private static final BigInteger L = EdMath.L;
  private final Map<ByteString, Comb> combs = new HashMap<>();
  private final SplittableRandom random = new SplittableRandom(19);

  private static boolean bouncyCastle(byte[] pk, byte[] sig, byte[] m) {
    Ed25519.PublicPoint point = Ed25519.validatePublicKeyPartialExport(pk, 0);
    if (point == null) {
      return false;
    }
    try {
      return Ed25519.verify(sig, 0, point, m, 0, m.length);
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** Ours, which takes the same keys as BC and decides the same with the key's comb and without. */
  private boolean ours(byte[] pk, byte[] sig, byte[] m) {
    AuthorKey key = AuthorKey.decode(pk);
    assertEquals(Ed25519.validatePublicKeyPartial(pk, 0), key != null, "key " + HEX.formatHex(pk));
    if (key == null) {
      return false;
    }
    boolean plain = Ed25519Verifier.verify(key, null, ByteString.copyFrom(sig), ByteString.copyFrom(m));
    Comb comb = combs.computeIfAbsent(ByteString.copyFrom(pk), k -> Ed25519Verifier.combOf(key));
    boolean combed = Ed25519Verifier.verify(key, comb, ByteString.copyFrom(sig), ByteString.copyFrom(m));
    assertEquals(plain, combed, "with and without the comb");
    return plain;
  }

  /** BC's answer and ours are the same, and the one expected when one is. */
  private void same(String what, byte[] pk, byte[] sig, byte[] m, Boolean expected) {
    boolean bc = bouncyCastle(pk, sig, m);
    assertEquals(bc, ours(pk, sig, m), what + ": ours as BC's");
    if (expected != null) {
      assertEquals(expected, bc, what + ": BC");
    }
  }

  private static byte[] flip(byte[] b, int bit) {
    byte[] c = b.clone();
    c[bit >>> 3] ^= (byte) (1 << (bit & 7));
    return c;
  }

  private static byte[] signature(byte[] r, BigInteger s) {
    byte[] sig = new byte[64];
    System.arraycopy(r, 0, sig, 0, 32);
    byte[] sb = Curve25519.toLittleEndian(s);
    System.arraycopy(sb, 0, sig, 32, 32);
    return sig;
  }

  @Test
  void rfc8032VectorsVerify() {
    String[][] vectors = { // RFC 8032 section 7.1, TEST 1, 2, 3: key, message, signature
      {"d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"},
      {"3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
        "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"},
      {"fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
        "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"},
    };
    for (String[] v : vectors) {
      byte[] pk = HEX.parseHex(v[0]);
      byte[] m = HEX.parseHex(v[1]);
      byte[] sig = HEX.parseHex(v[2]);
      same("RFC 8032 " + v[0], pk, sig, m, true);
      same("RFC 8032, a bit of R", pk, flip(sig, 3), m, false);
      same("RFC 8032, a bit of S", pk, flip(sig, 300), m, false);
      same("RFC 8032, another message", pk, sig, new byte[] {1}, false);
    }
  }

  @Test
  void randomSignaturesAndTheirCorruptions() {
    for (int i = 0; i < 16; i++) {
      Identity identity = Identity.generate();
      byte[] pk = identity.publicKey();
      for (int j = 0; j < 8; j++) {
        byte[] m = new byte[random.nextInt(300)];
        random.nextBytes(m);
        byte[] sig = identity.sign(m);
        same("valid", pk, sig, m, true);
        same("R flipped", pk, flip(sig, random.nextInt(256)), m, null);
        same("S flipped", pk, flip(sig, 256 + random.nextInt(256)), m, null);
        if (m.length > 0) {
          same("message flipped", pk, sig, flip(m, random.nextInt(8 * m.length)), false);
        }
        same("key flipped", flip(pk, random.nextInt(256)), sig, m, null);
        byte[] junk = new byte[64];
        random.nextBytes(junk);
        same("random signature", pk, junk, m, null);
      }
    }
  }

  @Test
  void aLongMessageIsHashedAsAShortOne() {
    Identity identity = Identity.generate();
    for (int size : new int[] {Ed25519Verifier.MESSAGE_BUFFER, Ed25519Verifier.MESSAGE_BUFFER + 1, 100_000}) {
      byte[] m = new byte[size];
      random.nextBytes(m);
      byte[] sig = identity.sign(m);
      same(size + " bytes", identity.publicKey(), sig, m, true);
      same(size + " bytes, the last flipped", identity.publicKey(), sig, flip(m, 8 * size - 1), false);
    }
  }

  @Test
  void sAboveTheOrderIsRefused() {
    Identity identity = Identity.generate();
    byte[] m = {1, 2, 3};
    byte[] sig = identity.sign(m);
    BigInteger s = EdMath.little(java.util.Arrays.copyOfRange(sig, 32, 64));
    byte[] r = java.util.Arrays.copyOf(sig, 32);
    for (BigInteger bad : new BigInteger[] {s.add(L), s.add(L.shiftLeft(1)), s.add(L.multiply(BigInteger.valueOf(15))),
        L, L.subtract(BigInteger.ONE)}) {
      same("S = " + bad.toString(16), identity.publicKey(), signature(r, bad), m, null);
    }
    byte[] top = sig.clone();
    top[63] |= (byte) 0x80;
    same("S's top bit", identity.publicKey(), top, m, false);
  }

  @Test
  void keysAreTheOnesBouncyCastleTakes() {
    for (BigInteger[] t : EdMath.smallOrder()) {
      byte[] pk = EdMath.encode(t);
      assertNull(AuthorKey.decode(pk), "small order " + HEX.formatHex(pk));
      assertEquals(false, Ed25519.validatePublicKeyPartial(pk, 0));
      assertNull(AuthorKey.decode(flip(pk, 255)), "small order, other sign");
    }
    for (int y = 0; y < 19; y++) { // y + p, non-canonical, with either sign
      byte[] pk = Curve25519.toLittleEndian(EdMath.P.add(BigInteger.valueOf(y)));
      assertEquals(Ed25519.validatePublicKeyPartial(pk, 0), AuthorKey.decode(pk) != null, "y = p + " + y);
      assertEquals(Ed25519.validatePublicKeyPartial(flip(pk, 255), 0), AuthorKey.decode(flip(pk, 255)) != null);
    }
    for (int y = -3; y < 4; y++) {
      for (BigInteger base : new BigInteger[] {BigInteger.ZERO, EdMath.P}) {
        BigInteger v = base.add(BigInteger.valueOf(y));
        if (v.signum() >= 0 && v.bitLength() <= 255) {
          byte[] pk = Curve25519.toLittleEndian(v);
          assertEquals(Ed25519.validatePublicKeyPartial(pk, 0), AuthorKey.decode(pk) != null, v.toString(16));
          assertEquals(Ed25519.validatePublicKeyPartial(flip(pk, 255), 0), AuthorKey.decode(flip(pk, 255)) != null);
        }
      }
    }
    int taken = 0;
    for (int i = 0; i < 2000; i++) {
      byte[] pk = new byte[32];
      random.nextBytes(pk);
      boolean bc = Ed25519.validatePublicKeyPartial(pk, 0);
      assertEquals(bc, AuthorKey.decode(pk) != null, HEX.formatHex(pk));
      taken += bc ? 1 : 0;
    }
    assertEquals(true, taken > 800 && taken < 1200, "about half of random strings are points: " + taken);
  }

  /** R = [r]B + T, A = [a]B + U, S = r + k·a: valid exactly when small-order parts are ignored. */
  private void cofactoredOnly(String what, BigInteger[] t, BigInteger[] u, Boolean expected) throws Exception {
    Identity identity = Identity.generate();
    BigInteger a = EdMath.secretScalar(identity.secret());
    BigInteger[] honest = EdMath.times(a, EdMath.B);
    assertArrayEquals(identity.publicKey(), EdMath.encode(honest), "the test's own arithmetic");
    byte[] pk = EdMath.encode(EdMath.add(honest, u));
    BigInteger r = new BigInteger(250, new java.util.Random(random.nextLong()));
    byte[] rBytes = EdMath.encode(EdMath.add(EdMath.times(r, EdMath.B), t));
    byte[] m = new byte[random.nextInt(40)];
    random.nextBytes(m);
    BigInteger k = EdMath.challenge(rBytes, pk, m);
    same(what, pk, signature(rBytes, r.add(k.multiply(a)).mod(L)), m, expected);
  }

  @Test
  void smallOrderPartsAreIgnoredAsBouncyCastleIgnoresThem() throws Exception {
    List<BigInteger[]> small = EdMath.smallOrder();
    assertEquals(8, small.size());
    for (BigInteger[] t : small) {
      cofactoredOnly("R with a small-order part", t, EdMath.O, true);
      cofactoredOnly("R of small order alone", t, EdMath.O, true);
      for (BigInteger[] u : small) {
        if (u != EdMath.O && !java.util.Arrays.equals(u, EdMath.O)) {
          cofactoredOnly("A of mixed order", t, u, null);
        }
      }
    }
  }

  @Test
  void smallOrderAndNonCanonicalRAreDecidedAsBouncyCastleDecides() throws Exception {
    Identity identity = Identity.generate();
    byte[] pk = identity.publicKey();
    BigInteger a = EdMath.secretScalar(identity.secret());
    byte[] m = {7};
    for (BigInteger[] t : EdMath.smallOrder()) { // R = T, S = k·a: [S]B − [k]A − R = −T
      byte[] rBytes = EdMath.encode(t);
      for (byte[] r : new byte[][] {rBytes, flip(rBytes, 255)}) {
        BigInteger k = EdMath.challenge(r, pk, m);
        same("R of small order " + HEX.formatHex(r), pk, signature(r, k.multiply(a).mod(L)), m, null);
      }
    }
    for (int y = 0; y < 19; y++) { // y + p: refused even when y is R's (the identity for y = 1)
      for (int sign = 0; sign < 2; sign++) {
        byte[] r = Curve25519.toLittleEndian(EdMath.P.add(BigInteger.valueOf(y)));
        r[31] |= (byte) (sign << 7);
        BigInteger k = EdMath.challenge(r, pk, m);
        same("R with y = p + " + y, pk, signature(r, k.multiply(a).mod(L)), m, false);
      }
    }
  }

  @Test
  void aKeyGetsItsCombOnItsThirdGoodSignatureAndNeverForForgedOnes() {
    Identity author = Identity.generate();
    AuthorKey key = AuthorKey.decode(author.publicKey());
    assertNotNull(key);
    ByteString message = ByteString.copyFromUtf8("move c9 c8");
    ByteString good = ByteString.copyFrom(author.sign(message.toByteArray()));
    byte[] bad = good.toByteArray();
    bad[40] ^= 1;
    for (int i = 0; i < 10; i++) {
      assertFalse(Ed25519Verifier.verify(key, ByteString.copyFrom(bad), message));
    }
    assertNull(key.comb, "forged signatures build nothing");
    assertTrue(Ed25519Verifier.verify(key, good, message));
    assertTrue(Ed25519Verifier.verify(key, good, message));
    assertNull(key.comb);
    assertTrue(Ed25519Verifier.verify(key, good, message));
    Comb comb = key.comb;
    assertNotNull(comb, "built on the third good one");
    assertEquals(comb, PublicKeys.combFor(key));
    assertTrue(Ed25519Verifier.verify(key, good, message), "and the comb checks as well");
    assertFalse(Ed25519Verifier.verify(key, ByteString.copyFrom(bad), message));
    assertEquals(16 + 8 * 512 * 15, comb.bytes(), "512 entries of three field elements");
  }

  @Test
  void theLeastRecentlyUsedCombIsDroppedAndTheNextOneWaitsLonger() {
    AuthorKey first = AuthorKey.decode(Identity.generate().publicKey());
    for (int i = 0; i < PublicKeys.COMB_AT_USE; i++) {
      PublicKeys.verifiedWithoutComb(first);
    }
    assertNotNull(first.comb);
    for (int k = 0; k < PublicKeys.COMBS; k++) {
      AuthorKey other = AuthorKey.decode(Identity.generate().publicKey());
      for (int i = 0; i < PublicKeys.COMB_AT_USE; i++) {
        PublicKeys.verifiedWithoutComb(other);
      }
      PublicKeys.combFor(other);
    }
    assertNull(first.comb);
    for (int i = 0; i < 2 * PublicKeys.COMB_AT_USE - 1; i++) {
      PublicKeys.verifiedWithoutComb(first);
      assertNull(first.comb, "check " + i + " after the comb was dropped");
    }
    PublicKeys.verifiedWithoutComb(first);
    assertNotNull(first.comb);
  }
}
