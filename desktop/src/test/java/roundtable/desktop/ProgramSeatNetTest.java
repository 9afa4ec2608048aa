package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.desktop.MainTest.Run;
import roundtable.desktop.NetCommandsTest.Running;
import roundtable.desktop.program.ScriptedBot;

/**
 * Issue 27 on a real table: {@code host} and {@code join} with {@code --bot-cmd}, in one JVM on
 * 127.0.0.1, each command on its own thread. A program plays a peer's seat through the session
 * (which never waits for it) to the end of the game; every peer ends on the same state hash; a
 * program that dies mid-game leaves its seat to the built-in bot and the game still ends.
 */
class ProgramSeatNetTest {
  private static final Path DIR = Path.of("target", "bot-programs", "net");
  private static final Path JAVA_EXAMPLE = Path.of("").toAbsolutePath().getParent().resolve("examples")
      .resolve("bots").resolve("RandomBot.java");

  /** Conquest, and graalwar, whose deployment behind the screen is a secret choice. */
  @ParameterizedTest
  @CsvSource({"conquest, match=one-round", "graalwar, move-limit=200"})
  @Timeout(40)
  void aJoinersProgramPlaysAWholeGameAgainstTheHostsBot(String game, String option) throws Exception {
    Path stderr = DIR.resolve(game);
    Files.createDirectories(stderr);
    Files.deleteIfExists(stderr.resolve("roundtable-seat1.stderr"));
    Running host = new Running(NetCommandsTest.args("host --game " + game + " --name kitchen --players 2 --bots 1"
        + " --bot greedy --bind 127.0.0.1 --no-announce --seed 1 --stay 500 --option " + option));
    int port = port(host);
    Running joiner = new Running("join", "127.0.0.1:" + port, "--name", "alice", "--seed", "2",
        "--bot-cmd", ScriptedBot.command("echo", 0), "--bot-stderr", stderr.toString());
    Run joined = joiner.done();
    Run hosted = host.done();
    agree(hosted, joined);
    assertEquals("", joined.err(), "the program never failed");
    assertTrue(joined.out().contains("(this peer, bot:program(java "), joined.out());
    // What the program was sent (it wrote each line to its error output): the protocol, in order.
    List<String> sent = Files.readAllLines(stderr.resolve("roundtable-seat1.stderr"));
    assertTrue(sent.get(0).startsWith("{\"type\":\"hello\",\"protocol\":1,\"game\":\"" + game + "\","), sent.get(0));
    assertTrue(sent.get(0).contains("\"seat\":1,"), sent.get(0));
    assertTrue(sent.stream().anyMatch(l -> l.startsWith("{\"type\":\"events\",\"events\":[{\"seat\":0,")), "events");
    assertTrue(sent.stream().filter(l -> l.startsWith("{\"type\":\"act\"")).count() > 10, "requests");
    assertTrue(sent.get(sent.size() - 1).startsWith("{\"type\":\"end\",\"outcome\":"), sent.get(sent.size() - 1));
  }

  @Test
  @Timeout(60)
  void programsOnTheHostAndTheJoinerPlayAWholeMorriganDealtByMentalPoker() throws Exception {
    Path stderr = DIR.resolve("morrigan");
    Running host = new Running(NetCommandsTest.args("host --game morrigan --name cards --players 3 --bots 2"
        + " --bot greedy --bind 127.0.0.1 --no-announce --seed 3 --stay 500 --bot-ms 20000 --bot-stderr " + stderr,
        "--bot-cmd", "java '" + JAVA_EXAMPLE + "'"));
    int port = port(host);
    Running joiner = new Running("join", "127.0.0.1:" + port, "--name", "bob", "--seed", "4",
        "--bot-cmd", ScriptedBot.command("good", 0), "--bot-stderr", stderr.toString());
    Run joined = joiner.done();
    Run hosted = host.done();
    agree(hosted, joined);
    assertEquals("", hosted.err() + joined.err(), "no program failed");
    assertTrue(hosted.out().contains("seat 0: peer "), hosted.out());
    assertTrue(hosted.lines().get(1).endsWith("(this peer, bot:program(java '" + JAVA_EXAMPLE + "'))"), hosted.out());
    assertTrue(hosted.out().lines().anyMatch(l -> l.matches("\\d shuffle .*")), "dealt by mental poker");
    assertTrue(end(joined).get(2).startsWith("audit: verified: "), joined.out());
  }

