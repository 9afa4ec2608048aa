package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.desktop.MainTest.Run;

/** host, join and spectate in one JVM, on 127.0.0.1 only, each command on its own thread. */
class NetCommandsTest {
  private static final Pattern TABLE = Pattern.compile("table: \\S+ conquest on 127\\.0\\.0\\.1:(\\d+)");
  private static final String[] SHORT = {"--option", "match=one-round", "--option", "move-limit=150"};

  /** A command running on its own thread, its output readable while it runs. */
  static final class Running {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();
    final CompletableFuture<Integer> code;

    Running(String... args) {
      code = CompletableFuture.supplyAsync(() -> Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true)));
    }

    Run done() throws Exception {
      return new Run(code.get(25, TimeUnit.SECONDS), out.toString(), err.toString());
    }

    /** The port on the host's 'table:' line, once printed. */
    int port() throws InterruptedException {
      for (int i = 0; i < 200; i++) {
        Optional<String> line = out.toString().lines().findFirst();
        if (line.isPresent()) {
          Matcher m = TABLE.matcher(line.get());
          assertTrue(m.matches(), line.get());
          return Integer.parseInt(m.group(1));
        }
        assertFalse(code.isDone(), err.toString());
        Thread.sleep(50);
      }
      throw new AssertionError("no table line: " + err);
    }
  }

  static String[] args(String line, String... more) {
    String[] first = line.split(" ");
    String[] all = new String[first.length + more.length];
    System.arraycopy(first, 0, all, 0, first.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }

  static List<String> end(Run run) {
    List<String> lines = run.lines();
    return lines.subList(lines.size() - 2, lines.size());
  }

  @Test
  @Timeout(30)
  void aHostAJoinerAndASpectatorEndTheSameGameTheSameWay() throws Exception {
    Running host = new Running(args("host --game conquest --name kitchen --players 2 --bots 1 --bind 127.0.0.1"
        + " --no-announce --seed 1 --stay 1500", SHORT));
    int port = host.port();
    Running spectator = new Running("spectate", "127.0.0.1:" + port);
    Running joiner = new Running("join", "127.0.0.1:" + port, "--name", "alice", "--bot", "random", "--seed", "2");
    Run hosted = host.done();
    Run joined = joiner.done();
    Run watched = spectator.done();
    for (Run run : List.of(hosted, joined, watched)) {
      assertEquals(0, run.code(), run.err() + run.out());
      assertFalse(run.err().contains("\tat "), run.err());
      assertTrue(end(run).get(0).matches("state-hash: [0-9a-f]{64}"), run.out());
      assertTrue(end(run).get(1).startsWith("outcome: "), run.out());
      assertFalse(end(run).get(1).equals("outcome: unfinished"), run.out());
    }
    assertEquals(end(hosted), end(joined));
    assertEquals(end(hosted), end(watched));
    assertEquals("table: - conquest on 127.0.0.1:" + port, joined.lines().get(0));
    assertTrue(hosted.lines().get(1).matches("seat 0: peer [0-9a-f]{16} \\(this peer, bot:random\\)"), hosted.out());
    assertTrue(joined.lines().get(2).matches("seat 1: peer [0-9a-f]{16} \\(this peer, bot:random\\)"), joined.out());
    // The same actions at every peer (simultaneous ones may come in another order), none longer than 80.
    List<String> actions = actions(hosted);
    assertTrue(actions.size() > 10, hosted.out());
    assertEquals(actions.stream().sorted().toList(), actions(joined).stream().sorted().toList());
    assertEquals(actions.stream().sorted().toList(), actions(watched).stream().sorted().toList());
    assertTrue(watched.out().contains("over: "), "the final position: " + watched.out());
  }

  private static List<String> actions(Run run) {
    List<String> actions = run.lines().stream().filter(l -> l.matches("[01] \\S.*")).toList();
    assertTrue(actions.stream().allMatch(l -> l.length() <= 80), run.out());
    return actions;
  }

  @Test
  @Timeout(30)
  void aHostWhoseEverySeatIsABotPlaysAlone() throws Exception {
    Run run = new Running(args("host --game conquest --name solo --players 2 --bots 2 --bind 127.0.0.1"
        + " --no-announce --stay 0", SHORT)).done();
    assertEquals(0, run.code(), run.err());
    assertTrue(TABLE.matcher(run.lines().get(0)).matches(), run.out());
    assertTrue(run.lines().get(2).startsWith("seat 1: "), run.out());
    assertTrue(end(run).get(1).startsWith("outcome: "), run.out());
  }

  @Test
  void anUnreachableTableIsOneLineAndExitCode1() throws IOException {
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    for (String command : List.of("join", "spectate")) {
      Run run = MainTest.run(command, "127.0.0.1:" + port, "--name", "alice");
      assertEquals(1, run.code(), run.err());
      assertTrue(run.err().startsWith("roundtable: cannot reach 127.0.0.1:" + port + ": "), run.err());
      assertEquals(1, run.err().lines().count(), run.err());
      assertEquals("", run.out());
    }
  }

  @Test
  void noTableOnTheLanIsOneLineAndExitCode1() {
    Run run = MainTest.run("join", "--name", "alice", "--table", "no-such-table-here");
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().startsWith("roundtable: "), run.err());
    assertEquals(1, run.err().lines().count(), run.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "host", "host --game conquest", "host --game chess --name t", "host --game conquest --name t --bots 3",
      "host --game conquest --name t --bots -1", "host --game conquest --name t --bot clever",
      "host --game conquest --name t --port 70000", "host --game conquest --name t --players 9",
      "host --game conquest --name t --bind nowhere", "host --game conquest --name t --option colour=pink",
      "join", "join 127.0.0.1:47000", "join nohost --name a", "join 127.0.0.1:0 --name a",
      "join 127.0.0.1:47000 --name a --bot clever", "join 127.0.0.1:47000 --name a --game chess",
      "join 127.0.0.1:47000 --name a --table kitchen", "join 1.2.3.4:5 6.7.8.9:10 --name a",
      "join 127.0.0.1:47000 --name a --when-away maybe", "host --game conquest --name t --away-timeout 0",
      "spectate 1.2.3.4", "spectate 127.0.0.1:47000 --game chess", "spectate --nonsense"})
  void badArgumentsGiveTheUsageAndExitCode2(String args) {
    Run run = MainTest.run(args.split(" "));
    assertEquals(2, run.code(), run.err());
    assertTrue(run.err().startsWith("roundtable: "), run.err());
    assertTrue(run.err().contains("Usage: roundtable"), run.err());
    assertFalse(run.err().contains("\tat "), run.err());
    assertEquals("", run.out());
  }
}
