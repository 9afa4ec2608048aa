package roundtable.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import roundtable.core.canon.StateHash;
import roundtable.core.conquest.Conquest;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.PokerStep;
import roundtable.core.graal.Graal;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.log.LogFile;
import roundtable.core.replay.Replay;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;

/**
 * DESIGN, "A seat that leaves for good": in every game dealt by mental poker, a player who leaves on
 * purpose mid-game publishes its key and its seeds; the others play the game to its end with the
 * open-handed bot in its seat, and the audit verifies every shuffle, the leaver's included.
 */
class LeaveForGoodTest {
  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(GrailCup.GAME, 3, Map.of(), 1),
        Arguments.of(Morrigan.GAME, 3, Map.of(), 0),
        Arguments.of(Graal.GAME, 3, Map.of(), 2),
        Arguments.of(Conquest.GAME, 3, Map.of("turn-order", "tokens-secret"), 1));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  <S extends GameState> void aSeatLeavesMidGameAndTheOthersPlayOnWithTheOpenHandedBot(Game<S> rules, int players,
      Map<String, String> options, int leaver) throws Exception {
    Leaving<S> game = new Leaving<>(rules, players, options, leaver, 3, 11);
    Selfplay.Result<S> result = game.played.result();

    assertTrue(result.finished(), "the game is played to its end: " + result.problem());
    assertTrue(result.outcome().isPresent());
    assertFalse(result.outcome().get().text().startsWith("cheat"), result.outcome().get().text());
    assertTrue(game.leftAt > 0, "seat " + leaver + " left mid-game");
    assertEquals(List.of(leaver), List.copyOf(LeftSeats.left(game.game, game.end())));
    assertTrue(game.played.log().entries().stream().skip(game.leftAt + 1).noneMatch(e -> e.seat() == leaver),
        "nothing of the seat that left is in the log after its leave step: its actions are computed");
    assertFalse(game.openHandedMoves().isEmpty(), "the open-handed bot played the seat");

    Audit.Result audit = game.played.log().audit(game.game.hiddenCards(game.end())).orElseThrow();
    assertTrue(audit.verified(), audit.text());

    LogFile file = LogFile.of(LogFile.Header.of(rules.id(), game.config, OptionalLong.empty(),
        List.of("bot:random", "bot:random", "bot:random")), game.played.log().lines(true));
    Replay.Result replayed = Replay.run(rules, file);
    Replay.Played<?> played = assertInstanceOf(Replay.Played.class, replayed, () -> replayed.toString());
    assertEquals(StateHash.hex(game.end()), played.stateHash(), "the replay computes the bot's actions again");
    assertEquals(audit.text(), played.auditText());
  }
}
