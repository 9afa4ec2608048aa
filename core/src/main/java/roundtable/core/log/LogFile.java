package roundtable.core.log;

import java.io.IOException;
import java.io.Reader;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import roundtable.core.table.TableConfig;

/**
 * A game written down as text. A header of {@code key: value} lines (game, players, options,
 * mode, seed, seat names), a line {@code ---}, then one action per line:
 * {@code <seat> <action>[ ; <hash of the state it was made on>]}. After the last action the log
 * may state the {@code state-hash:} of the final position and the {@code outcome:}; a replay
 * checks both. Lines starting with {@code #} and blank lines are comments.
 *
 * <pre>
 * game: conquest
 * players: 2
 * option pairing: facing
 * mode: committed
 * seed: 7
 * seats: alice, bot:greedy
 * ---
 * 0 unstack c9 c8 c7
 * state-hash: 3f...
 * outcome: unfinished
 * </pre>
 *
 * @param endHash the final state's hash, when the log states it
 * @param outcome the outcome in words ({@code unfinished} for a game still going), when stated
 * @param audit the verdict of the end-of-game audit of the hidden cards, when stated
 */
public record LogFile(Header header, List<Line> lines, Optional<Stated> endHash, Optional<Stated> outcome,
    Optional<Stated> audit) {
  public LogFile {
    lines = List.copyOf(lines);
  }

  /**
   * The lines before {@code ---}.
   *
   * @param openLog {@code mode: open}: hidden values may be fixed in the clear
   * @param seed how the bots' random values were made (information only)
   * @param seats the seats' names, or empty
   * @param keyLines where each key ({@code game}, {@code option pairing}) was written, for errors
   */
  public record Header(String game, int players, Map<String, String> options, boolean openLog,
      OptionalLong seed, List<String> seats, Map<String, Integer> keyLines) {
    public Header {
      options = Collections.unmodifiableMap(new TreeMap<>(options));
      seats = List.copyOf(seats);
      keyLines = Map.copyOf(keyLines);
    }

    /** The header of a table opened with this configuration. */
    public static Header of(String game, TableConfig config, OptionalLong seed, List<String> seats) {
      return new Header(game, config.players(), config.options(), config.openLog(), seed, seats, Map.of());
    }

    /** The line that set this key, or 0 when the header was not read from a file. */
    public int lineOf(String key) {
      return keyLines.getOrDefault(key, 0);
    }
  }

  /**
   * One action line.
   *
   * @param number the line number in the file, or 0 when not read from a file
   * @param action the action in the game's notation
   * @param stateHash the hash of the state the action was made on, when written
   */
  public record Line(int number, int seat, String action, Optional<String> stateHash) {
    public static Line of(int seat, String action, Optional<String> stateHash) {
      return new Line(0, seat, action, stateHash);
    }
  }

  /**
   * A value the log states after its last action, for the replay to check.
   *
   * @param number the line number in the file, or 0 when not read from a file
   */
  public record Stated(int number, String value) {}

  /** A log without the final checks. */
  public static LogFile of(Header header, List<Line> lines) {
    return new LogFile(header, lines, Optional.empty(), Optional.empty(), Optional.empty());
  }

  public LogFile withEnd(String endHash, String outcome) {
    return new LogFile(header, lines, Optional.of(new Stated(0, endHash)), Optional.of(new Stated(0, outcome)), audit);
  }

  public LogFile withAudit(String verdict) {
    return new LogFile(header, lines, endHash, outcome, Optional.of(new Stated(0, verdict)));
  }

  /** Reads a log; the exception says {@code line N: what is wrong}. */
  public static LogFile parse(String text) throws LogException {
    return new LogParser(text).parse();
  }

  public static LogFile parse(Reader reader) throws IOException, LogException {
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    for (int n; (n = reader.read(buffer)) > 0; ) {
      text.append(buffer, 0, n);
    }
    return parse(text.toString());
  }

  /** The log as text, one line per header key and per action, ending with a newline. */
  public String format() {
    StringBuilder out = new StringBuilder();
    out.append("game: ").append(header.game()).append('\n');
    out.append("players: ").append(header.players()).append('\n');
    header.options().forEach((k, v) -> out.append("option ").append(k).append(": ").append(v).append('\n'));
    out.append("mode: ").append(header.openLog() ? "open" : "committed").append('\n');
    header.seed().ifPresent(seed -> out.append("seed: ").append(seed).append('\n'));
    if (!header.seats().isEmpty()) {
      out.append("seats: ").append(String.join(", ", header.seats())).append('\n');
    }
    out.append("---\n");
    for (Line line : lines) {
      out.append(line.seat()).append(' ').append(line.action());
      line.stateHash().ifPresent(hash -> out.append(" ; ").append(hash));
      out.append('\n');
    }
    endHash.ifPresent(hash -> out.append("state-hash: ").append(hash.value()).append('\n'));
    outcome.ifPresent(text -> out.append("outcome: ").append(text.value()).append('\n'));
    audit.ifPresent(text -> out.append("audit: ").append(text.value()).append('\n'));
    return out.toString();
  }
}
