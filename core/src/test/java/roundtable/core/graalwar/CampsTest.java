package roundtable.core.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.random.Bytes;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.TableConfig;

/**
 * "Les joueurs se partagent en deux camps. Chaque camp choisit son chef. Le chef prend le château
 * fort et une armée complète. Les autres joueurs de son camp prennent une autre armée [...] mais
 * sans" the household (rules-gaps.md completes the cut-off text).
 */
class CampsTest {
  private static final Bytes SALT = Bytes.fromHex("00112233445566778899aabbccddeeff");

  @Test
  void campsAlternateAndTheirMembersTakeTurns() {
    Lineup three = new Lineup(3);
    assertEquals(List.of(0, 2), three.members(0));
    assertEquals(List.of(1), three.members(1));
    assertEquals(List.of(1, 3), three.armies(1), "the lone player commands a second army");
    assertEquals(List.of(0, 1, 2, 1, 0, 1), turns(three, 6));
    assertEquals(List.of(0, 1, 2, 3, 4, 5, 0, 1), turns(new Lineup(6), 8));
    assertEquals(List.of(0, 1, 2, 3, 4, 1, 0, 3), turns(new Lineup(5), 8));
    assertEquals("White 2", new Lineup(4).name(2));
    assertEquals("Blue 3", new Lineup(6).name(5));
  }

  @Test
  void theMasksAndTheRotationReadWithoutListsAreTheListsOnes() {
    for (int players = 2; players <= 6; players++) {
      Lineup lineup = new Lineup(players);
      for (int seat = 0; seat < players; seat++) {
        int mask = 0;
        for (int army : lineup.armies(seat)) {
          mask |= 1 << army;
        }
        assertEquals(mask, lineup.armyMask(seat));
      }
      for (int first = 0; first < 2; first++) {
        for (int moves = 0; moves < 30; moves++) {
          List<Integer> members = lineup.members((moves + first) % 2);
          assertEquals(members.size(), lineup.campSize((moves + first) % 2));
          for (int k = 0; k < members.size(); k++) {
            assertEquals(members.get((moves / 2 + k) % members.size()), lineup.inTurn(moves, first, k));
          }
        }
      }
    }
  }

  private static List<Integer> turns(Lineup lineup, int n) {
    List<Integer> out = new ArrayList<>();
    for (int m = 0; m < n; m++) {
      out.add(lineup.toMove(m, 0));
    }
    return out;
  }

  @Test
  void eachMemberDeploysOnItsOwnStretchOfTheKingdom() {
    Lineup four = new Lineup(4);
    assertTrue(java.util.Arrays.equals(new int[] {0, 12}, four.columns(0)));
    assertTrue(java.util.Arrays.equals(new int[] {12, 24}, four.columns(2)));
    Deployment member = DeploymentGenerator.generate(four, 2, Layout.CLASSIC, new SplittableRandom(1)).get(0);
    assertEquals(null, member.check(four, 2, 2, Layout.CLASSIC, null));
    String outside = member.text().replaceFirst("archer [a-x]\\d+", "archer a3");
    assertEquals("the archer on a3 is outside White's kingdom (rows 1-12, columns m-x)",
        Deployment.parse(outside).check(four, 2, 2, Layout.CLASSIC, null));
    Deployment chief = DeploymentGenerator.generate(four, 0, Layout.CLASSIC, new SplittableRandom(1)).get(0);
    assertEquals("only a camp's chief has a château-fort", chief.check(four, 2, 2, Layout.CLASSIC, null));
  }

