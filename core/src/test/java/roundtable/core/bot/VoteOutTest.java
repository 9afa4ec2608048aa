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
import roundtable.core.table.GameState;
import roundtable.core.game.Game;

/**
 * Issue 16, phase B: in every game dealt by mental poker, at a table opened with
 * {@code seat-leaves=continue}, a seat that vanishes without a leave step is voted out by all the
 * others; its key is rebuilt from their shares and the game goes on to its end exactly as if it
 * had left on purpose (LeaveForGoodTest): the open-handed bot plays it, the audit verifies every
 * shuffle, its own from its rebuilt master secret, and a replay of the log computes the same end.
 */
class VoteOutTest {
  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(GrailCup.GAME, 3, Map.of(), 1),
        Arguments.of(Morrigan.GAME, 3, Map.of(), 0),
        Arguments.of(Graal.GAME, 3, Map.of(), 2),
        Arguments.of(Conquest.GAME, 3, Map.of("turn-order", "tokens-secret"), 1));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  <S extends GameState> void aSeatThatVanishesIsVotedOutAndTheOthersPlayOnWithTheOpenHandedBot(Game<S> rules,
      int players, Map<String, String> options, int away) throws Exception {
    VotingOut<S> game = new VotingOut<>(rules, players, options, away, 3, 11);

    assertTrue(game.game.prompt(game.state).isOver(), "the game is played to its end");
    String outcome = game.game.outcome(game.state).orElseThrow().text();
    assertFalse(outcome.startsWith("cheat"), outcome);
    assertTrue(game.votedAt > 0 && game.rebuiltAt == game.votedAt + players - 2,
        "voted out mid-game, rebuilt once every other seat's share was in: " + game.votedAt + ", " + game.rebuiltAt);
    assertEquals(List.of(away), List.copyOf(LeftSeats.left(game.game, game.state)));
    assertTrue(game.log.entries().stream().skip(game.votedAt).noneMatch(e -> e.seat() == away),
        "nothing of the seat voted out is in the log after the vote: its actions are computed");
    assertTrue(game.log.entries().stream().skip(game.votedAt).limit(players - 1)
        .allMatch(e -> e.action() instanceof PokerStep.Unescrow u && u.seat() == away), "the shares, one per other seat");
    assertFalse(game.openHandedMoves().isEmpty(), "the open-handed bot played the seat");

    Audit.Result audit = game.log.audit(game.game.hiddenCards(game.state)).orElseThrow();
    assertTrue(audit.verified(), audit.text());
    assertTrue(game.log.entries().stream().noneMatch(e -> e.seat() == away && e.action() instanceof PokerStep.Audit),
        "the seat voted out published no seeds: the audit rebuilt them");

    LogFile file = LogFile.of(LogFile.Header.of(rules.id(), game.config, OptionalLong.empty(),
        List.of("bot:random", "bot:random", "bot:random")), game.log.lines(true));
    Replay.Result replayed = Replay.run(rules, file);
    Replay.Played<?> played = assertInstanceOf(Replay.Played.class, replayed, () -> replayed.toString());
    assertEquals(StateHash.hex(game.state), played.stateHash(), "the replay rebuilds the key and computes the bot's actions again");
    assertEquals(audit.text(), played.auditText());
  }
}
