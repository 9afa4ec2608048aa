package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import roundtable.core.bot.Bots;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.game.Bot;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.Seats;
import roundtable.net.session.TableStore;
import roundtable.desktop.program.ProgramSeat;

/**
 * The seat of a {@code host} or {@code join} peer that a program plays ({@code --bot-cmd}): the
 * peer's players and seats with it, and its end. Its error output goes to {@code --bot-stderr}, else
 * to the table's folder in the peer's home ({@link TableStore}), else to the working folder.
 */
final class PeerPrograms<S extends GameState> implements AutoCloseable {
  private final List<ProgramSeat<S>> seats = new ArrayList<>();

  /** Checks the command and the options now, before any table is asked. */
  static void check(CommandSpec spec, String command, ProgramOptions options) {
    try {
      new ProgramSeat.Run<>(command, 1, Optional.empty(), new PrintWriter(PrintWriter.nullWriter()));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--bot-cmd: " + e.getMessage());
    }
    options.rules(spec, seat -> Path.of(""), new PrintWriter(PrintWriter.nullWriter()));
  }

  /**
   * The same peer, whose seat of kind {@link ProgramSeat#KIND} the program plays.
   *
   * @param wake asks the session's seats again (the session's nudge)
   */
  PeerSetup<S> seat(PeerSetup<S> setup, Seats.Maker<S> inner, String command, ProgramOptions options, Long seed,
      PrintWriter err, Runnable wake) {
    Optional<Bot<S>> fallback = options.fallback.equals("wait") ? Optional.empty()
        : Optional.of(Bots.byName(options.fallback, setup.game(), setup.budget()));
    ProgramSeat.Run<S> run = new ProgramSeat.Run<>(command, options.ms, fallback, err);
    SplittableRandom moves = new SplittableRandom(seed != null ? seed * 31 + 7 : new SecureRandom().nextLong());
    PeerSetup.Players<S> others = setup.players();
    PeerSetup.Players<S> players = (seat, secrets) -> {
      if (!ProgramSeat.KIND.equals(seat.getBotKind())) {
        return others.player(seat, secrets);
      }
      ProgramSeat<S> program = new ProgramSeat<>(setup.game(), seat.getSeat(), run, RandomnessPlayer.of(secrets),
          secrets, moves.split(), wake);
      synchronized (seats) {
        seats.add(program);
      }
      return program;
    };
    return setup.withPlayers(players).withSeats(ProgramSeat.watching(inner, (tableId, seat) -> {
      Path file = Path.of("roundtable-seat" + seat + ".stderr");
      if (options.stderr != null) {
        return options.stderr.resolve(file);
      }
      return setup.home().map(home -> TableStore.of(home, tableId, setup.identity().fingerprint()).dir().resolve(file))
          .orElse(file);
    }));
  }

  /** Tells each program how the game ended, and ends it. */
  void finish(Optional<Outcome> outcome) {
    for (ProgramSeat<S> seat : programs()) {
      seat.finish(outcome);
    }
  }

  private List<ProgramSeat<S>> programs() {
    synchronized (seats) {
      return List.copyOf(seats);
    }
  }

  /** Ends every program still running. */
  @Override
  public void close() {
    programs().forEach(ProgramSeat::close);
  }
}
