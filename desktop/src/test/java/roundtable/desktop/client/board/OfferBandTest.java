package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.Applied;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * The mark of a place the input offers never hides what stands there: it is a band along the
 * place's edge whose hole holds the whole piece (graalwar) or the front knight (grailcup).
 */
class OfferBandTest {
  @Test
  void aSquaresBandIsItsEdgeAndLeavesItsMiddleBare() {
    OfferBand band = OfferBand.around(Mark.rect(100, 100, 27, 27, 0, "sq"));
    assertTrue(band.covers(101, 113.5f), "the edge");
    assertFalse(band.covers(113.5f, 113.5f), "the middle");
    OfferBand ring = OfferBand.around(Mark.disc(50, 50, 40, 0));
    assertTrue(ring.covers(50, 69));
    assertFalse(ring.covers(50, 50));
  }

  @ParameterizedTest
  @ValueSource(strings = {"graalwar", "grailcup", "conquest"})
  void noOfferedPlaceIsMarkedOverThePieceInIt(String id) {
    check(GameCatalog.byId(id).orElseThrow());
  }

  private static <S extends GameState> void check(Game<S> game) {
    int players = Math.max(game.minPlayers(), Math.min(4, game.maxPlayers()));
    List<String> names = Stream.of("A", "B", "C", "D", "E", "F", "G", "H").limit(players).toList();
    List<Applied<S>> played = RandomGame.play(game, TableConfig.of(game, players, Map.of(), false), 7);
    BoardView<S> board = Boards.create(game);
    int checked = 0;
    for (int i = 0; i < played.size(); i += Math.max(1, played.size() / 15)) {
      Seen seen = new Seen(Viewer.seat(0), Knowledge.NOTHING, names);
      Scene scene = board.scene(game.view(played.get(i).state(), seen.viewer()), seen);
      for (Mark place : scene.marks()) {
        if (place.target().isEmpty() || place.kind() == Mark.Kind.TEXT || place.kind() == Mark.Kind.LINE) {
          continue;
        }
        OfferBand band = OfferBand.around(place);
        // the thing standing in the place: the one drawn nearest its middle
        for (Thing t : scene.things()) {
          boolean standsThere = Math.abs(t.x() - place.centreX()) <= 4 && Math.abs(t.y() - place.centreY()) <= 4
              && t.w() < place.w() && t.h() <= place.h() + 0.01f;
          if (standsThere) {
            checked++;
            assertFalse(band.covers(t.x(), t.y()), game.id() + ": the band over " + t.id() + "'s middle");
            assertTrue(t.w() <= band.innerW() + 0.01f && t.h() <= band.innerH() + 0.01f,
                game.id() + ": the band over " + t.id() + " (" + t.w() + "×" + t.h() + " in a hole of "
                    + band.innerW() + "×" + band.innerH() + ")");
          }
        }
      }
    }
    assertTrue(checked > 0, game.id() + ": no piece stood in a place to click");
  }
}
