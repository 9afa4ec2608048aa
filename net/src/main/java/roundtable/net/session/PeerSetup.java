package roundtable.net.session;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.net.identity.Identity;
import roundtable.proto.Seat;

/**
 * Who a peer is and what it plays: the game and its rules version, its identity and name, the kinds
 * of the seats it asks for (a bot kind, or {@link #PERSON}; none for a spectator), how it makes the
 * player of each seat it gets, its {@link Seats}, where each seat's secrets get their randomness,
 * the folder where it keeps its tables ({@link TableStore}; none: nothing survives the process), and
 * how long its strong bots think about a move (those of its seats, and one the table gives it by vote).
 */
public record PeerSetup<S extends GameState>(Game<S> game, String rulesVersion, Identity identity, String name,
    List<String> bots, Players<S> players, Seats.Maker<S> seats, Supplier<RandomGenerator> secretsSource,
    Optional<Path> home, ThinkingBudget budget) {
  /** A strong bot's thinking at a real table: a second a move by the system clock (core reads none). */
  public static final ThinkingBudget A_SECOND_A_MOVE = ThinkingBudget.time(java.time.Duration.ofSeconds(1),
      System::nanoTime);

  /** The kind of a seat a person plays (any other kind names a bot). */
  public static final String PERSON = "person";

  /**
   * The rules version this build plays; raised whenever two builds could disagree on a game: the
   * rules or the state hash's bytes (docs/protocol.md, "The state hash of each game"). 2: the hash
   * is made of typed data only, and the rules of the rulebook coverage (issues 20, 23, 24).
   */
  public static final String RULES_VERSION = "3";

  /**
   * How long the strong bots of a peer made from a seed think, unless told: a number of iterations,
   * so that the seed plays the same moves (tests; the commands give their own budget).
   */
  public static final ThinkingBudget SEEDED_BUDGET = ThinkingBudget.iterations(20);

  public PeerSetup {
    bots = List.copyOf(bots);
  }

  /** Makes the player of one seat this peer holds, from the seat in the Start and the seat's secrets. */
  @FunctionalInterface
  public interface Players<S extends GameState> {
    Player<S> player(Seat seat, SeatSecrets secrets);
  }

  /**
   * A peer whose seats are played by bots of the kinds given (one seat per kind), all from one seed
   * (tests); its strong bots think {@link #SEEDED_BUDGET}.
   */
  public static <S extends GameState> PeerSetup<S> bots(Game<S> game, String name, List<String> bots, long seed) {
    return bots(game, name, bots, seed, SEEDED_BUDGET);
  }

  /** The same, its strong bots thinking within this budget. */
  public static <S extends GameState> PeerSetup<S> bots(Game<S> game, String name, List<String> bots, long seed,
      ThinkingBudget budget) {
    SplittableRandom root = new SplittableRandom(seed);
    return new PeerSetup<>(game, RULES_VERSION, Identity.generate(), name, bots, botPlayers(game, root.split(), budget),
        Seats.local(), root::split, Optional.empty(), budget);
  }

  /** A spectator: no seat. */
  public static <S extends GameState> PeerSetup<S> spectator(Game<S> game, String name) {
    return bots(game, name, List.of(), 0);
  }

  /**
   * A peer at a real table: each seat's secrets (keys, commitments, shuffle seeds, proof nonces)
   * come from SecureRandom, never from a seed.
   */
  public static <S extends GameState> PeerSetup<S> secure(Game<S> game, String name, List<String> bots) {
    return secure(game, name, bots, A_SECOND_A_MOVE);
  }

  /** The same, its strong bots thinking within this budget. */
  public static <S extends GameState> PeerSetup<S> secure(Game<S> game, String name, List<String> bots,
      ThinkingBudget budget) {
    SplittableRandom moves = new SplittableRandom(new SecureRandom().nextLong());
    return new PeerSetup<>(game, RULES_VERSION, Identity.generate(), name, bots, botPlayers(game, moves, budget),
        Seats.local(), SecureRandom::new, Optional.empty(), budget);
  }

  /** The same peer with other seats (a test's cheat, a printer). */
  public PeerSetup<S> withSeats(Seats.Maker<S> other) {
    return new PeerSetup<>(game, rulesVersion, identity, name, bots, players, other, secretsSource, home, budget);
  }

  /** The same peer with other players (a person's seat played from a terminal or a window). */
  public PeerSetup<S> withPlayers(Players<S> other) {
    return new PeerSetup<>(game, rulesVersion, identity, name, bots, other, seats, secretsSource, home, budget);
  }

  /** The same peer keeping its tables in this folder, under this identity (the one it had there before). */
  public PeerSetup<S> keptIn(Path folder, Identity kept) {
    return new PeerSetup<>(game, rulesVersion, kept, name, bots, players, seats, secretsSource, Optional.of(folder),
        budget);
  }

  /**
   * Bots by their kind in the Start (random when none is named), each move source split from this
   * one, the strong ones thinking within this budget, on their own thread ({@link ThinkingSeat}).
   */
  public static <S extends GameState> Players<S> botPlayers(Game<S> game, SplittableRandom moves,
      ThinkingBudget budget) {
    return (seat, secrets) -> bot(game, seat.getBotKind().isEmpty() ? "random" : seat.getBotKind(), secrets,
        seat.getSeat(), moves.split(), budget);
  }

  /** A bot of this kind at this seat: one that thinks does it on its own thread, the others at once. */
  static <S extends GameState> Player<S> bot(Game<S> game, String kind, roundtable.core.secrets.SeatSecrets secrets,
      int seat, java.util.random.RandomGenerator rng, ThinkingBudget budget) {
    roundtable.core.game.Bot<S> bot = Bots.byName(kind, game, budget);
    return bot instanceof roundtable.core.bot.StrongBot<S>
        ? new ThinkingSeat<>(bot, RandomnessPlayer.of(secrets), secrets, rng, seat)
        : new BotPlayer<>(bot, RandomnessPlayer.of(secrets), secrets, rng);
  }
}
