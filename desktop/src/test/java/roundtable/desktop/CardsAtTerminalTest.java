package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Move;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.cli.TerminalPlayer;
import roundtable.core.secrets.SeatSecrets;

/**
 * A person at the terminal reads its cards by their names, as the window says them: the log's
 * notation names a card by its handle ({@code keep #43}, {@code lay 12=runestone.purple}, {@code
 * territory c16}), and the
 * hidden cards hold a face as a number, neither of which tells a person which card it is.
 */
class CardsAtTerminalTest {
  /** A numbered item of the list (several may share a line, in columns). */
  private static final Pattern ITEM = Pattern.compile("(?:^|  )\\s*\\d+\\. ", Pattern.MULTILINE);

  @ParameterizedTest
  @ValueSource(strings = {"graal", "grailcup", "morrigan"})
  void theCardsAreNamedNotNumbered(String id) throws Exception {
    shownFirstMove(GameCatalog.byId(id).orElseThrow());
  }

  private static <S extends GameState> void shownFirstMove(Game<S> game) throws Exception {
    TableConfig config = TableConfig.of(game, 3, Map.of(), true);
    Selfplay.Played<S> first = Selfplay.randomGames(game, config, 1).stream()
        .filter(p -> p.seat() == 0 && p.decision() == Decision.MOVE).findFirst().orElseThrow();
    StringWriter screen = new StringWriter();
    TerminalPlayer<S> person = new TerminalPlayer<>(new SeatSecrets(0, new SplittableRandom(1)),
        new BufferedReader(new StringReader("")), new PrintWriter(screen, true), () -> { });
    assertEquals(Optional.empty(), person.act(game, first.before(), 0, Decision.MOVE), "nothing typed yet");
    String shown = screen.toString();
    List<Action> legal = game.legalActions(first.before(), 0, roundtable.core.table.Knowledge.NOTHING);
    String list = shown.substring(shown.indexOf("  1. "), shown.indexOf("your move"));
    assertFalse(list.contains("#") || list.contains("=") || list.matches("(?s).*\\bc\\d+\\b.*"),
        "a card by its handle (#43, 12=…, c14): " + list);
    Matcher item = ITEM.matcher(list);
    int items = 0;
    while (item.find()) {
      items++;
    }
    assertEquals(legal.size(), items, list);
    Matcher hand = Pattern.compile("in your hand: (.*)").matcher(shown);
    assertTrue(hand.find(), shown);
    assertFalse(hand.group(1).matches(".*\\b\\d+\\b \\d+.*"), "faces as numbers: " + hand.group(1));
    assertTrue(hand.group(1).matches("^[A-Za-zÀ-ÿ].*"), "the hand in words: " + hand.group(1));
  }

  @Test
  void theSeatsAreNamedAsTheDiagramNamesThem() {
    // The tournament's winner of a race picks its victim: "eliminate seat 0", as the diagram above
    // lists "seat 0: …", not the window's "#1" for a seat without a name.
    Selfplay.Played<GraalState> pick = Selfplay.randomGames(Graal.GAME, TableConfig.of(Graal.GAME, 3, Map.of(), true), 20)
        .stream().filter(p -> p.action() instanceof Move.Eliminate).findFirst().orElseThrow();
    StringWriter screen = new StringWriter();
    new TerminalPlayer<GraalState>(new SeatSecrets(pick.seat(), new SplittableRandom(1)),
        new BufferedReader(new StringReader("")), new PrintWriter(screen, true), () -> { })
        .act(Graal.GAME, pick.before(), pick.seat(), Decision.MOVE);
    String shown = screen.toString();
    int victim = ((Move.Eliminate) pick.action()).seat();
    assertTrue(shown.contains(". eliminate seat " + victim), shown);
    assertFalse(shown.contains("#"), shown);
  }
}
