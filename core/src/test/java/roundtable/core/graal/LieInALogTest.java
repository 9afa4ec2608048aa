package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Selfplay;
import roundtable.core.log.LogFile;
import roundtable.core.log.LogNotation;
import roundtable.core.replay.Replay;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

/**
 * Issue 23.1 as it was found: {@code selfplay --game graal --players 3 --seed 10}, the log cut
 * before the winner's last lay, and that lay written again naming the card "graal". The replay
 * declares nothing on the card before it is opened and blames nobody for seeds not yet due; with
 * the card's shares appended, the lie is named.
 */
class LieInALogTest {
  @Test
  void aLastCardNamedGraalWinsNothingAndIsNamedOnceItsSharesCome() throws Exception {
    TableConfig config = TableConfig.of(Graal.GAME, 3, Map.of(), false);
    var seats = Bots.seats(Graal.GAME, List.of("random", "random", "random"), new SplittableRandom(10));
    Selfplay.Recorded<GraalState> played = Selfplay.play(Graal.GAME, config, seats, 50_000);
    Outcome outcome = played.result().outcome().orElseThrow();
    int winner = outcome.winners().get(0);
    LogFile.Header header = LogFile.Header.of("graal", config, OptionalLong.of(10), List.of("bot:random", "bot:random",
        "bot:random"));
    List<LogFile.Line> lines = played.log().lines(false);
    int last = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).seat() == winner && lines.get(i).action().startsWith("lay ")) {
        last = i;
      }
    }
    String[] words = lines.get(last).action().split(" ");
    String id = words[1].substring(0, words[1].indexOf('='));
    String truth = words[1].substring(words[1].indexOf('=') + 1);
    String named = truth.equals("graal") ? "siege" : "graal";
    List<LogFile.Line> cut = new ArrayList<>(lines.subList(0, last));
    cut.add(LogFile.Line.of(winner, "lay " + id + "=" + named, java.util.Optional.empty()));

    Replay.Played<?> waiting = assertInstanceOf(Replay.Played.class, Replay.run(LogFile.of(header, cut).format()));
    assertEquals("unfinished", waiting.outcomeText(), "no winner on a card not yet opened");
    assertTrue(waiting.diagram().endsWith("Send your decryption shares\n"), waiting.diagram());
    assertEquals("not yet: no seat has published its seeds", waiting.auditText(), "nobody is blamed for seeds not yet due");

    // The card's shares, read as the replay reads them, played on from where it stopped.
    GraalState s = (GraalState) waiting.state();
    Notation notation = LogNotation.of(Graal.GAME);
    for (LogFile.Line l : lines.subList(last + 1, lines.size())) {
      if (l.action().startsWith("shares " + id + ":")) {
        s = Graal.GAME.apply(s, l.seat(), notation.parse(l.action())).state();
      }
    }
    String cheat = "cheat: seat " + winner + " named " + named + " but laid " + truth;
    assertEquals(cheat, s.outcome().text());
    assertEquals(List.of(), s.outcome().winners());
    assertTrue(Graal.GAME.diagram(s).endsWith("over: " + cheat + "\n"), Graal.GAME.diagram(s));
  }
}
