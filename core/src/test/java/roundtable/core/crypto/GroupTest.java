package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.SplittableRandom;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.api.Test;

class GroupTest {
  @Test
  void encodeDecodeRoundTrip() {
    ECPoint p = Group.G.multiply(BigInteger.valueOf(12345)).normalize();
    byte[] bytes = Group.encode(p);
    assertEquals(33, bytes.length);
    assertEquals(p, Group.decode(bytes));
    assertArrayEquals(bytes, Group.encode(Group.decode(bytes)));
  }

  @Test
  void decodingErrorsSayWhatIsWrong() {
    String length = assertThrows(IllegalArgumentException.class, () -> Group.decode(new byte[32]))
        .getMessage();
    assertTrue(length.contains("33 bytes") && length.contains("got 32"), length);

    byte[] uncompressed = Group.encode(Group.G);
    uncompressed[0] = 0x04;
    String prefix = assertThrows(IllegalArgumentException.class, () -> Group.decode(uncompressed))
        .getMessage();
    assertTrue(prefix.contains("02 or 03") && prefix.contains("04"), prefix);

    byte[] big = new byte[33];
    big[0] = 0x02;
    java.util.Arrays.fill(big, 1, 33, (byte) 0xff);
    String range = assertThrows(IllegalArgumentException.class, () -> Group.decode(big))
        .getMessage();
    assertTrue(range.contains("field prime"), range);

    // x = 5: x^3 + 7 = 132 is not a square mod p, so no point has x = 5
    byte[] offCurve = new byte[33];
    offCurve[0] = 0x02;
    offCurve[32] = 5;
    String curve = assertThrows(IllegalArgumentException.class, () -> Group.decode(offCurve))
        .getMessage();
    assertTrue(curve.contains("no point of secp256k1"), curve);

    String infinity = assertThrows(IllegalArgumentException.class,
        () -> Group.encode(Group.CURVE.getInfinity())).getMessage();
    assertTrue(infinity.contains("infinity"), infinity);
  }

  @Test
  void randomScalarsAreInRangeAndFollowTheGenerator() {
    for (int i = 0; i < 100; i++) {
      BigInteger k = Group.randomScalar(new SplittableRandom(i));
      assertTrue(k.signum() > 0 && k.compareTo(Group.N) < 0);
      assertEquals(k, Group.randomScalar(new SplittableRandom(i)));
    }
  }

  @Test
  void hashToScalarIsTaggedAndLengthPrefixed() {
    byte[] ab = {1, 2};
    byte[] a = {1};
    byte[] b = {2};
    BigInteger h = Group.hashToScalar("t", ab);
    assertEquals(h, Group.hashToScalar("t", ab));
    assertNotEquals(h, Group.hashToScalar("t", a, b));
    assertNotEquals(h, Group.hashToScalar("u", ab));
    assertTrue(h.compareTo(Group.N) < 0);
  }

  @Test
  void cardPointsAreDistinctValidAndFixed() {
    Set<ECPoint> points = new HashSet<>();
    for (int i = 0; i < 200; i++) {
      ECPoint p = CardPoints.of(i);
      assertTrue(p.isValid() && !p.isInfinity());
      assertEquals(0x02, Group.encode(p)[0], "even y");
      assertEquals(p, CardPoints.of(i));
      points.add(p);
    }
    assertEquals(200, points.size());
    assertNotEquals(Group.G, CardPoints.of(0));
    // Pinned so a change to the map (which would break old logs) shows up.
    assertEquals(PINNED_CARD_0, HexFormat.of().formatHex(Group.encode(CardPoints.of(0))));
    assertEquals(7, CardPoints.indexOf(CardPoints.of(7), 52));
    assertEquals(-1, CardPoints.indexOf(Group.G, 52));
  }

  static final String PINNED_CARD_0 =
      "02b84bced30cde4e11b4a09f7b9132aac728dd8d322389dfeb7c7270cc713b8fc4";
}
