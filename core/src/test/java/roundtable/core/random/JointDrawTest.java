package roundtable.core.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.IllegalActionException;

class JointDrawTest {
  private static JointDraw drawn(JointDraw draw, long seed) throws IllegalActionException {
    List<Integer> seats = draw.seats();
    Committer[] c = new Committer[seats.size()];
    for (int i = 0; i < c.length; i++) {
      c[i] = new Committer(seats.get(i), new SplittableRandom(seed * 31 + i));
    }
    for (int phase = 0; phase < 2; phase++) {
      for (int i = 0; i < c.length; i++) {
        draw = draw.apply(seats.get(i), c[i].act(draw));
      }
    }
    return draw;
  }

  @Test
  void allCommitBeforeAnyReveals() throws Exception {
    JointDraw d = JointDraw.pick("die", 6, List.of(0, 1, 2), false);
    assertEquals("Commit to a secret random value for die", d.prompt().text());
    Committer zero = new Committer(0, new SplittableRandom(1));
    d = d.apply(0, zero.act(d));
    assertEquals(Set.of(1, 2), d.prompt().seats().keySet());
    Reveal early = new Reveal(Bytes.of(new byte[32]), Bytes.of(new byte[16]));
    JointDraw half = d;
    assertEquals("no reveal for die before every seat has committed",
        assertThrows(IllegalActionException.class, () -> half.apply(0, early)).getMessage());
  }

  @Test
  void theResultDependsOnEveryRevealAndIsTheSameForEveryone() throws Exception {
    JointDraw d = JointDraw.shuffle("deck", 10, List.of(0, 1, 2, 3), false);
    int[] a = drawn(d, 1).shuffleResult();
    assertArrayEquals(a, drawn(d, 1).shuffleResult());
    int[] sorted = a.clone();
    Arrays.sort(sorted);
    assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, sorted);
    Set<String> seen = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      seen.add(Arrays.toString(drawn(d, seed).shuffleResult()));
    }
    assertTrue(seen.size() > 15, "different values, different orders");
  }

  @Test
  void picksAreSpreadEvenly() throws Exception {
    int[] counts = new int[3];
    for (long seed = 0; seed < 600; seed++) {
      counts[drawn(JointDraw.pick("first player", 3, List.of(0, 1), false), seed).pickResult()]++;
    }
    for (int c : counts) {
      assertTrue(c > 150 && c < 250, Arrays.toString(counts));
    }
  }

  @Test
  void aSeatOutsideTheDrawOrACopiedCommitmentIsRefused() throws Exception {
    JointDraw d = JointDraw.pick("die", 6, List.of(0, 1), false);
    Commit zeros = (Commit) new Committer(0, new SplittableRandom(3)).act(d);
    JointDraw withZero = d.apply(0, zeros);
    assertEquals("seat 5 takes no part in the draw for die",
        assertThrows(IllegalActionException.class, () -> withZero.apply(5, zeros)).getMessage());
    // Seat 1 copies seat 0's commitment: it can't open it, because the seat is inside the hash.
    JointDraw copied = withZero.apply(1, zeros);
    Reveal[] secret = new Reveal[1];
    Committer zero = new Committer(0, new SplittableRandom(3));
    zero.act(d);
    JointDraw afterZero = copied.apply(0, zero.act(copied));
    secret[0] = afterZero.reveals().get(0);
    assertEquals("the reveal does not match seat 1's commitment for die",
        assertThrows(IllegalActionException.class, () -> afterZero.apply(1, secret[0])).getMessage());
  }

  @Test
  void aCommitmentBindsTheSeatAndThePurpose() {
    Bytes v = Bytes.of(new byte[32]);
    Bytes s = Bytes.of(new byte[16]);
    assertNotEquals(Commitment.digest(0, "die", v, s), Commitment.digest(1, "die", v, s));
    assertNotEquals(Commitment.digest(0, "die", v, s), Commitment.digest(0, "deck", v, s));
    assertFalse(Commitment.digest(0, "die", v, s).equals(Commitment.digest(0, "die", v, Bytes.of(new byte[17]))));
  }

  @Test
  void theTableNotationReadsAndWritesCommitRevealAndFix() throws Exception {
    Commit c = new Commit(Bytes.fromHex("ab".repeat(32)));
    assertEquals(c, TableNotation.parse(TableNotation.format(c, null), null));
    assertEquals(new Fix(List.of(2, 0, 1)), TableNotation.parse("fix 2 0 1", null));
    assertEquals("not hex: 'zz'", assertThrows(roundtable.core.table.Notation.NotationException.class,
        () -> TableNotation.parse("commit zz", null)).getMessage());
    assertEquals("not a number in 'fix x'", assertThrows(roundtable.core.table.Notation.NotationException.class,
        () -> TableNotation.parse("fix x", null)).getMessage());
  }
}
