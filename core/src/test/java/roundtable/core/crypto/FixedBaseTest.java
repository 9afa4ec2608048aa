package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The precomputed tables give the very points BouncyCastle's multiplier gives. */
class FixedBaseTest {
  /** Scalars at the edges of the windows and of the range, then random ones. */
  private static List<BigInteger> scalars() {
    List<BigInteger> k = new ArrayList<>();
    for (int i = 0; i <= 260; i += 1) {
      k.add(BigInteger.ONE.shiftLeft(i).mod(Group.N));
      k.add(BigInteger.ONE.shiftLeft(i).subtract(BigInteger.ONE).mod(Group.N));
    }
    for (String hex : List.of("80", "81", "7f", "ff", "10", "11", "0f", "1f")) {
      k.add(new BigInteger(hex.repeat(32), 16).mod(Group.N));
    }
    k.add(BigInteger.ZERO);
    k.add(Group.N.subtract(BigInteger.ONE));
    k.add(Group.N.subtract(BigInteger.TWO));
    k.add(Group.N.shiftRight(1));
    SplittableRandom random = new SplittableRandom(42);
    for (int i = 0; i < 100; i++) {
      k.add(Group.randomScalar(random));
    }
    return k;
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 3, 5, 7, 8})
  void productsAreThoseOfTheDefaultMultiplier(int width) {
    ECPoint p = CardPoints.of(width);
    FixedBase table = new FixedBase(p, width);
    for (BigInteger k : scalars()) {
      assertEquals(p.multiply(k).normalize(), table.multiply(k).normalize(), "k = " + k.toString(16));
    }
  }

  @Test
  void theGeneratorAndKeyTablesToo() {
    ECPoint y = CardPoints.of(3);
    for (BigInteger k : scalars()) {
      assertEquals(Group.G.multiply(k), Group.multiplyG(k), "k = " + k.toString(16));
      assertEquals(y.multiply(k), Group.jointKeyTable(y).multiply(k), "k = " + k.toString(16));
      assertEquals(y.multiply(k), Group.keyTable(y).multiply(k), "k = " + k.toString(16));
    }
    assertTrue(Group.multiplyG(BigInteger.ZERO).isInfinity());
    assertEquals(Group.G.multiply(BigInteger.TEN), Group.multiplyG(Group.N.add(BigInteger.TEN)), "reduced mod n");
    assertEquals(Group.G.multiply(Group.N.subtract(BigInteger.TEN)), Group.multiplyG(BigInteger.TEN.negate()));
  }

  @Test
  void sumsOnAJacobianPointToo() {
    ECPoint p = CardPoints.of(2);
    ECPoint y = CardPoints.of(3);
    FixedBase table = Group.keyTable(y);
    for (BigInteger k : scalars()) {
      Jacobian sum = Jacobian.of(p);
      table.addTo(sum, k);
      Group.generatorTable().addTo(sum, k.negate());
      ECPoint expected = p.add(y.multiply(k)).subtract(Group.G.multiply(k)).normalize();
      assertEquals(expected, Jacobian.toPoints(sum)[0], "k = " + k.toString(16));
    }
    Jacobian none = Jacobian.of(y.negate());
    table.addTo(none, BigInteger.ONE);
    assertTrue(Jacobian.toPoints(none)[0].isInfinity(), "Y + (−Y)");
    Jacobian twice = Jacobian.of(y);
    table.addTo(twice, BigInteger.ONE);
    assertEquals(y.twice().normalize(), Jacobian.toPoints(twice)[0], "Y + Y");
  }

  @Test
  void aTableIsKeptForItsPoint() {
    ECPoint y = CardPoints.of(11);
    FixedBase table = Group.jointKeyTable(y);
    assertSame(table, Group.jointKeyTable(y.negate().negate()), "the same point, another object");
    assertThrows(IllegalArgumentException.class, () -> new FixedBase(Group.CURVE.getInfinity(), 8));
    assertThrows(IllegalArgumentException.class, () -> new FixedBase(y, 9));
  }
}
