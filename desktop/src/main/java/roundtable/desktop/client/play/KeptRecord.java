package roundtable.desktop.client.play;

import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.game.Game;
import roundtable.core.game.GameCatalog;
import roundtable.core.replay.Replay;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.GameState;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.play.Received;
import roundtable.net.play.Replica;
import roundtable.net.play.Verdict;
import roundtable.net.session.TableStore;
import roundtable.proto.Envelope;
import roundtable.proto.Seat;
import roundtable.proto.SeatKind;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * A game kept in the home ({@link TableStore}) as a record to replay: its signed Start and log played
 * again into a replica, every signature and every action checked as when it was played, and the
 * seats named as the Start names them. When the folder holds this identity's secrets of a seat, the
 * record is watched as that seat (the lowest, when it held several): its own hidden cards read, the
 * others' not. A folder that can't be read or replayed is a refusal that says why, never an exception.
 */
public final class KeptRecord {
  private KeptRecord() {}

  /** Reads and replays the game kept in this folder. */
  public static GameRecord.Read read(TableStore store) {
    try {
      Optional<SignedEnvelope> signedStart = store.start();
      if (signedStart.isEmpty()) {
        return new GameRecord.Refused("no Start is kept in " + store.dir() + ": the game never began there");
      }
      Envelope envelope;
      try {
        envelope = EnvelopeVerifier.verify(signedStart.get());
      } catch (ProtocolException e) {
        return new GameRecord.Refused("the kept Start does not verify: " + e.getMessage());
      }
      if (!envelope.hasStart()) {
        return new GameRecord.Refused("the kept start file holds no Start");
      }
      Start start = envelope.getStart();
      Optional<Game<?>> game = GameCatalog.byId(start.getGameId());
      if (game.isEmpty()) {
        return new GameRecord.Refused(GameCatalog.unknown(start.getGameId()));
      }
      return replay(game.get(), start, store);
    } catch (UncheckedIOException e) {
      return GameRecord.unreadable(e.getCause());
    } catch (RuntimeException e) {
      return new GameRecord.Refused("the kept game cannot be replayed: " + e.getMessage());
    }
  }

  private static <S extends GameState> GameRecord.Read replay(Game<S> game, Start start, TableStore store) {
    Replica<S> replica = Replica.start(game, start);
    List<SignedEnvelope> log = store.log();
    for (int i = 0; i < log.size(); i++) {
      Received outcome;
      try {
        outcome = replica.receive(log.get(i));
      } catch (ProtocolException e) {
        return new GameRecord.Refused("kept action " + (i + 1) + " does not verify: " + e.getMessage());
      }
      Optional<String> why = outcome instanceof Received.Refused refused ? Optional.of(why(refused.verdict()))
          : outcome instanceof Received.Halted halted ? Optional.of(why(halted.first()))
          : outcome instanceof Received.Held ? Optional.of("it was made on a state the log before it never reaches")
          : replica.halted().map(KeptRecord::why);
      if (why.isPresent()) {
        return new GameRecord.Refused("kept action " + (i + 1) + " does not replay: " + why.get());
      }
    }
    Replay.Played<S> played = new Replay.Played<>(replica.game(), replica.config(), replica.state(), replica.log());
    return new GameRecord.Opened(new GameRecord<>(played, names(start), watcher(store, start)));
  }

  /** A refusal as the replica judged it: the seat, the kind of cheat and its reason. */
  private static String why(Verdict verdict) {
    return "seat " + verdict.seat() + ", " + verdict.cheat().name().toLowerCase().replace('_', ' ') + ": "
        + verdict.reason();
  }

  /** The seats' names as the Start gives them, a bot's as a log's header writes it ({@code bot:greedy}). */
  static List<String> names(Start start) {
    List<String> names = new ArrayList<>();
    for (int seat = 0; seat < start.getPlayers(); seat++) {
      names.add("");
    }
    for (Seat seat : start.getSeatsList()) {
      if (seat.getSeat() < names.size()) {
        names.set(seat.getSeat(), seat.getKind() == SeatKind.BOT && !seat.getBotKind().isEmpty()
            ? GameRecord.BOT + seat.getBotKind() : seat.getName());
      }
    }
    return names;
  }

  /**
   * The lowest seat whose secrets this folder keeps and that read back; none (a spectator) when
   * there are none, or when they are damaged: the public game is whole without them.
   */
  static Optional<GameRecord.Watcher> watcher(TableStore store, Start start) {
    for (int seat = 0; seat < start.getPlayers(); seat++) {
      try {
        Optional<String> text = store.secrets(seat);
        if (text.isPresent()) {
          SeatSecrets secrets = SeatSecrets.restore(text.get(), seat, new SecureRandom());
          return Optional.of(new GameRecord.Watcher(seat, new SeatKnowledge(secrets)));
        }
      } catch (RuntimeException e) {
        // this seat's secrets are damaged: look for another's, else watch as a spectator
      }
    }
    return Optional.empty();
  }
}
