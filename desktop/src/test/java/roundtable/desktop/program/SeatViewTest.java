package roundtable.desktop.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomBot;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * Issue 27: what a bot program is sent never holds another seat's hidden card. Over a whole card
 * game, every request the program read (it writes each line it reads to its error file) is the
 * spectator's table (diagram, prompt, seats to act) and the program's own hand, each face the one
 * its seat's secrets read and nothing else; while other seats held cards it could not read.
 */
class SeatViewTest {
  private static final Set<String> VIEW = Set.of("seat", "step", "prompt", "to_act", "diagram", "hand");

  @ParameterizedTest(name = "{0}, open cards: {1}")
  @CsvSource({"graal, false", "morrigan, false", "grailcup, false", "graal, true"})
  void theViewIsTheSpectatorsTablePlusTheSeatsOwnHand(String id, boolean open) throws IOException {
    check(GameCatalog.byId(id).orElseThrow(), open);
  }

  private static <S extends GameState> void check(Game<S> game, boolean open) throws IOException {
    int players = game.minPlayers();
    TableConfig config = TableConfig.of(game, players, Map.of(), open);
    Path sent = Path.of("target", "bot-programs", "view-" + game.id() + "-" + open + ".stderr");
    Files.deleteIfExists(sent);
    SplittableRandom root = new SplittableRandom(7);
    SeatSecrets mine = new SeatSecrets(0, root.split());
    StringWriter failures = new StringWriter();
    ProgramBot<S> program = ProgramBot.start(game, config, 0,
        new ProgramBot.Program(ScriptedBot.command("echo", 0), 20_000, sent),
        Optional.empty(), new PrintWriter(failures, true));
    List<Player<S>> seats = new ArrayList<>(List.of(new BotPlayer<>(program, RandomnessPlayer.of(mine), mine, root.split())));
    for (int seat = 1; seat < players; seat++) {
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      seats.add(new BotPlayer<>(new RandomBot<>(), RandomnessPlayer.of(secrets), secrets, root.split()));
    }
    List<S> states = new ArrayList<>();
    Selfplay.Recorded<S> played;
    try (program) {
      played = Selfplay.play(game, config, seats, 5_000, (before, seat, decision, action, after) -> {
        states.add(before);
        program.applied(before, seat, decision, action, after);
      });
      program.finish(played.result().outcome());
    }
    assertTrue(played.result().finished(), played.result().problem().orElse(""));
    assertEquals("", failures.toString());

    int requests = 0;
    int othersHidden = 0;
    int ownRead = 0;
    for (String line : Files.readAllLines(sent)) {
      Map<?, ?> message = (Map<?, ?>) JsonLine.read(line);
      if (!"act".equals(message.get("type"))) {
        continue;
      }
      requests++;
      Map<?, ?> view = (Map<?, ?>) message.get("view");
      assertEquals(VIEW, view.keySet(), "nothing else in the view");
      int step = ((Long) view.get("step")).intValue();
      S state = states.get(step);
      S public_ = game.view(state, Viewer.SPECTATOR);
      assertEquals(game.diagram(public_), view.get("diagram"), "step " + step);
      assertEquals(game.prompt(public_).text(), view.get("prompt"), "step " + step);
      HiddenCards cards = game.hiddenCards(state).orElseThrow();
      List<Object> hand = new ArrayList<>();
      for (CardRef card : cards.hand(0)) {
        Map<String, Object> held = new LinkedHashMap<>();
        held.put("card", (long) card.id());
        OptionalInt face = cards.faceFor(card, 0, mine);
        held.put("face", face.isPresent() ? (Object) (long) face.getAsInt() : null);
        ownRead += face.isPresent() ? 1 : 0;
        hand.add(held);
      }
      assertEquals(hand, view.get("hand"), "step " + step + ": the seat's own hand, as its secrets read it");
      for (int other = 1; other < players; other++) {
        for (CardRef card : cards.hand(other)) {
          if (cards.faceFor(card, 0, mine).isEmpty() && cards.publicFace(card).isEmpty()) {
            othersHidden++;
          }
        }
      }
    }
    assertTrue(requests > 10, requests + " requests");
    assertTrue(ownRead > 0, "the program was told its own faces");
    assertTrue(othersHidden > 0, "other seats held cards the program could not read");
  }
}
