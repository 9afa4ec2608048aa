package roundtable.core.log;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.regex.Pattern;

/** Reads the text of a {@link LogFile}, one line at a time, naming the first wrong line. */
final class LogParser {
  private static final Pattern HASH = Pattern.compile("[0-9a-fA-F]{64}");
  private static final List<String> KEYS = List.of("game", "players", "mode", "seed", "seats");

  private final String[] text;
  private final Map<String, Integer> keyLines = new HashMap<>();
  private final Map<String, String> header = new HashMap<>();
  private final Map<String, String> options = new TreeMap<>();
  private final List<LogFile.Line> lines = new ArrayList<>();
  private int players;
  private LogFile.Stated endHash;
  private LogFile.Stated outcome;
  private LogFile.Stated audit;

  LogParser(String text) {
    this.text = text.split("\r?\n", -1);
  }

  LogFile parse() throws LogException {
    int n = 0;
    boolean inHeader = true;
    while (n < text.length) {
      String line = text[n].strip();
      n++;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (!inHeader) {
        body(n, line);
      } else if (line.equals("---")) {
        players = checkedHeader(n);
        inHeader = false;
      } else {
        headerLine(n, line);
      }
    }
    if (inHeader) {
      int last = text[text.length - 1].isEmpty() ? text.length - 1 : text.length;
      throw new LogException(Math.max(1, last), "the header must end with a line '---'");
    }
    return new LogFile(toHeader(), lines, Optional.ofNullable(endHash), Optional.ofNullable(outcome),
        Optional.ofNullable(audit));
  }

  private void headerLine(int n, String line) throws LogException {
    int colon = line.indexOf(':');
    if (colon < 0) {
      throw new LogException(n, "expected 'key: value' in the header, or '---' before the actions");
    }
    String key = line.substring(0, colon).strip().replaceAll("\\s+", " ");
    String value = line.substring(colon + 1).strip();
    boolean option = key.startsWith("option ");
    if (!option && !KEYS.contains(key)) {
      throw new LogException(n, "unknown header '" + key + "' (known: " + String.join(", ", KEYS) + ", option <key>)");
    }
    if (keyLines.containsKey(key)) {
      throw new LogException(n, "'" + key + "' is already given on line " + keyLines.get(key));
    }
    if (value.isEmpty()) {
      throw new LogException(n, "'" + key + "' needs a value");
    }
    keyLines.put(key, n);
    if (option) {
      options.put(key.substring("option ".length()), value);
    } else {
      header.put(key, value);
    }
  }

  /** Checks the header once it is complete; returns the number of players. */
  private int checkedHeader(int n) throws LogException {
    for (String key : List.of("game", "players")) {
      if (!header.containsKey(key)) {
        throw new LogException(n, "the header has no '" + key + ":' line");
      }
    }
    int count = number(keyLines.get("players"), header.get("players"), "players");
    if (count < 1) {
      throw new LogException(keyLines.get("players"), "players must be at least 1, not " + count);
    }
    String mode = header.getOrDefault("mode", "committed");
    if (!mode.equals("committed") && !mode.equals("open")) {
      throw new LogException(keyLines.get("mode"), "mode is 'committed' or 'open', not '" + mode + "'");
    }
    if (header.containsKey("seed")) {
      seed();
    }
    if (header.containsKey("seats") && seats().size() != count) {
      throw new LogException(keyLines.get("seats"), "seats names " + seats().size() + " seats for " + count + " players");
    }
    return count;
  }

  private LogFile.Header toHeader() throws LogException {
    return new LogFile.Header(header.get("game"), players, options, header.getOrDefault("mode", "").equals("open"),
        header.containsKey("seed") ? OptionalLong.of(seed()) : OptionalLong.empty(),
        header.containsKey("seats") ? seats() : List.of(), keyLines);
  }

  private long seed() throws LogException {
    try {
      return Long.parseLong(header.get("seed"));
    } catch (NumberFormatException e) {
      throw new LogException(keyLines.get("seed"), "seed must be a whole number, not '" + header.get("seed") + "'");
    }
  }

  private List<String> seats() {
    return Arrays.stream(header.get("seats").split(",")).map(String::strip).toList();
  }

  private void body(int n, String line) throws LogException {
    if (line.startsWith("state-hash:")) {
      endHash = once(n, endHash, "state-hash", hash(n, line.substring("state-hash:".length()).strip()));
    } else if (line.startsWith("outcome:")) {
      outcome = once(n, outcome, "outcome", line.substring("outcome:".length()).strip());
    } else if (line.startsWith("audit:")) {
      audit = once(n, audit, "audit", line.substring("audit:".length()).strip());
    } else if (endHash != null || outcome != null || audit != null) {
      throw new LogException(n, "no action may follow the final 'state-hash:', 'outcome:' or 'audit:'");
    } else {
      lines.add(action(n, line));
    }
  }

  private static LogFile.Stated once(int n, LogFile.Stated earlier, String key, String value) throws LogException {
    if (earlier != null) {
      throw new LogException(n, "'" + key + ":' is already given on line " + earlier.number());
    }
    return new LogFile.Stated(n, value);
  }

  private LogFile.Line action(int n, String line) throws LogException {
    String[] words = line.split("\\s+", 2);
    if (!words[0].chars().allMatch(Character::isDigit) || words.length < 2) {
      throw new LogException(n, "expected '<seat> <action>', the seat a number from 0 to " + (players - 1));
    }
    int seat = number(n, words[0], "seat");
    if (seat >= players) {
      throw new LogException(n, "there is no seat " + seat + " at a table of " + players + " (seats 0 to " + (players - 1) + ")");
    }
    String action = words[1];
    Optional<String> hash = Optional.empty();
    int semicolon = action.lastIndexOf(';');
    if (semicolon >= 0) {
      hash = Optional.of(hash(n, action.substring(semicolon + 1).strip()));
      action = action.substring(0, semicolon).strip();
    }
    if (action.isEmpty()) {
      throw new LogException(n, "seat " + seat + " has no action");
    }
    return new LogFile.Line(n, seat, action, hash);
  }

  private static String hash(int n, String text) throws LogException {
    if (!HASH.matcher(text).matches()) {
      throw new LogException(n, "a state hash is 64 hex digits, not '" + text + "'");
    }
    return text.toLowerCase(Locale.ROOT);
  }

  private static int number(int n, String text, String what) throws LogException {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new LogException(n, what + " must be a whole number, not '" + text + "'");
    }
  }
}
