package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomBot;
import roundtable.core.bot.Selfplay;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.PokerStep;
import roundtable.core.log.ActionLog;
import roundtable.core.log.LogNotation;
import roundtable.core.random.JointDraw;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;

/**
 * A peer killed mid-game comes back with its secrets from their saved text: bots play conquest,
 * and at chosen points a seat's {@link SeatSecrets} is thrown away and read back from
 * {@link SeatSecrets#export}. The game goes on to the same end, with a verified audit.
 */
class CrashRecoveryTest {
  static final Game<ConquestState> GAME = Conquest.GAME;

  /** Four seats, turn order by secret tokens dealt by mental poker (a closed log). */
  static final TableConfig TOKENS = TableConfig.of(GAME, 4,
      Map.of("match", "one-round", "move-limit", "150", "turn-order", "tokens-secret"), false);

  /** Three seats, clockwise: a commit-reveal draw for "first player" begins the match. */
  static final TableConfig FIRST_PLAYER = TableConfig.of(GAME, 3, Map.of("match", "one-round", "move-limit", "150"), false);

  /** A random bot whose secrets a crash can take away; they come back from their text. */
  static final class Seat<S extends GameState> implements Player<S> {
    final int seat;
    final SplittableRandom moves;
    RandomGenerator secretsRandom;
    SeatSecrets secrets;

    Seat(int seat, SplittableRandom root) {
      this.seat = seat;
      this.secretsRandom = root.split();
      this.secrets = new SeatSecrets(seat, secretsRandom);
      this.moves = root.split();
    }

    /** The process dies: only the saved text is left. It comes back with {@code random}. */
    void crash(RandomGenerator random) {
      String saved = secrets.export();
      secrets = null;
      secretsRandom = random;
      secrets = SeatSecrets.restore(saved, seat, random);
      assertEquals(saved, secrets.export(), "the text reads back to the same secrets");
    }

    @Override
    public String name() {
      return "bot:random";
    }

    @Override
    public Optional<Action> act(Game<S> game, S state, int seat, Decision decision) {
      return decision == Decision.RANDOMNESS || decision == Decision.PROTOCOL_STEP
          ? Optional.of(secrets.step(game, state))
          : new RandomBot<S>().choose(game, state, seat, secrets, moves);
    }

    @Override
    public Optional<Action> audit(Game<S> game, S state, int seat) {
      return secrets.audit(game, state);
    }
  }

  /** Where the crashes came: after which actions, and the game they left. */
  record Played<S extends GameState>(Game<S> game, ActionLog log, Selfplay.Result<S> result, List<String> crashes) {
    Optional<Audit.Result> audit() {
      return log.audit(game.hiddenCards(result.state()));
    }
  }

  /** What the watcher sees of one applied action. */
  record Step<S>(S before, int seat, Action action, S after) {}

  /**
   * Plays a game; after each action, every seat for which {@code crashHere} holds loses its
   * secrets and reads them back, with its old random source ({@code fresh} false: the game must be
   * the same to the byte) or a new one.
   */
  static <S extends GameState> Played<S> play(Game<S> game, TableConfig config, long seed,
      BiPredicate<Step<S>, Integer> crashHere, boolean fresh) {
    SplittableRandom root = new SplittableRandom(seed);
    List<Seat<S>> seats = new ArrayList<>();
    for (int s = 0; s < config.players(); s++) {
      seats.add(new Seat<>(s, root.split()));
    }
    ActionLog[] log = {ActionLog.empty(LogNotation.of(game))};
    List<String> crashes = new ArrayList<>();
    SplittableRandom restarts = new SplittableRandom(~seed); // a new source after each restart
    Selfplay.Result<S> result = Selfplay.run(game, config, seats, 5000, (before, seat, decision, action, after) -> {
      log[0] = log[0].append(seat, action, before);
      Step<S> step = new Step<>(before, seat, action, after);
      for (Seat<S> s : seats) {
        if (crashHere.test(step, s.seat)) {
          s.crash(fresh ? restarts.split() : s.secretsRandom);
          crashes.add("seat " + s.seat + " after " + log[0].size() + " " + LogNotation.of(game).format(action));
        }
      }
    });
    assertTrue(result.finished(), () -> result.problem().orElse(""));
    return new Played<>(game, log[0], result, crashes);
  }

  static Played<ConquestState> conquest(TableConfig config, long seed,
      BiPredicate<Step<ConquestState>, Integer> crashHere, boolean fresh) {
    return play(GAME, config, seed, crashHere, fresh);
  }

  static <S> boolean never(Step<S> step, int seat) {
    return false;
  }

  /** The seat has committed to the draw under way and not revealed yet. */
  static <S extends GameState> BiPredicate<Step<S>, Integer> committedNotRevealed(Game<S> game) {
    return (step, seat) -> {
      Optional<JointDraw> draw = game.pendingDraw(step.after());
      return draw.isPresent() && draw.get().commitments().containsKey(seat) && !draw.get().reveals().containsKey(seat);
    };
  }

