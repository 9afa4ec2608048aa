package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code bench net}, run short with two peers (games of one round, at most 150 moves): the discovery
 * line and the rows are there, the crowd of spectators in its child JVM included (no timing is checked).
 */
class NetBenchTest {
  /** peers, players, spectators, flood/s (0), games, actions/game, measured, 4 latencies, the crowd's 2, verify, msgs, KB, load. */
  private static Pattern row(int spectators, String crowd) {
    return Pattern.compile(" +2 +2 +" + spectators + " +0 +\\d+ +\\d+ +\\d+( +\\d+){4} +" + crowd + " +" + crowd
        + " +\\d+ +[\\d,]+ +[\\d,.]+ +-?[\\d.]+");
  }

  @Test
  @Timeout(120) // a guard against a hang; the run takes about 15 s
  void printsTheDiscoveryLineAndARowForTwoPeersWithoutAndWithACrowd() {
    MainTest.Run run = MainTest.run("bench", "net", "--seconds", "1", "--warmup", "1", "--peers", "2",
        "--spectators", "0,2", "--option", "match=one-round", "--option", "move-limit=150");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.lines().stream().anyMatch(line -> line.startsWith("discovery: ")), run.out());
    List<String> plain = run.lines().stream().filter(line -> row(0, "-").matcher(line).matches()).toList();
    assertEquals(1, plain.size(), run.out());
    List<String> crowd = run.lines().stream().filter(line -> row(2, "\\d+").matcher(line).matches()).toList();
    assertEquals(1, crowd.size(), run.out());
  }

  @Test
  @Timeout(120)
  void aCrowdOfSinksIsServedButMeasuresNothing() {
    MainTest.Run run = MainTest.run("bench", "net", "--seconds", "1", "--warmup", "0", "--peers", "2",
        "--spectators", "3", "--crowd", "sink", "--option", "match=one-round", "--option", "move-limit=150");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("--crowd sink"), run.out());
    assertEquals(1, run.lines().stream().filter(line -> row(3, "-").matcher(line).matches()).count(), run.out());
  }

  @Test
  void refusesACrowdItDoesNotKnow() {
    MainTest.Run run = MainTest.run("bench", "net", "--crowd", "lurk");
    assertEquals(2, run.code());
    assertTrue(run.err().contains("--crowd") && run.err().contains("replay, sink"), run.err());
  }

  @Test
  void refusesAFloodOfMoreThanTenThousandLinesASecond() {
    MainTest.Run run = MainTest.run("bench", "net", "--chat-flood", "10001");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("roundtable: --chat-flood takes 0 to 10000 lines a second, not 10001"), run.err());
  }

  @Test
  void refusesACrowdCpuItDoesNotKnow() {
    MainTest.Run run = MainTest.run("bench", "net", "--crowd-cpu", "fast");
    assertEquals(2, run.code());
    assertTrue(run.err().contains("--crowd-cpu") && run.err().contains("nice, idle"), run.err());
  }

  @Test
  void refusesOnePeer() {
    MainTest.Run run = MainTest.run("bench", "net", "--peers", "1");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("roundtable: --peers takes 2 to 64"), run.err());
  }
}
