package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.cli.TerminalPlayer;

/** A person at the terminal reads what the table waits for once, under the position (graal's diagram says it too). */
class PromptAtTerminalTest {
  @ParameterizedTest
  @ValueSource(strings = {"conquest", "graal", "graalwar", "grailcup", "morrigan"})
  void thePromptIsSaidOnce(String id) {
    shown(GameCatalog.byId(id).orElseThrow());
  }

  private static <S extends GameState> void shown(Game<S> game) {
    Selfplay.Played<S> first = Selfplay.randomGames(game, TableConfig.of(game, game.minPlayers(), Map.of(), true), 1).stream()
        .filter(p -> p.seat() == 0 && p.decision() == Decision.MOVE).findFirst().orElseThrow();
    StringWriter screen = new StringWriter();
    new TerminalPlayer<S>(new SeatSecrets(0, new SplittableRandom(1)), new BufferedReader(new StringReader("")),
        new PrintWriter(screen, true), () -> { }).act(game, first.before(), 0, Decision.MOVE);
    String prompt = game.prompt(first.before()).text() + "\n";
    String shown = screen.toString();
    assertEquals(1, (shown.length() - shown.replace(prompt, "").length()) / prompt.length(), shown);
  }
}
