package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.table.Applied;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * A player's name of 32 characters stays in its seat's panel on every board: each text mark that
 * shows it is kept within a width (the painter cuts it with "…" past it) that lies inside the scene.
 */
class LongNamesTest {
  static Stream<String> games() {
    return GameCatalog.IDS.stream().filter(Boards::has);
  }

  static String name(int seat) {
    return ("Perceval " + (seat + 1) + " le Gallois du Château Noir").substring(0, 32);
  }

  @ParameterizedTest
  @MethodSource("games")
  void everySeatsNameIsKeptWithinItsPanel(String id) {
    check(GameCatalog.byId(id).orElseThrow());
  }

  private static <S extends GameState> void check(Game<S> game) {
    int players = Math.min(4, game.maxPlayers());
    List<String> names = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      names.add(name(seat));
    }
    List<Applied<S>> played = RandomGame.play(game, TableConfig.of(game, players, Map.of(), false), 25);
    BoardView<S> board = Boards.create(game);
    int step = Math.max(1, played.size() / 12);
    int named = 0;
    for (int i = 0; i < played.size(); i += step) {
      S state = played.get(i).state();
      for (int viewer = 0; viewer < players; viewer++) {
        Seen seen = new Seen(Viewer.seat(viewer), Knowledge.NOTHING, names);
        Scene scene = board.scene(game.view(state, seen.viewer()), seen);
        for (Mark m : scene.marks()) {
          if (m.kind() == Mark.Kind.TEXT && names.stream().anyMatch(n -> m.text().startsWith(n))) {
            named++;
            assertTrue(m.w() > 0, game.id() + ": a name drawn with no width to keep to: " + m);
            assertTrue(m.x() - m.w() / 2 >= 0 && m.x() + m.w() / 2 <= Scene.WIDTH, game.id() + ": out of the scene " + m);
          }
        }
      }
    }
    assertTrue(named > 0, game.id() + " draws no seat's name");
  }
}