  /** Its error output, without --bot-stderr, goes to the table's folder in the peer's home. */
  @Test
  @Timeout(40)
  void aProgramThatExitsMidGameLeavesItsSeatToTheGreedyBotAndTheGameEnds() throws Exception {
    Path home = DIR.resolve("exit-home");
    deleteTree(home);
    Running host = new Running(NetCommandsTest.args("host --game conquest --name exits --players 2 --bots 1"
        + " --bind 127.0.0.1 --no-announce --seed 5 --stay 500 --option match=one-round"));
    int port = host.port();
    Running joiner = new Running("join", "127.0.0.1:" + port, "--name", "carol", "--seed", "6",
        "--bot-cmd", ScriptedBot.command("exit", 3), "--home", home.toString());
    Run joined = joiner.done();
    Run hosted = host.done();
    agree(hosted, joined);
    List<String> err = joined.err().lines().toList();
    assertEquals(1, err.size(), joined.err());
    assertTrue(err.get(0).startsWith("roundtable: seat 1's program (java "), joined.err());
    assertTrue(err.get(0).contains(" exited with code 3 at step "), joined.err());
    assertTrue(err.get(0).contains("; the built-in greedy bot plays seat 1 from now on (its error output: "), joined.err());
    Path file = Path.of(err.get(0).substring(err.get(0).lastIndexOf("(its error output: ") + 19, err.get(0).length() - 1));
    assertEquals(home.resolve("tables"), file.getParent().getParent(), "in the table's folder");
    assertTrue(Files.exists(file), file.toString());
    assertEquals("", hosted.err());
  }

  /** The port on the host's 'table:' line of any game, once printed. */
  private static int port(Running host) throws InterruptedException {
    for (int i = 0; i < 200; i++) {
      Matcher m = Pattern.compile("table: \\S+ \\S+ on 127\\.0\\.0\\.1:(\\d+)\n").matcher(host.out.toString());
      if (m.lookingAt()) {
        return Integer.parseInt(m.group(1));
      }
      assertFalse(host.code.isDone(), host.err.toString());
      Thread.sleep(50);
    }
    throw new AssertionError("no table line: " + host.err);
  }

  /** Both peers end the game, on the same state hash, outcome and audit. */
  private static void agree(Run hosted, Run joined) {
    for (Run run : List.of(hosted, joined)) {
      assertEquals(0, run.code(), run.err() + run.out());
      assertFalse(run.err().contains("\tat "), run.err());
      assertTrue(end(run).get(0).matches("state-hash: [0-9a-f]{64}"), run.out());
      assertTrue(end(run).get(1).startsWith("outcome: ") && !end(run).get(1).equals("outcome: unfinished"), run.out());
    }
    assertEquals(end(hosted), end(joined));
  }

  /** The lines from 'state-hash:' on: the hash, the outcome and, where cards were dealt, the audit. */
  private static List<String> end(Run run) {
    List<String> lines = run.lines();
    int from = lines.size() - 1;
    while (from > 0 && !lines.get(from).startsWith("state-hash: ")) {
      from--;
    }
    return lines.subList(from, lines.size());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "join 127.0.0.1:47000 --name a --bot random --bot-cmd x", "join 127.0.0.1:47000 --name a --bot-cmd",
      "join 127.0.0.1:47000 --name a --bot-cmd 'x --bot-fallback clever", "host --game conquest --name t --bots 0"
      + " --bot-cmd x", "host --game conquest --name t --bot-cmd x --bot-ms 0"})
  void badArgumentsGiveTheUsageAndExitCode2(String args) {
    Run run = MainTest.run(args.split(" "));
    assertEquals(2, run.code(), run.err());
    assertTrue(run.err().startsWith("roundtable: "), run.err());
    assertTrue(run.err().contains("Usage: roundtable"), run.err());
    assertEquals("", run.out());
  }

  private static void deleteTree(Path dir) throws java.io.IOException {
    if (Files.exists(dir)) {
      try (var files = Files.walk(dir)) {
        for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
  }

  @AfterEach
  void noProgramIsLeftRunning() throws InterruptedException {
    for (int i = 0; i < 20 && ProcessHandle.current().children().findAny().isPresent(); i++) {
      Thread.sleep(100);
    }
    assertEquals(List.of(), ProcessHandle.current().children().map(p -> p.info().commandLine().orElse("?")).toList());
  }
}
