package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.table.TableConfig;

/** "Mise en place". */
class SetupTest {
  static List<Integer> identity(int n) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    return order;
  }

  static Table start(int players, List<Integer> allyOrder) {
    Table t = new Table(Table.GAME.setup(TableConfig.of(Table.GAME, players, Map.of(), true)));
    return t.shuffle(identity(Clover.TOKENS)).shuffle(allyOrder);
  }

  @Test
  void theDragonOnTheRedSquareATokenOnEachCloverSpotAndThirteenInTheReserve() {
    Table t = start(4, identity(9));
    assertEquals(Track.RED, t.state.dragon());
    for (int spot : Track.CLOVER_SPOTS) {
      assertEquals(1, t.state.cards().pileSize(Track.spotPile(spot)));
      assertTrue(t.state.cards().publicFace(t.state.cards().pile(Track.spotPile(spot)).get(0)).isEmpty());
    }
    assertEquals(13, t.state.cards().pileSize(Play.RESERVE));
  }

  @Test
  void theAllyCardsGiveTheStartSquaresAndTheLastTakesALanceAndTheSeal() {
    // Ally cards 1, 2, 3, 4: start squares printed 1..4, indices 8..5
    Table t = start(4, identity(9));
    assertEquals(List.of(8, 7, 6, 5), t.state.squares());
    assertEquals(List.of(0, 0, 0, 1), t.state.lances(), "nobody on 7, 8 or 9: the last takes a Lance");
    assertEquals(3, t.state.seal());
  }

  @Test
  void knightsStartingOnSevenEightOrNineTakeALanceEach() {
    // the cards dealt: 9, 7, 1, 2
    Table t = start(4, List.of(8, 6, 0, 1, 2, 3, 4, 5, 7));
    assertEquals(List.of(0, 2, 8, 7), t.state.squares());
    assertEquals(List.of(1, 1, 0, 0), t.state.lances());
    assertEquals(0, t.state.seal(), "Red on 9 is the last of the race");
  }

  @Test
  void theMaterialIsNineAlliesEighteenCloverTokensAndTwelveLances() {
    // "9 cartes Allié", "18 jetons Trèfle": Bottes x4, Lutin x4, Apeau x4, Graal en toc x3, Aimant x3; "12 jetons Lance"
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), Round.allyFaces());
    java.util.Map<Clover, Long> kinds = Clovers.faces().stream().collect(java.util.stream.Collectors.groupingBy(
        Clover::of, java.util.TreeMap::new, java.util.stream.Collectors.counting()));
    assertEquals(java.util.Map.of(Clover.BOOTS, 4L, Clover.IMP, 4L, Clover.DRAGON_CALL, 4L, Clover.FAKE_GRAIL, 3L,
        Clover.LANCE_MAGNET, 3L), kinds);
    assertEquals(12, Track.LANCES);
    assertEquals(12, start(4, identity(9)).state.lanceReserve() + 1, "one Lance was taken at set-up");
  }
}