  @Test
  void theLonePlayersSecondArmyKeepsItsArchersOutOfTheDonjon() throws Exception {
    Lineup three = new Lineup(3);
    List<Deployment> armies = DeploymentGenerator.generate(three, 1, Layout.CLASSIC, new SplittableRandom(5));
    String donjon = Hole.name(armies.get(0).castle().donjon());
    String second = armies.get(1).text().replaceFirst("archer [a-x]\\d+", "archer " + donjon);
    DeployPlan cheat = new DeployPlan(List.of(armies.get(0), Deployment.parse(second)), SALT);
    GraalwarState s = Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, 3, Map.of(), true));
    for (int seat = 0; seat < 3; seat++) {
      s = Graalwar.GAME.apply(s, seat, seat == 1 ? cheat.commit(1)
          : DeploymentTest.plan(seat % 2, seat).commit(seat)).state();
    }
    GraalwarState committed = s;
    var e = assertThrows(IllegalActionException.class, () -> Graalwar.GAME.apply(committed, 1, cheat.reveal()));
    assertEquals("Blue's deployment breaks the rules: the archer on " + donjon
        + " is in the donjon, where no archer may enter", e.getMessage());
  }

  @Test
  void aWholeGameOfThreeDeploysFourArmies() throws Exception {
    GraalwarState s = deployed(3);
    assertEquals(17 + 14, soldiers(s.board(), 0));
    assertEquals(17 + 14, soldiers(s.board(), 1));
    assertEquals(1, s.board().count(1, Piece.ROI), "only the chief brings the household");
    assertEquals(0, s.toMove());
  }

  @Test
  void aPlayerMovesOnlyItsOwnArmy() throws Exception {
    GraalwarState s = deployed(4);
    int ally = -1;
    for (int hole = 0; hole < Hole.COUNT && ally < 0; hole++) {
      ally = s.board().army(hole) == 2 ? hole : -1;
    }
    int from = ally;
    var e = assertThrows(IllegalActionException.class,
        () -> Graalwar.GAME.apply(s, 0, new Move.Step(from, from + 1)));
    assertTrue(e.getMessage().endsWith("belongs to another army of your camp"), e.getMessage());
  }

  @Test
  void theWholeCampWinsWhenItsChiefsEnemyLosesTheHousehold() throws Exception {
    var s = Position.bare().put("m20", "k").put("m10", "C").toMove(0);
    s = new GraalwarState(new Settings(new Lineup(4), 1, 0, true), s.layout(), Score.START,
        List.of(SALT, SALT, SALT, SALT),
        List.of("x", "x", "x", "x"), s.board(), 0, 0, null);
    var next = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("m10"), Hole.parse("m20"))).state();
    assertEquals(List.of(0, 2), next.outcome().winners());
  }

  @Test
  void aMemberWhoseArmyIsGoneGivesItsTurnToTheNext() throws Exception {
    var s = Position.bare().put("c3", "C").put("c20", "c").put("x1", "K").put("x24", "k").toMove(0);
    s = new GraalwarState(new Settings(new Lineup(4), 1, 0, true), s.layout(), Score.START,
        List.of(SALT, SALT, SALT, SALT), List.of("x", "x", "x", "x"), s.board(), 0, 0, null);
    s = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("c3"), Hole.parse("c4"))).state();
    assertEquals(1, s.toMove());
    s = Graalwar.GAME.apply(s, 1, new Move.Step(Hole.parse("c20"), Hole.parse("c19"))).state();
    assertEquals(0, s.toMove(), "White 2 has no soldier left: White plays again");
    s = Graalwar.GAME.apply(s, 0, new Move.Step(Hole.parse("c4"), Hole.parse("c5"))).state();
    assertEquals(1, s.toMove(), "Blue 2 has none either");
  }

  static GraalwarState deployed(int players) throws Exception {
    GraalwarState s = Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, players, Map.of(), true));
    PokerSeat[] secrets = new PokerSeat[players];
    for (int seat = 0; seat < players; seat++) {
      secrets[seat] = new PokerSeat(seat, new SplittableRandom(seat));
      s = Graalwar.GAME.apply(s, seat, Graalwar.GAME.legalActions(s, seat, secrets[seat]).get(0)).state();
    }
    for (int seat = players - 1; seat >= 0; seat--) {
      s = Graalwar.GAME.apply(s, seat, Graalwar.GAME.legalActions(s, seat, secrets[seat]).get(0)).state();
    }
    return s;
  }

  private static int soldiers(Board b, int side) {
    int n = 0;
    for (Piece p : Piece.ALL) {
      n += b.count(side, p);
    }
    return n;
  }

  @Test
  void graalSeJoueDeDeuxASixJoueurs() {
    // "2 à 4 joueurs, ou 2 équipes de trois joueurs"; "Le jeu de 3 à 6 joueurs" also takes 5.
    assertEquals(2, Graalwar.GAME.minPlayers());
    assertEquals(6, Graalwar.GAME.maxPlayers());
    for (int players = 2; players <= 6; players++) {
      assertEquals(players, Graalwar.GAME.setup(TableConfig.of(Graalwar.GAME, players, Map.of(), true)).players());
    }
    assertEquals("graalwar is played by 2 to 6 players, not 7",
        assertThrows(IllegalArgumentException.class, () -> new Lineup(7)).getMessage());
  }
}
