package roundtable.core.log;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import roundtable.core.replay.Replay;

/**
 * Not a check: when the state's canonical encoding changes on purpose (docs/protocol.md), this
 * rewrites the state hashes of the golden logs in {@code src/test/resources/logs} from a replay of
 * their actions, everything else kept. Run it with {@code ./mvnw -pl core test
 * -Dtest=RehashGoldenLogs -Droundtable.rehash=true}, then commit the logs alone, saying why.
 */
@EnabledIfSystemProperty(named = "roundtable.rehash", matches = "true")
class RehashGoldenLogs {
  private static final Path LOGS = Path.of("src", "test", "resources", "logs");

  @Test
  void rewritesEveryGoldenLogsHashes() throws Exception {
    try (var files = Files.list(LOGS)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".log")).sorted().toList()) {
        Files.writeString(file, rehashed(Files.readString(file, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
      }
    }
  }

  static String rehashed(String text) throws LogException {
    LogFile log = LogFile.parse(text);
    List<LogFile.Line> bare = new ArrayList<>();
    for (LogFile.Line line : log.lines()) {
      bare.add(LogFile.Line.of(line.seat(), line.action(), Optional.empty()));
    }
    Replay.Played<?> played = assertInstanceOf(Replay.Played.class, Replay.run(LogFile.of(log.header(), bare)));
    List<ActionLog.Entry> entries = played.actions().entries();
    String[] out = text.split("\n", -1);
    for (int i = 0; i < log.lines().size(); i++) {
      LogFile.Line line = log.lines().get(i);
      if (line.stateHash().isPresent()) {
        int at = line.number() - 1;
        out[at] = out[at].replace(line.stateHash().get(), entries.get(i).stateHash());
      }
    }
    if (log.endHash().isPresent()) {
      int at = log.endHash().get().number() - 1;
      out[at] = out[at].replace(log.endHash().get().value(), played.stateHash());
    }
    return String.join("\n", out);
  }
}
