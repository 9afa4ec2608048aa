package roundtable.core.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * A spectator may join at any step, even while the hidden cards wait for the seats' shares: every
 * game's public view and its diagram can be drawn after every action of a mental-poker game.
 */
class SpectatorViewTest {
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"conquest", "graalwar", "grailcup", "morrigan", "graal"})
  void theSpectatorsDiagramCanBeDrawnAtEveryStep(String id) {
    play(GameCatalog.byId(id).orElseThrow());
  }

  private static <S extends GameState> void play(Game<S> game) {
    int players = Math.max(3, game.minPlayers());
    players = Math.min(players, game.maxPlayers());
    TableConfig config = TableConfig.of(game, players, Map.of(), false);
    int[] drawn = {0};
    Selfplay.Result<S> result = Selfplay.run(game, config,
        Bots.seats(game, Collections.nCopies(players, "random"), new SplittableRandom(5)), 1_500,
        (before, seat, decision, action, after) -> {
          game.diagram(game.view(after, Viewer.SPECTATOR));
          drawn[0]++;
        });
    assertTrue(result.finished() || result.problem().orElse("").startsWith("the game did not end"),
        () -> result.problem().orElse(""));
    assertTrue(drawn[0] > 100, game.id() + ": " + drawn[0] + " steps");
  }
}
