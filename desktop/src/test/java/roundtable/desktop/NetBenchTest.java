package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code bench net}, run short with two peers (games of one round, at most 150 moves): the discovery line and the row are there (no timing is checked). */
class NetBenchTest {
  private static final Pattern ROW = Pattern.compile(
      " +2 +2 +0 +\\d+ +\\d+ +\\d+( +\\d+){5} +[\\d,]+ +[\\d,.]+");

  @Test
  @Timeout(60) // a guard against a hang; the run takes about 6 s
  void printsTheDiscoveryLineAndARowForTwoPeers() {
    MainTest.Run run = MainTest.run("bench", "net", "--seconds", "1", "--peers", "2", "--spectators", "0",
        "--option", "match=one-round", "--option", "move-limit=150");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.lines().stream().anyMatch(line -> line.startsWith("discovery: ")), run.out());
    List<String> rows = run.lines().stream().filter(line -> ROW.matcher(line).matches()).toList();
    assertEquals(1, rows.size(), run.out());
  }

  @Test
  void refusesOnePeer() {
    MainTest.Run run = MainTest.run("bench", "net", "--peers", "1");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("roundtable: --peers takes 2 to 64"), run.err());
  }
}
