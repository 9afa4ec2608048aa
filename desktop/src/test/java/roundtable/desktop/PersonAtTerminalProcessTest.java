package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A person at a terminal joins a table with {@code join} and no {@code --bot}: they are shown their
 * moves, type them (here a script types "1", the first legal move, each time), say something to the
 * table, and the game ends the same way for the host and for them.
 */
class PersonAtTerminalProcessTest {
  private static final Pattern TABLE = Pattern.compile("table: \\S+ conquest on 127\\.0\\.0\\.1:(\\d+)");

  @Test
  @Timeout(90)
  void aPersonTypesTheirMovesAndTalksToTheTable(@TempDir Path dir) throws Exception {
    try (PeerProcess host = new PeerProcess(dir, "host", List.of(), List.of("host", "--game", "conquest", "--name",
        "attic", "--players", "2", "--bots", "1", "--bind", "127.0.0.1", "--no-announce", "--stay", "2000", "--idle",
        "60", "--home", dir.resolve("host").toString(), "--option", "match=one-round", "--option", "move-limit=150"))) {
      Matcher m = TABLE.matcher(host.await(l -> TABLE.matcher(l).matches(), "table line", 30));
      assertTrue(m.matches());
      try (PeerProcess alice = new PeerProcess(dir, "alice", List.of(), List.of("join", "127.0.0.1:" + m.group(1),
          "--name", "alice", "--idle", "60", "--home", dir.resolve("alice").toString()))) {
        try (Writer typed = new OutputStreamWriter(alice.process.getOutputStream(), StandardCharsets.UTF_8)) {
          typed.write("say hello from alice\n");
          typed.write("1\n".repeat(200));
        }
        assertEquals(0, alice.finish(60), alice.transcript());
        assertEquals(0, host.finish(60), host.transcript());
        assertEquals(host.ending(), alice.ending());
        assertTrue(alice.lines().stream().anyMatch(l -> l.startsWith("your move (number or action")), alice.transcript());
        assertTrue(alice.lines().stream().anyMatch(l -> l.matches("seat 1: .*\\(this peer, person\\)")),
            alice.transcript());
        assertTrue(host.lines().contains("chat alice: hello from alice"), host.transcript());
        // the draw of the first player: the host's script reads its steps, the person only the moves
        assertTrue(host.lines().stream().anyMatch(l -> l.matches("\\d commit .*")), host.transcript());
        assertFalse(alice.lines().stream().anyMatch(l -> l.matches("\\d (commit|reveal) .*")), alice.transcript());
        assertTrue(alice.lines().stream().anyMatch(l -> l.matches("\\d (unstack|restack|slide) .*")), alice.transcript());
        // the host's move is printed before the position it made, not under its prompt: the last move
        // printed before each position shown (but the first) is the host's
        String last = null;
        int positions = 0;
        for (String line : alice.lines()) {
          if (line.matches("\\d (unstack|restack|slide) .*")) {
            last = line;
          } else if (line.startsWith("your move (number or action") && last != null) {
            positions++;
            assertTrue(last.startsWith("0 "), "the last move printed before a position is " + last + ":\n"
                + alice.transcript());
          }
        }
        assertTrue(positions > 5, alice.transcript());
        // the script's 200 lines outlast the game: its input ended, but the seat never waited for more
        assertFalse(alice.lines().contains("input closed: the seat waits"), alice.transcript());
      }
    }
  }
}
