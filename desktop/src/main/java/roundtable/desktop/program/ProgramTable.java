package roundtable.desktop.program;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Bot;
import roundtable.core.game.Game;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

/**
 * The players of one game on this machine, each seat a built-in bot or a program: made as
 * {@code Bots.seats} makes them (the same random sources from the same seed, so a seat's built-in
 * bot plays the same whoever sits beside it), told of every move, and its programs ended with it.
 */
public final class ProgramTable<S extends GameState> implements Selfplay.Watcher<S>, AutoCloseable {
  /** Names a built-in bot as a seat: {@code builtin:greedy}. */
  public static final String BUILTIN = "builtin:";

  /**
   * Who sits at a seat: a built-in bot by name, or a program's command.
   *
   * @param builtin true for a built-in bot, named by {@code what}
   */
  public record Sitter(boolean builtin, String what) {
    /** {@code builtin:NAME}, or a bare built-in bot's name, is a built-in bot; anything else a command. */
    public static Sitter of(String text) {
      String t = text.strip();
      if (t.startsWith(BUILTIN)) {
        return new Sitter(true, t.substring(BUILTIN.length()));
      }
      return Bots.NAMES.contains(t) ? new Sitter(true, t) : new Sitter(false, t);
    }

    @Override
    public String toString() {
      return builtin ? BUILTIN + what : what;
    }
  }

  /**
   * How programs are held.
   *
   * @param msPerMove each request's time
   * @param fallback the built-in bot that plays a failed program's seat, or {@code wait}
   * @param stderr where each seat's program writes its errors
   */
  public record Rules(long msPerMove, String fallback, IntFunction<Path> stderr, PrintWriter err) {}

  private final List<Player<S>> players;
  private final List<ProgramBot<S>> programs;

  private ProgramTable(List<Player<S>> players, List<ProgramBot<S>> programs) {
    this.players = List.copyOf(players);
    this.programs = List.copyOf(programs);
  }

  /** Seats everyone, starting each program (one that cannot start is said on err, and its fallback plays). */
  public static <S extends GameState> ProgramTable<S> seat(Game<S> game, TableConfig config, List<Sitter> sitters,
      SplittableRandom root, Rules rules) {
    return seat(game, config, sitters, root, rules, roundtable.net.session.PeerSetup.A_SECOND_A_MOVE);
  }

  /** The same, the strong bots (a fallback included) thinking within this budget. */
  public static <S extends GameState> ProgramTable<S> seat(Game<S> game, TableConfig config, List<Sitter> sitters,
      SplittableRandom root, Rules rules, ThinkingBudget budget) {
    Optional<Bot<S>> fallback = rules.fallback().equals("wait") ? Optional.empty()
        : Optional.of(Bots.byName(rules.fallback(), game, budget));
    for (Sitter sitter : sitters) {
      if (sitter.builtin()) {
        Bots.byName(sitter.what(), game, budget); // an unknown name is refused before any program starts
      } else {
        BotProcess.words(sitter.what()); // so is an empty command
      }
    }
    List<Player<S>> players = new ArrayList<>();
    List<ProgramBot<S>> programs = new ArrayList<>();
    for (int seat = 0; seat < sitters.size(); seat++) {
      Sitter sitter = sitters.get(seat);
      Bot<S> bot;
      if (sitter.builtin()) {
        bot = Bots.byName(sitter.what(), game, budget);
      } else {
        ProgramBot<S> program = ProgramBot.start(game, config, seat,
            new ProgramBot.Program(sitter.what(), rules.msPerMove(), rules.stderr().apply(seat)), fallback, rules.err());
        programs.add(program);
        bot = program;
      }
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      players.add(new BotPlayer<>(bot, RandomnessPlayer.of(secrets), secrets, root.split()));
    }
    return new ProgramTable<>(players, programs);
  }

  public List<Player<S>> players() {
    return players;
  }

  public List<ProgramBot<S>> programs() {
    return programs;
  }

  @Override
  public void applied(S before, int seat, Decision decision, Action action, S after) {
    for (ProgramBot<S> program : programs) {
      program.applied(before, seat, decision, action, after);
    }
  }

  /** Tells every program how the game ended, and ends it. */
  public void finish(Optional<Outcome> outcome) {
    for (ProgramBot<S> program : programs) {
      program.finish(outcome);
    }
  }

  @Override
  public void close() {
    for (ProgramBot<S> program : programs) {
      program.close();
    }
  }
}
