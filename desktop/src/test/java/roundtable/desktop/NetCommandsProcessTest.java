package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands as separate JVMs on 127.0.0.1: a host with two bot seats, a joiner and a spectator
 * play secret turn order (hidden tokens by mental poker) to the same end.
 */
class NetCommandsProcessTest {
  private static final Pattern TABLE = Pattern.compile("table: \\S+ conquest on 127\\.0\\.0\\.1:(\\d+)");

  /** One {@code roundtable} process: stdout read line by line, stderr to a file. */
  static final class Peer implements AutoCloseable {
    final Process process;
    final List<String> lines = new ArrayList<>();
    final BufferedReader out;

    Peer(Path dir, String name, String... args) throws IOException {
      List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-cp", System.getProperty("java.class.path"), Main.class.getName()));
      command.addAll(List.of(args));
      process = new ProcessBuilder(command).redirectError(dir.resolve(name + ".err").toFile()).start();
      out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    String next() throws IOException {
      String line = out.readLine();
      if (line != null) {
        lines.add(line);
      }
      return line;
    }

    /** Reads to the end; the exit code. */
    int finish() throws Exception {
      while (next() != null) {
        // keep reading
      }
      assertTrue(process.waitFor(30, TimeUnit.SECONDS));
      return process.exitValue();
    }

    List<String> end() {
      return lines.subList(Math.max(0, lines.size() - 3), lines.size());
    }

    @Override
    public void close() {
      process.destroyForcibly();
    }
  }

  @Test
  @Timeout(60)
  void aHostAJoinerAndASpectatorInTheirOwnJvmsEndTheSameWay(@TempDir Path dir)
      throws Exception {
    String[] options = {"--option", "match=one-round", "--option", "move-limit=150", "--option", "turn-order=tokens-secret"};
    List<String> hostArgs = new ArrayList<>(List.of("host", "--game", "conquest", "--name", "attic", "--players", "3",
        "--bots", "2", "--bind", "127.0.0.1", "--no-announce", "--stay", "2000", "--idle", "30"));
    hostArgs.addAll(List.of(options));
    try (Peer host = new Peer(dir, "host", hostArgs.toArray(String[]::new))) {
      String first = host.next();
      Matcher m = TABLE.matcher(String.valueOf(first));
      assertTrue(m.matches(), first);
      String address = "127.0.0.1:" + m.group(1);
      try (Peer watcher = new Peer(dir, "watcher", "spectate", address, "--idle", "30");
          Peer alice = new Peer(dir, "alice", "join", address, "--name", "alice", "--bot", "greedy", "--idle", "30")) {
        for (Peer peer : List.of(host, alice, watcher)) {
          assertEquals(0, peer.finish(), String.join("\n", peer.lines));
          assertTrue(peer.end().get(0).matches("state-hash: [0-9a-f]{64}"), String.join("\n", peer.lines));
          assertTrue(peer.end().get(1).startsWith("outcome: "));
          assertFalse(peer.end().get(1).equals("outcome: unfinished"));
          assertTrue(peer.end().get(2).startsWith("audit: verified"), "the secret tokens were dealt by mental poker");
          assertEquals(host.end(), peer.end());
        }
        assertTrue(host.lines.stream().anyMatch(l -> l.matches("\\d shuffle .{60,}…")), "hidden tokens were dealt");
      }
    }
  }
}
