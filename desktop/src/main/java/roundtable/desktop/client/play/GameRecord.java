package roundtable.desktop.client.play;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.log.LogException;
import roundtable.core.log.LogFile;
import roundtable.core.replay.Replay;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.OptionWords;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/**
 * A game record (a log, as {@code selfplay} writes it) read and checked line by line through its
 * game's rules, as {@code replay FILE} checks it, with the seats' names its header gives.
 *
 * @param played the whole record played, checked up to its stated end
 * @param seats the names of the header's {@code seats:} line, or none
 * @param watcher the seat whose secrets are at hand, to watch the game as that seat; none: as a spectator
 */
public record GameRecord<S extends GameState>(Replay.Played<S> played, List<String> seats, Optional<Watcher> watcher) {
  /** How a log's header names a bot's seat: {@code bot:greedy}. */
  static final String BOT = "bot:";

  public GameRecord {
    seats = List.copyOf(seats);
  }

  /** A record watched as a spectator. */
  public GameRecord(Replay.Played<S> played, List<String> seats) {
    this(played, seats, Optional.empty());
  }

  /** A seat whose secrets are at hand: its own hidden cards can be read. */
  public record Watcher(int seat, Knowledge knowledge) {}

  /** Who watches the replay: the seat whose secrets are at hand, else a spectator. */
  public Seen seen(List<String> names) {
    return watcher.map(w -> new Seen(Viewer.seat(w.seat()), w.knowledge(), names)).orElseGet(() -> Seen.spectator(names));
  }

  /** What reading a record gives: {@link Opened}, {@link Unreadable} or {@link Refused}. */
  public sealed interface Read permits Opened, Unreadable, Refused {}

  /** A record that replays to its end. */
  public record Opened(GameRecord<?> record) implements Read {}

  /**
   * The file could not be read.
   *
   * @param detail the system's own reason, for {@link Why#OTHER}
   */
  public record Unreadable(Why why, String detail) implements Read {
    /** The reason as {@code replay FILE} says it: "no such file". */
    public String english() {
      return switch (why) {
        case NO_SUCH_FILE -> "no such file";
        case PERMISSION_DENIED -> "permission denied";
        case NOT_UTF8 -> "not UTF-8 text";
        case OTHER -> detail;
      };
    }
  }

  /** Why a file could not be read. */
  public enum Why { NO_SUCH_FILE, PERMISSION_DENIED, NOT_UTF8, OTHER }

  /** The record's first wrong line, as the replay's checker says it ("line 12: ..."). */
  public record Refused(String error) implements Read {}

  /** Reads and checks the record in this file. */
  public static Read read(Path file) {
    try {
      return of(Files.readString(file));
    } catch (IOException e) {
      return unreadable(e);
    }
  }

  /** The reason an input could not be read. */
  public static Unreadable unreadable(IOException e) {
    Why why = e instanceof NoSuchFileException ? Why.NO_SUCH_FILE
        : e instanceof AccessDeniedException ? Why.PERMISSION_DENIED
        : e instanceof CharacterCodingException ? Why.NOT_UTF8 : Why.OTHER;
    return new Unreadable(why, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
  }

  /** Checks the record in this text. */
  public static Read of(String text) {
    Replay.Result result = Replay.run(text);
    if (result instanceof Replay.Stopped stopped) {
      return new Refused(stopped.error().message());
    }
    try {
      return new Opened(new GameRecord<>((Replay.Played<?>) result, LogFile.parse(text).header().seats()));
    } catch (LogException e) { // read once already: cannot happen
      return new Refused(e.error().message());
    }
  }

  /**
   * The seats' names as the board shows them: the header's, a bot's ({@code bot:greedy}, as
   * {@code selfplay} writes it) said as the window says its bots ("Bot 2, greedy"); a name missing,
   * or one that two seats share, with the seat's number ("Seat 3", "Seat 3 (ann)").
   */
  public List<String> names(Words words) {
    int players = played.config().players();
    List<String> names = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      String said = seat < seats.size() ? seats.get(seat).strip() : "";
      boolean shared = !said.isEmpty() && seats.stream().filter(n -> n.strip().equals(said)).count() > 1;
      names.add(said.startsWith(BOT) ? words.get("seat.bot", seat + 1, OptionWords.bot(words, said.substring(BOT.length())))
          : said.isEmpty() ? words.get("replay.seat", seat + 1)
          : shared ? words.get("replay.seat.named", seat + 1, said) : said);
    }
    return names;
  }
}
