package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.bouncycastle.math.ec.ECPoint;
import org.junit.jupiter.api.Test;

class ElGamalTest {
  private final RandomGenerator random = new SplittableRandom(2026);
  private final List<KeyShare> seats =
      List.of(KeyShare.generate(random), KeyShare.generate(random), KeyShare.generate(random));
  private final ECPoint joint = KeyShare.jointKey(seats.stream().map(KeyShare::publicKey).toList());

  private static String keyContext(int seat) {
    return "table 1/seat " + seat + "/key";
  }

  private static String shareContext(int seat) {
    return "table 1/seat " + seat + "/share/card 0";
  }

  @Test
  void jointKeyIsTheSumOfTheShares() {
    BigInteger x = seats.stream().map(KeyShare::secret).reduce(BigInteger.ZERO, BigInteger::add);
    assertEquals(Group.G.multiply(x.mod(Group.N)), joint);
  }

  @Test
  void schnorrProofVerifiesOnlyForItsKeyAndContext() {
    for (int seat = 0; seat < 3; seat++) {
      SchnorrProof proof = seats.get(seat).proveKnowledge(keyContext(seat), random);
      assertTrue(proof.verify(seats.get(seat).publicKey(), keyContext(seat)));
      assertFalse(proof.verify(seats.get(seat).publicKey(), keyContext(seat + 1)));
      assertFalse(proof.verify(seats.get((seat + 1) % 3).publicKey(), keyContext(seat)));
    }
  }

  @Test
  void encryptRemaskTwiceAndDecryptWithAllShares() {
    ECPoint card = CardPoints.of(7);
    Ciphertext c = Ciphertext.encrypt(card, joint, Group.randomScalar(random));
    Ciphertext once = c.remask(joint, Group.randomScalar(random));
    Ciphertext twice = once.remask(joint, Group.randomScalar(random));
    assertNotEquals(c, once);
    assertNotEquals(once, twice);

    List<DecryptionShare> shares = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      DecryptionShare d = seats.get(seat).decryptionShare(twice, shareContext(seat), random);
      assertTrue(d.verify(seats.get(seat).publicKey(), twice, shareContext(seat)));
      d.check(seats.get(seat).publicKey(), twice, shareContext(seat));
      shares.add(d);
    }
    ECPoint opened = twice.open(shares);
    assertEquals(card, opened);
    assertEquals(7, CardPoints.indexOf(opened, 52));
    // Two shares are not enough.
    assertNotEquals(card, twice.open(shares.subList(0, 2)));
  }

  @Test
  void aShareFromAWrongKeyOrTamperedFailsItsCheck() {
    Ciphertext c = Ciphertext.encrypt(CardPoints.of(3), joint, Group.randomScalar(random));
    ECPoint seat0 = seats.get(0).publicKey();

    // Made with seat 1's key but claimed for seat 0.
    DecryptionShare wrongKey = seats.get(1).decryptionShare(c, shareContext(0), random);
    assertFalse(wrongKey.verify(seat0, c, shareContext(0)));
    String reason = assertThrows(IllegalArgumentException.class,
        () -> wrongKey.check(seat0, c, shareContext(0))).getMessage();
    assertTrue(reason.contains("does not verify"), reason);

    // A stranger's key with a valid-looking proof of its own.
    KeyShare stranger = KeyShare.generate(random);
    assertFalse(stranger.decryptionShare(c, shareContext(0), random).verify(seat0, c, shareContext(0)));

    DecryptionShare good = seats.get(0).decryptionShare(c, shareContext(0), random);
    DecryptionShare tamperedPoint =
        new DecryptionShare(good.share().add(Group.G), good.proof());
    assertFalse(tamperedPoint.verify(seat0, c, shareContext(0)));
    DecryptionShare tamperedProof = new DecryptionShare(good.share(),
        new ChaumPedersenProof(good.proof().challenge(),
            good.proof().response().add(BigInteger.ONE).mod(Group.N)));
    assertFalse(tamperedProof.verify(seat0, c, shareContext(0)));
    // The good share fails for another ciphertext or context.
    assertFalse(good.verify(seat0, c.remask(joint, BigInteger.TWO), shareContext(0)));
    assertFalse(good.verify(seat0, c, shareContext(1)));
    assertTrue(good.verify(seat0, c, shareContext(0)));
  }

  @Test
  void badInputsAreRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> Ciphertext.encrypt(CardPoints.of(0), joint, BigInteger.ZERO));
    assertThrows(IllegalArgumentException.class, () -> KeyShare.of(Group.N));
    assertThrows(IllegalArgumentException.class, () -> KeyShare.jointKey(List.of()));
    assertFalse(seats.get(0).toString().contains(seats.get(0).secret().toString(16)));
  }
}
