package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.canon.StateHash;
import roundtable.core.log.ActionLog;
import roundtable.core.table.GameState;
import roundtable.desktop.Main;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.board.Seen;

/** A stored game told to a board as a table tells it: forward, back, playing at a speed. */
@Timeout(60)
class ReplayTableTest {
  private static final Words WORDS = Words.of(Language.ENGLISH);
  /** A morrigan game between random bots, as {@code selfplay --hashes} writes it. */
  private static String morrigan;

  @BeforeAll
  static void record() {
    StringWriter out = new StringWriter();
    int code = Main.run(new String[] {"selfplay", "--game", "morrigan", "--seed", "3", "--hashes"},
        new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
    assertEquals(0, code);
    morrigan = out.toString();
  }

  private static GameRecord<?> opened(String text) {
    return assertInstanceOf(GameRecord.Opened.class, GameRecord.of(text)).record();
  }

  @Test
  void theBoardSeesTheSetupAsASpectatorWithTheSeatsNamed() {
    check(opened(morrigan), ReplayTableTest::setupAsSpectator);
  }

  private static <S extends GameState> void setupAsSpectator(GameRecord<S> record) {
    Recorder<S> heard = new Recorder<>();
    ReplayTable<S> table = new ReplayTable<>(record.played(), record.names(WORDS), Post.direct());
    table.open(heard);
    assertEquals(List.of("begun"), heard.calls);
    assertEquals(StateHash.hex(record.played().game().setup(record.played().config())), StateHash.hex(heard.begun));
    assertEquals(-1, heard.seen.seat());
    assertEquals("Bot 1, random", heard.seen.names().get(0), "selfplay names its seats by their bots");
    assertEquals(ReplayPosition.start(actions(record).size()), table.position());
  }

  @Test
  void forwardToTheEndTellsEachActionOfTheRecordThenTheEnding() {
    check(opened(morrigan), ReplayTableTest::toTheEnd);
  }

  private static <S extends GameState> void toTheEnd(GameRecord<S> record) {
    Recorder<S> heard = new Recorder<>();
    ReplayTable<S> table = new ReplayTable<>(record.played(), record.names(WORDS), Post.direct());
    table.open(heard);
    List<ActionLog.Entry> actions = actions(record);
    assertTrue(actions.size() > 50, actions.size() + " actions");
    while (!table.position().atEnd()) {
      table.forward();
    }
    table.forward(); // nothing more
    assertEquals(actions.size(), heard.applied.size());
    for (int i = 0; i < actions.size(); i++) {
      assertEquals(actions.get(i).seat(), heard.applied.get(i).seat(), "step " + i);
      assertEquals(actions.get(i).action(), heard.applied.get(i).action(), "step " + i);
      assertEquals(actions.get(i).stateHash(), StateHash.hex(heard.applied.get(i).before()), "step " + i);
    }
    assertEquals(record.played().stateHash(), StateHash.hex(heard.now()));
    assertEquals("ended", heard.calls.get(heard.calls.size() - 1));
    assertEquals(record.played().outcome(), heard.ending.outcome());
    assertEquals(record.played().audit(), heard.ending.audit(), "morrigan's cards are audited");
  }

  @Test
  void backTellsTheBoardItWentBackToTheStepBeforeWithWhatWasDoneUpToIt() {
    check(opened(morrigan), ReplayTableTest::back);
  }

  @SuppressWarnings("unchecked")
  private static <S extends GameState> void back(GameRecord<S> record) {
    TableFeed.Listener<S> board = mock(TableFeed.Listener.class);
    ReplayTable<S> table = new ReplayTable<>(record.played(), record.names(WORDS), Post.direct());
    table.open(board);
    table.back(); // nothing before the setup
    for (int i = 0; i < 5; i++) {
      table.forward();
    }
    table.back();
    assertEquals(4, table.position().step());
    String fourth = actions(record).get(4).stateHash(); // the state the fifth action was made on
    verify(board, times(5)).applied(any(), anyInt(), any(), any());
    verify(board).rewound(argThat(state -> StateHash.hex(state).equals(fourth)), any(Seen.class),
        argThat(past -> past.size() == 4 && past.get(3).action().equals(actions(record).get(3).action())));
    verify(board, never()).ended(any());
  }

  @Test
  void playingStepsOnByItselfAtTheChosenSpeedUntilPaused() {
    check(opened(morrigan), ReplayTableTest::playing);
  }

  private static <S extends GameState> void playing(GameRecord<S> record) {
    Recorder<S> heard = new Recorder<>();
    ReplayTable<S> table = new ReplayTable<>(record.played(), record.names(WORDS), Post.direct());
    table.open(heard);
    table.advance(5);
    assertEquals(0, heard.applied.size(), "paused at first");
    table.playOrPause();
    table.advance(0.3f);
    assertEquals(0, heard.applied.size(), "half a second an action");
    table.advance(0.3f);
    assertEquals(1, heard.applied.size());
    table.faster();
    table.advance(0.25f);
    assertEquals(2, heard.applied.size(), "a quarter second");
    table.advance(10);
    assertEquals(3, heard.applied.size(), "one action a frame at most");
    table.playOrPause();
    table.advance(10);
    assertEquals(3, heard.applied.size(), "paused");
    assertEquals(3, table.position().step());
  }

  @Test
  void theBoardAfterStepsBackShowsWhatItShowsAfterStepsForward() {
    check(opened(morrigan), ReplayTableTest::sameBoard);
  }

  private static <S extends GameState> void sameBoard(GameRecord<S> record) {
    ReplayTable<S> there = new ReplayTable<>(record.played(), record.names(WORDS), Post.direct());
    BoardModel<S> back = new BoardModel<>(there, Boards.create(there.game()));
    there.open(back);
    while (!there.position().atEnd()) {
      there.forward();
    }
    assertTrue(back.ending().isPresent());
    for (int i = 0; i < 20; i++) {
      there.back();
    }
    ReplayTable<S> straight = new ReplayTable<>(record.played(), record.names(WORDS), Post.direct());
    BoardModel<S> forward = new BoardModel<>(straight, Boards.create(straight.game()));
    straight.open(forward);
    while (straight.position().step() < there.position().step()) {
      straight.forward();
    }
    assertTrue(back.ending().isEmpty(), "stepping back from the end takes the ending away");
    for (BoardModel<S> model : List.of(forward, back)) {
      model.animator().finish();
      model.tick();
    }
    assertEquals(forward.log(WORDS), back.log(WORDS));
    assertEquals(forward.prompt(WORDS), back.prompt(WORDS));
    assertEquals(StateHash.hex(forward.state()), StateHash.hex(back.state()));
    assertEquals(forward.animator().scene(), back.animator().scene());
  }

  @Test
  void aMissingFileOrAWrongLineIsSaidAsReplaySaysIt(@TempDir Path dir) throws Exception {
    var missing = assertInstanceOf(GameRecord.Unreadable.class, GameRecord.read(dir.resolve("nothing.log")));
    assertEquals(GameRecord.Why.NO_SUCH_FILE, missing.why());
    assertEquals("no such file", missing.english());
    Path bad = dir.resolve("bad.log");
    Files.writeString(bad, morrigan.replaceFirst("\n0 ", "\n0 fly "));
    var refused = assertInstanceOf(GameRecord.Refused.class, GameRecord.read(bad));
    assertTrue(refused.error().startsWith("line "), refused.error());
  }

  @Test
  void aRecordThatNamesEverySeatApartKeepsItsNames() {
    int players = opened(morrigan).played().config().players();
    String seats = String.join(", ", List.of("Ann", "Bob", "Cid", "Dee", "Eve", "Fay").subList(0, players));
    String named = morrigan.replaceFirst("seats: [^\n]*", "seats: " + seats);
    assertEquals("Ann", opened(named).names(WORDS).get(0));
    assertEquals("Robot 2, " + Words.of(Language.FRENCH).get("lobby.bot.random"),
        opened(morrigan).names(Words.of(Language.FRENCH)).get(1));
    String shared = morrigan.replaceFirst("seats: [^\n]*", "seats: " + String.join(", ", java.util.Collections.nCopies(players, "ann")));
    assertEquals("Seat 2 (ann)", opened(shared).names(WORDS).get(1));
  }

  private static <S extends GameState> List<ActionLog.Entry> actions(GameRecord<S> record) {
    return record.played().actions().entries().stream()
        .filter(e -> !(e.action() instanceof roundtable.core.crypto.PokerStep.Audit)).toList();
  }

  private static void check(GameRecord<?> record, java.util.function.Consumer<GameRecord<?>> check) {
    check.accept(record);
  }
}
