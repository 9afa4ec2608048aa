package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.game.Bot;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

/** A strong bot's seat thinks on its own thread: the session asking it is never kept waiting. */
class ThinkingSeatTest {
  private static final List<Selfplay.Played<ConquestState>> MOVES = Selfplay.randomGames(Conquest.GAME,
      TableConfig.of(Conquest.GAME, 2, Map.of(), true), 1).stream().filter(p -> p.decision() == Decision.MOVE)
      .toList();

  @SuppressWarnings("unchecked")
  private static Bot<ConquestState> slowBot(CountDownLatch release) {
    Bot<ConquestState> bot = mock(Bot.class);
    when(bot.name()).thenReturn("strong");
    when(bot.choose(any(), any(), anyInt(), any(), any())).thenAnswer(asked -> {
      release.await();
      ConquestState state = asked.getArgument(1);
      int seat = asked.getArgument(2);
      return Optional.of(Conquest.GAME.legalActions(state, seat, Knowledge.NOTHING).get(0));
    });
    return bot;
  }

  private static ThinkingSeat<ConquestState> seat(Bot<ConquestState> bot, int seat, Runnable wake) {
    SeatSecrets secrets = new SeatSecrets(seat, new SplittableRandom(seat));
    ThinkingSeat<ConquestState> thinking = new ThinkingSeat<>(bot, RandomnessPlayer.of(secrets), secrets,
        new SplittableRandom(7), seat);
    thinking.wakes(wake);
    return thinking;
  }

  @Test
  void askedForAMoveItAnswersNothingYetThenWakesTheSessionWhichGetsTheMove() {
    var position = MOVES.get(3);
    CountDownLatch release = new CountDownLatch(1);
    Bot<ConquestState> bot = slowBot(release);
    Runnable wake = mock(Runnable.class);
    ThinkingSeat<ConquestState> seat = seat(bot, position.seat(), wake);

    assertEquals(Optional.empty(), seat.act(Conquest.GAME, position.before(), position.seat(), Decision.MOVE));
    assertEquals(Optional.empty(), seat.act(Conquest.GAME, position.before(), position.seat(), Decision.MOVE),
        "still thinking");
    release.countDown();
    verify(wake, timeout(5_000)).run();
    Action first = Conquest.GAME.legalActions(position.before(), position.seat(), Knowledge.NOTHING).get(0);
    assertEquals(Optional.of(first), seat.act(Conquest.GAME, position.before(), position.seat(), Decision.MOVE));
    verify(bot, times(1)).choose(any(), eq(position.before()), eq(position.seat()), any(), any());
  }

  @Test
  void whenTheTableMovesOnWhileItThinksItThinksAgainOnTheNewState() {
    var before = MOVES.get(3);
    var after = MOVES.stream().filter(p -> p.seat() == before.seat() && p.before() != before.before()).skip(2)
        .findFirst().orElseThrow();
    CountDownLatch release = new CountDownLatch(1);
    Bot<ConquestState> bot = slowBot(release);
    Runnable wake = mock(Runnable.class);
    ThinkingSeat<ConquestState> seat = seat(bot, before.seat(), wake);

    seat.act(Conquest.GAME, before.before(), before.seat(), Decision.MOVE);
    assertEquals(Optional.empty(), seat.act(Conquest.GAME, after.before(), after.seat(), Decision.MOVE));
    release.countDown();
    verify(wake, timeout(5_000)).run(); // once, for the state the table is at
    Action move = Conquest.GAME.legalActions(after.before(), after.seat(), Knowledge.NOTHING).get(0);
    assertEquals(Optional.of(move), seat.act(Conquest.GAME, after.before(), after.seat(), Decision.MOVE));
  }
}
