package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.canon.StateHash;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.random.Bytes;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/** "A l'abri des regards de l'adversaire, ils déploient leur armée à leur guise." */
class DeploymentTest {
  private static final Bytes SALT = Bytes.fromHex("00112233445566778899aabbccddeeff");

  static GraalwarState start() {
    return Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, 2, Map.of(), true));
  }

  static DeployPlan plan(int side, long seed) {
    return new DeployPlan(DeploymentGenerator.generate(side, Layout.CLASSIC, new SplittableRandom(seed)), SALT);
  }

  static GraalwarState bothCommitted(DeployPlan white, DeployPlan blue) throws Exception {
    var s = Graalwar.GAME.apply(start(), 1, blue.commit(1)).state();
    return Graalwar.GAME.apply(s, 0, white.commit(0)).state();
  }

  @Test
  void bothSidesCommitThenRevealAndWhiteMovesFirst() throws Exception {
    var s = start();
    assertEquals(Map.of(0, Decision.SECRET_CHOICE, 1, Decision.SECRET_CHOICE), Graalwar.GAME.prompt(s).seats());
    s = bothCommitted(plan(0, 1), plan(1, 2));
    assertEquals("Lift the screen: reveal your deployment", Graalwar.GAME.prompt(s).text());
    s = Graalwar.GAME.apply(s, 0, plan(0, 1).reveal()).state();
    assertNull(s.board());
    var applied = Graalwar.GAME.apply(s, 1, plan(1, 2).reveal());
    s = applied.state();
    assertNotNull(s.board());
    assertEquals(0, s.toMove());
    assertEquals(17, countSoldiers(s.board(), 0));
    assertEquals(17, countSoldiers(s.board(), 1));
    assertTrue(applied.events().get(0).text().startsWith("Blue lifts the screen: château-fort on "));
  }

  private static int countSoldiers(Board b, int side) {
    int n = 0;
    for (Piece p : Piece.ALL) {
      n += b.count(side, p);
    }
    return n;
  }

  @Test
  void noRevealBeforeBothHaveCommitted() throws Exception {
    var s = Graalwar.GAME.apply(start(), 0, plan(0, 1).commit(0)).state();
    GraalwarState before = s;
    var e = assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(before, 0, plan(0, 1).reveal()));
    assertEquals("the screens stay up until Blue has committed too", e.getMessage());
  }

  @Test
  void aDeploymentThatBreaksItsCommitmentIsRefused() throws Exception {
    var s = bothCommitted(plan(0, 1), plan(1, 2));
    String hash = StateHash.hex(s);
    DeployReveal other = plan(0, 3).reveal();
    var e = assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(s, 0, other));
    assertEquals("White's deployment does not match its commitment", e.getMessage());
    assertEquals(hash, StateHash.hex(s), "nothing changed");
  }

  @Test
  void aDeploymentThatBreaksTheRulesIsRefusedEvenWhenItMatchesItsCommitment() throws Exception {
    Deployment good = plan(0, 1).deployment();
    Map<String, String> broken = new HashMap<>();
    broken.put(good.text().replaceFirst("archer [a-x]\\d+", "archer a20"),
        "White's deployment breaks the rules: the archer on a20 is outside White's kingdom (rows 1-12)");
    broken.put(good.text().replaceFirst("archer [a-x]\\d+ ", "archer "),
        "White's deployment breaks the rules: this army has 6 archers, not 5");
    broken.put("castle d1 d2 roi d2 roi e1",
        "White's deployment breaks the rules: this army has 1 roi, not 2");
    broken.put("castle d1 e2",
        "White's deployment can't be read: the cour e2 must be beside the donjon d1 (not at a corner)");
    broken.put("castle d1 d2 roi e1 prince e1", "White's deployment can't be read: two soldiers on e1");
    for (var entry : broken.entrySet()) {
      String text = entry.getKey();
      var s = Graalwar.GAME.apply(start(), 1, plan(1, 2).commit(1)).state();
      s = Graalwar.GAME.apply(s, 0, new roundtable.core.random.Commit(Deploying.digest(0, text, SALT))).state();
      GraalwarState committed = s;
      var e = assertThrows(IllegalActionException.class,
          () -> Graalwar.GAME.apply(committed, 0, new DeployReveal(text, SALT)));
      assertEquals(entry.getValue(), e.getMessage());
    }
  }

  @Test
  void archersNeverStandInTheDonjonNorSoldiersOnARock() {
    Deployment d = plan(0, 1).deployment();
    String donjon = Hole.name(d.castle().donjon());
    String archerInDonjon = d.text().replaceFirst("archer [a-x]\\d+", "archer " + donjon);
    assertEquals("the archer on " + donjon + " is in the donjon, where no archer may enter",
        Deployment.parse(archerInDonjon).check(new Lineup(2), 0, 0, Layout.CLASSIC, null));
    // b5 is a rock of the classic layout
    String onRock = d.text().replaceFirst("archer [a-x]\\d+", "archer b5");
    assertEquals("the archer on b5 stands on a rock",
        Deployment.parse(onRock).check(new Lineup(2), 0, 0, Layout.CLASSIC, null));
  }

  @Test
  void behindTheScreensASeatSeesOnlyItsOwnDeployment() throws Exception {
    var s = bothCommitted(plan(0, 1), plan(1, 2));
    s = Graalwar.GAME.apply(s, 0, plan(0, 1).reveal()).state();
    assertEquals(plan(0, 1).deployment().text(), Graalwar.GAME.view(s, Viewer.seat(0)).deployments().get(0));
    assertEquals("", Graalwar.GAME.view(s, Viewer.seat(1)).deployments().get(0));
    assertEquals(s.commitments(), Graalwar.GAME.view(s, Viewer.seat(1)).commitments());
    assertEquals("", Graalwar.GAME.view(s, Viewer.SPECTATOR).deployments().get(0));
  }

  @Test
  void aSeatWithItsSecretsIsOfferedPlansItCanLaterReveal() throws Exception {
    Knowledge white = new PokerSeat(0, new SplittableRandom(7));
    Knowledge blue = new PokerSeat(1, new SplittableRandom(8));
    var s = start();
    List<?> offered = Graalwar.GAME.legalActions(s, 0, white);
    assertEquals(DeployPlan.OFFERED, offered.size());
    assertEquals(List.of(), Graalwar.GAME.legalActions(s, 0, Knowledge.NOTHING));
    s = Graalwar.GAME.apply(s, 0, (roundtable.core.table.Action) offered.get(2)).state();
    s = Graalwar.GAME.apply(s, 1, Graalwar.GAME.legalActions(s, 1, blue).get(0)).state();
    var reveal = Graalwar.GAME.legalActions(s, 0, white);
    assertEquals(1, reveal.size());
    s = Graalwar.GAME.apply(s, 0, reveal.get(0)).state();
    s = Graalwar.GAME.apply(s, 1, Graalwar.GAME.legalActions(s, 1, blue).get(0)).state();
    assertEquals(0, s.toMove());
  }

  @Test
  void uneArmeeCompteDixSeptSoldatsEtUnChateauFort() {
    // The army list was a picture that did not survive (not in the rulebook: rules-gaps.md).
    Map<Piece, Integer> army = Map.of(Piece.ROI, 1, Piece.PRINCE, 1, Piece.DUC, 1, Piece.CHEVALIER, 2,
        Piece.SERGENT, 2, Piece.PIQUIER, 2, Piece.ECUYER, 2, Piece.ARCHER, 6);
    for (Piece p : Piece.values()) {
      assertEquals(army.get(p), p.count(), p.word());
    }
    Deployment d = plan(0, 1).deployment();
    assertEquals(Piece.ARMY, d.soldiers().size());
    assertNotNull(d.castle());
  }

  @Test
  void leChateauFortPeutEtrePoseMemeSurUnRocherMaisDansSonRoyaume() {
    // b5 and c5 are rocks of the classic layout: the castle stands on them, the roi in its donjon
    // and an archer in its cour ("peut être posté dans la cour").
    assertTrue(Layout.CLASSIC.isRock(Hole.parse("b5")) && Layout.CLASSIC.isRock(Hole.parse("c5")));
    String text = plan(0, 1).deployment().text().replaceFirst("castle \\S+ \\S+", "castle b5 c5")
        .replaceFirst("roi \\S+", "roi b5").replaceFirst("archer [a-x]\\d+", "archer c5");
    assertNull(Deployment.parse(text).check(new Lineup(2), 0, 0, Layout.CLASSIC, null));
    assertEquals("the château-fort must stand in White's kingdom (rows 1-12)",
        Deployment.parse(text.replace("castle b5 c5", "castle b20 b21")).check(new Lineup(2), 0, 0, Layout.CLASSIC, null));
  }
}