  /** The last move is made; the audit steps are still to come. */
  static boolean overBeforeAudit(Step<ConquestState> step) {
    return GAME.prompt(step.after()).isOver() && !(step.action() instanceof PokerStep.Audit);
  }

  @Test
  void aSeatThatCrashesBetweenItsCommitmentAndItsRevealOpensItAfterwards() {
    Played<ConquestState> normal = conquest(FIRST_PLAYER, 3, CrashRecoveryTest::never, false);
    Played<ConquestState> crashed = conquest(FIRST_PLAYER, 3, committedNotRevealed(GAME), false);
    // Every seat that has committed and not revealed crashes after each action of the draw:
    // 1 + 2 + 3 crashes while they commit, 2 + 1 while they reveal.
    assertEquals(9, crashed.crashes().size(), crashed.crashes()::toString);
    assertEquals(normal.log().head(), crashed.log().head(), "the same game, action for action");
    assertEquals(normal.result().outcome(), crashed.result().outcome());
  }

  @Test
  void aPurposeThatComesBackEachRoundIsOpenedWithThisRoundsSecret() {
    TableConfig table = TableConfig.of(DiceRounds.GAME, 3, Map.of(), false);
    Played<DiceRounds.State> normal = play(DiceRounds.GAME, table, 6, CrashRecoveryTest::never, false);
    Played<DiceRounds.State> crashed = play(DiceRounds.GAME, table, 6, committedNotRevealed(DiceRounds.GAME), false);
    assertEquals(9 * DiceRounds.ROUNDS, crashed.crashes().size(), crashed.crashes()::toString);
    assertEquals(normal.log().head(), crashed.log().head());
    assertEquals(normal.result().outcome(), crashed.result().outcome());
    Played<DiceRounds.State> fresh = play(DiceRounds.GAME, table, 6, committedNotRevealed(DiceRounds.GAME), true);
    assertNotEquals(normal.log().head(), fresh.log().head(), "new commitments after the restart, from the new source");
    assertEquals(3 * 2 * DiceRounds.ROUNDS, fresh.log().size());
  }

  @Test
  void everySeatCrashingAfterEveryActionOfAMentalPokerGameChangesNothing() {
    Played<ConquestState> normal = conquest(TOKENS, 5, CrashRecoveryTest::never, false);
    Played<ConquestState> crashed = conquest(TOKENS, 5, (step, seat) -> true, false);
    assertTrue(normal.result().state().tokens() != null);
    assertEquals(normal.log().head(), crashed.log().head(), "the same game, action for action");
    assertEquals(normal.result().outcome(), crashed.result().outcome());
    assertTrue(crashed.audit().orElseThrow().verified(), crashed.audit().toString());
  }

  @Test
  void aSeatThatCrashesAfterItsShufflesAndBeforeTheAuditPublishesTheRightSeeds() {
    Played<ConquestState> normal = conquest(TOKENS, 8, CrashRecoveryTest::never, false);
    Played<ConquestState> crashed = conquest(TOKENS, 8, (step, seat) -> seat == 2
        && (step.seat() == 2 && step.action() instanceof PokerStep.Shuffle || overBeforeAudit(step)), false);
    assertTrue(crashed.crashes().size() > 2, crashed.crashes()::toString);
    assertTrue(crashed.crashes().get(crashed.crashes().size() - 1).startsWith("seat 2 after " + (normal.log().size() - 4)),
        "the last crash comes after the last move, before the four audit steps");
    assertEquals(normal.log().head(), crashed.log().head());
    Audit.Result audit = crashed.audit().orElseThrow();
    assertTrue(audit.verified(), audit.text());
  }

  @Test
  void secretsRestoredWithAFreshRandomSourceGoOnToTheSameEnd() {
    // After a real restart the random source is new: proofs get new nonces, so the log's bytes
    // differ, but every shuffle seed, face and move is the same, and so is the end.
    Played<ConquestState> normal = conquest(TOKENS, 11, CrashRecoveryTest::never, false);
    Played<ConquestState> crashed = conquest(TOKENS, 11, (step, seat) -> seat == (step.seat() + 1) % 4, true);
    assertNotEquals(normal.log().head(), crashed.log().head());
    assertEquals(normal.log().size(), crashed.log().size());
    assertEquals(normal.result().outcome(), crashed.result().outcome());
    assertEquals(normal.result().state().board(), crashed.result().state().board());
    assertTrue(crashed.audit().orElseThrow().verified());
  }

  @Test
  void aSeatRestoredWithAFreshRandomSourceStillOpensWhatItCommittedBefore() {
    // The only draw's values were all committed before the crashes: the game is the same.
    Played<ConquestState> normal = conquest(FIRST_PLAYER, 4, CrashRecoveryTest::never, false);
    Played<ConquestState> crashed = conquest(FIRST_PLAYER, 4, committedNotRevealed(GAME), true);
    assertEquals(9, crashed.crashes().size());
    assertEquals(normal.log().head(), crashed.log().head());
  }
}
