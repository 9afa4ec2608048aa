package roundtable.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.Selfplay;
import roundtable.core.canon.StateHash;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.replay.Replay;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

/** Bot games of conquest, written as text logs and replayed from the text to the same end. */
class ConquestLogTest {
  @ParameterizedTest
  @CsvSource({
      "1, 2, turn-order, clockwise, 'random,greedy'",
      "3, 4, turn-order, clockwise, 'random,greedy,random,greedy'",
      "4, 2, pairing, adjacent, 'greedy,greedy'",
      "5, 3, match, one-round, 'random,random,random'"})
  void aBotGameReplaysFromItsText(long seed, int players, String option, String value, String bots) throws LogException {
    replaysFromItsText(seed, players, Map.of(option, value), bots);
  }

  @ParameterizedTest
  @CsvSource({"2, 3, tokens-open, 'greedy,random,random'", "3, 4, tokens-secret, 'random,greedy,random,greedy'"})
  void aTokenGameReplaysFromItsText(long seed, int players, String turnOrder, String bots) throws LogException {
    replaysFromItsText(seed, players, Map.of("turn-order", turnOrder), bots);
  }

  private static void replaysFromItsText(long seed, int players, Map<String, String> options, String bots)
      throws LogException {
    TableConfig config = TableConfig.of(Conquest.GAME, players, options, false);
    List<Player<ConquestState>> seats = Bots.seats(Conquest.GAME, List.of(bots.split(",")), new SplittableRandom(seed));
    Selfplay.Recorded<ConquestState> game = Selfplay.play(Conquest.GAME, config, seats, 10_000);
    assertTrue(game.result().finished(), () -> game.result().problem().orElseThrow());
    String end = StateHash.hex(game.result().state());
    LogFile.Header header = LogFile.Header.of("conquest", config, OptionalLong.of(seed), seats.stream().map(Player::name).toList());
    String text = LogFile.of(header, game.log().lines(true))
        .withEnd(end, game.result().outcome().map(Outcome::text).orElseThrow()).format();

    Replay.Played<?> replayed = assertInstanceOf(Replay.Played.class, Replay.run(text), text);
    assertEquals(end, replayed.stateHash());
    assertEquals(game.log().head(), replayed.actions().head());
    assertEquals(game.result().outcome(), replayed.outcome());
  }
}
