package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.description;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import roundtable.core.table.Event;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.net.session.TableNews;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.board.Seen;

/** What the board offers the window's seat: the rules' legal moves, and nothing else. */
@Timeout(20)
class BoardModelTest {
  private static final Conquest GAME = Conquest.GAME;
  private static final Words WORDS = Words.of(Language.ENGLISH);

  /** The table behind the board: a stand-in that only hears what the board chose. */
  private final TableFeed<ConquestState> feed = conquestFeed();
  private final SquaresBoard board = new SquaresBoard();

  @SuppressWarnings("unchecked")
  static TableFeed<ConquestState> conquestFeed() {
    TableFeed<ConquestState> feed = mock(TableFeed.class);
    when(feed.game()).thenReturn(GAME);
    return feed;
  }
  private final BoardModel<ConquestState> model = new BoardModel<>(feed, board);
  private final SeatSecrets[] secrets = {new SeatSecrets(0, new SplittableRandom(1)), new SeatSecrets(1,
      new SplittableRandom(2))};

  /** A two-player game after its first-player draw: somebody must move. */
  private ConquestState firstMove() throws Exception {
    ConquestState state = GAME.setup(TableConfig.of(GAME, 2, Map.of(), false));
    while (true) {
      var prompt = GAME.prompt(state);
      var seats = prompt.seats();
      Optional<Integer> drawing = seats.keySet().stream().filter(s -> seats.get(s) != Decision.MOVE).findFirst();
      if (drawing.isEmpty()) {
        return state;
      }
      int seat = drawing.get();
      state = GAME.apply(state, seat, RandomnessPlayer.<ConquestState>of(secrets[seat]).act(GAME, state, seat)).state();
    }
  }

  private static int toMove(ConquestState state) {
    return GAME.prompt(state).seats().firstKey();
  }

  /** The board opened for the seat to move, and that seat asked its move. */
  private ConquestState asked() throws Exception {
    ConquestState state = firstMove();
    int seat = toMove(state);
    model.begun(state, new Seen(Viewer.seat(seat), secrets[seat], List.of("Ann", "Bob")));
    model.turn(seat, state, legal(state));
    return state;
  }

  private List<Action> legal(ConquestState state) {
    int seat = toMove(state);
    return GAME.legalActions(state, seat, secrets[seat]);
  }

  private void click(String square) {
    float[] at = SquaresBoard.centre(square);
    model.click(at[0], at[1]);
  }

  @Test
  void beforeTheGameBeginsTheBoardWaitsAndTakesNoClick() throws Exception {
    assertFalse(model.started());
    assertEquals(WORDS.get("board.waiting"), model.prompt(WORDS));
    click("e5");
    ConquestState state = firstMove();
    model.turn(toMove(state), state, legal(state));
    verify(feed, never()).choose(any());
    assertTrue(model.buttons().isEmpty());
  }

  @Test
  void theBoardOpensOnTheGameAsItIsWithoutAnimation() throws Exception {
    ConquestState state = firstMove();
    model.begun(state, Seen.spectator(List.of("Ann", "Bob")));
    assertTrue(model.started());
    assertTrue(model.animator().idle(), "shown at once");
    assertEquals(board.scene(state, model.seen()), model.animator().scene());
    assertFalse(model.prompt(WORDS).isBlank());
    assertEquals(List.of(), model.log(WORDS));
  }

  @Test
  void thePromptFollowsTheBoardNotTheStatesStillToBeShown() throws Exception {
    ConquestState state = firstMove();
    model.begun(state, Seen.spectator(List.of("Ann", "Bob")));
    int seat = toMove(state);
    Action move = GAME.legalActions(state, seat, secrets[seat]).get(0);
    var applied = GAME.apply(state, seat, move);
    model.applied(state, seat, move, applied);
    model.tick();
    assertEquals(GAME.prompt(applied.state()).text(), model.prompt(WORDS), "the move's steps have begun");
    int other = toMove(applied.state());
    Action answer = GAME.legalActions(applied.state(), other, secrets[other]).get(0);
    var next = GAME.apply(applied.state(), other, answer);
    model.applied(applied.state(), other, answer, next);
    model.tick();
    assertEquals(GAME.prompt(applied.state()).text(), model.prompt(WORDS), "the second move waits behind the first");
    model.animator().update(60);
    model.tick();
    assertEquals(GAME.prompt(next.state()).text(), model.prompt(WORDS), "once the board has caught up");
  }

  /**
   * Bob answers Ann's move at once and Ann is asked again while the board still plays her move:
   * her choices (and her clicks) wait until the board shows Bob's answer, the state they are for,
   * so that the buttons never stand under a prompt about another seat.
   */
  @Test
  void theChoicesWaitUntilTheBoardShowsTheStateTheyAreFor() throws Exception {
    ConquestState state = firstMove();
    int ann = toMove(state);
    model.begun(state, new Seen(Viewer.seat(ann), secrets[ann], List.of("Ann", "Bob")));
    Action move = GAME.legalActions(state, ann, secrets[ann]).get(0);
    var applied = GAME.apply(state, ann, move);
    model.applied(state, ann, move, applied);
    int bob = toMove(applied.state());
    Action answer = GAME.legalActions(applied.state(), bob, secrets[bob]).get(0);
    var next = GAME.apply(applied.state(), bob, answer);
    model.applied(applied.state(), bob, answer, next);
    model.tick();
    model.turn(ann, next.state(), GAME.legalActions(next.state(), ann, secrets[ann]));
    assertFalse(model.caughtUp(), "Bob's answer waits behind Ann's move");
    assertEquals(List.of(), model.buttons());
    for (String square : List.of("a1", "c1", "e1", "g1", "i1", "a9", "e9", "i9", "a5", "i5")) {
      click(square);
    }
    verify(feed, never()).choose(any());
    model.animator().update(60);
    model.tick();
    assertTrue(model.caughtUp());
    assertEquals(GAME.legalActions(next.state(), ann, secrets[ann]).size(), model.buttons().size(), "now offered");
  }

  @Test
  void theSeatToMoveIsOfferedExactlyTheLegalMoves() throws Exception {
    ConquestState state = asked();
    List<Action> offered = model.picker().choices().stream().map(Picker.Choice::action).toList();
    assertEquals(legal(state), offered);
    assertEquals(legal(state).size(), model.buttons().size(), "every legal move is a button too");
    Set<String> starts = new HashSet<>();
    legal(state).forEach(a -> starts.add(board.clicks(a).get(0)));
    assertEquals(starts, model.picker().next(), "the squares lit are those where a legal move starts");
  }

  @Test
  void clickingTheSquaresOfALegalMoveMakesIt() throws Exception {
    ConquestState state = asked();
    Action move = legal(state).get(legal(state).size() / 2);
    List<String> clicks = board.clicks(move);
    for (String square : clicks.subList(0, clicks.size() - 1)) {
      click(square);
      verify(feed, never().description("not yet: " + model.picker().picked())).choose(any());
    }
    click(clicks.get(clicks.size() - 1));
    verify(feed).choose(move);
    assertTrue(model.picker().choices().isEmpty(), "nothing more to choose until asked again");
    click(clicks.get(0));
    verify(feed, description("a second move can't be made before the table moves on")).choose(any());
  }

  @Test
  void aClickThatStartsNoLegalMoveIsIgnored() throws Exception {
    ConquestState state = asked();
    Set<String> lit = model.picker().next();
    List<String> unlit = new ArrayList<>();
    for (char file = 'a'; file <= 'i'; file++) {
      for (int rank = 1; rank <= 9; rank++) {
        String square = "" + file + rank;
        if (!lit.contains(square)) {
          unlit.add(square);
        }
      }
    }
    assertFalse(unlit.isEmpty());
    for (String square : unlit) {
      click(square);
      assertEquals(List.of(), model.picker().picked(), square + " is not lit");
    }
    model.click(-50, -50); // off the board
    model.click(5_000, 5_000);
    verify(feed, never()).choose(any());
    assertEquals(legal(state).size(), model.buttons().size());
  }

  @Test
  void aButtonNotOfferedIsIgnored() throws Exception {
    ConquestState state = asked();
    Picker.Choice offered = model.picker().choices().get(0);
    model.choose(new Picker.Choice(new roundtable.core.conquest.Move.Slide(0, 80), List.of(), ""));
    verify(feed, never()).choose(any());
    model.choose(offered);
    verify(feed).choose(offered.action());
    assertEquals(legal(state).get(0), offered.action());
  }

  @Test
  void undoTakesBackTheClicks() throws Exception {
    ConquestState state = asked();
    Action move = legal(state).get(0);
    click(board.clicks(move).get(0));
    assertEquals(1, model.picker().picked().size());
    model.undo();
    assertEquals(List.of(), model.picker().picked());
    assertEquals(legal(state).size(), model.buttons().size());
  }

  @Test
  void aMoveIsAnimatedAndLoggedAndAnOldQuestionIsIgnored() throws Exception {
    ConquestState before = asked();
    int seat = toMove(before);
    Action move = legal(before).get(0);
    Applied<ConquestState> applied = GAME.apply(before, seat, move);
    int version = model.version();
    model.applied(before, seat, move, applied);

    assertTrue(model.version() > version);
    assertEquals(applied.state(), model.state());
    assertFalse(model.animator().idle(), "the move is animated");
    assertEquals(board.scene(applied.state(), model.seen()), model.animator().scene(), "towards the new state");
    assertTrue(model.picker().choices().isEmpty(), "the old choices are gone");
    assertEquals(applied.events().size(), model.log(WORDS).size(), "a line per event: " + applied.events());
    assertEquals(applied.events().get(0).text(), model.log(WORDS).get(0));

    model.turn(seat, before, legal(before));
    assertTrue(model.picker().choices().isEmpty(), "asked about a state the board has moved past");
    click(board.clicks(move).get(0));
    verify(feed, never()).choose(any());

    int next = toMove(applied.state());
    model.turn(next, applied.state(), GAME.legalActions(applied.state(), next, secrets[next]));
    assertFalse(model.picker().choices().isEmpty(), "asked about the state as it is now");
  }

  /** A peer that works the state out again holds an equal state, not the same object. */
  @Test
  void aQuestionAboutTheSameStateWorkedOutAgainIsAnswered() throws Exception {
    ConquestState state = firstMove();
    int seat = toMove(state);
    model.begun(state, new Seen(Viewer.seat(seat), secrets[seat], List.of("Ann", "Bob")));
    ConquestState again = new BoardModelTest().firstMove();
    assertTrue(again != state);
    model.turn(seat, again, legal(again));
    assertEquals(legal(state), model.picker().choices().stream().map(Picker.Choice::action).toList());
  }

  @Test
  void theEndIsSaidAndTakesNoMoreClicks() throws Exception {
    asked();
    model.ended(new TableFeed.Ending(Optional.of(Outcome.draw(new Event.Note("drawn"))), Optional.empty(), Optional.empty()));
    assertEquals(WORDS.get("board.over"), model.prompt(WORDS));
    assertTrue(model.picker().choices().isEmpty());
    assertTrue(model.ending().isPresent());
    BoardModel<ConquestState> stopped = new BoardModel<>(feed, board);
    stopped.begun(firstMove(), Seen.spectator(List.of("Ann", "Bob")));
    stopped.ended(TableFeed.Ending.stopped(new Stop.Failed("a bot loop")));
    assertEquals(WORDS.get("board.stopped"), stopped.prompt(WORDS));
  }

  @Test
  void aTableThatStopsBeforeItBeginsSaysSo() {
    model.ended(TableFeed.Ending.stopped(new Stop.Failed("a bug in setup")));
    assertEquals(WORDS.get("board.stopped"), model.prompt(WORDS), "not waiting for ever");
    assertFalse(model.started());
  }

  @Test
  void newsIsKeptAndSaidInTheWindowsLanguageTheOwnChatMarked() {
    model.news(new TableNews.Chat("Bob", "hello", false));
    model.news(new TableNews.Chat("Ann", "hi Bob", true));
    model.news(new TableNews.Away(List.of(1), "Bob", 120));
    assertEquals(List.of("Bob: hello", "Ann (you): hi Bob", "Bob is away: the table waits (at most 120 s)."),
        model.news(WORDS));
    assertEquals(List.of("Bob : hello", "Ann (vous) : hi Bob", "Bob est absent : la table attend (au plus 120 s)."),
        model.news(Words.of(Language.FRENCH)));
  }

  @Test
  void aNewsStaysAmongTheMovesMadeWhenItCameNotUnderTheLaterOnes() throws Exception {
    ConquestState state = firstMove();
    int seat = toMove(state);
    model.begun(state, new Seen(Viewer.seat(seat), secrets[seat], List.of("Ann", "Bob")));
    model.news(new TableNews.Stalled(10, 0, List.of(new TableNews.Waiting(seat, "Ann", Decision.MOVE, false, false))));
    Action move = GAME.legalActions(state, seat, secrets[seat]).get(0);
    var applied = GAME.apply(state, seat, move);
    model.applied(state, seat, move, applied);
    model.news(new TableNews.Chat("Bob", "well played", false));
    List<BoardModel.LogLine> timeline = model.timeline(WORDS);
    List<String> moves = model.log(WORDS);
    assertEquals(moves.size() + 2, timeline.size());
    assertEquals(new BoardModel.LogLine("Nothing moved for 10 s: the table waits for you (a move).", true), timeline.get(0),
        "said before the move, it stays before it");
    assertEquals(moves, timeline.subList(1, timeline.size() - 1).stream().map(BoardModel.LogLine::text).toList());
    assertEquals(new BoardModel.LogLine("Bob: well played", true), timeline.get(timeline.size() - 1));
  }

  @Test
  void aLongStallIsOneLineThatCountsTheSecondsNotALineEveryTenSeconds() {
    TableNews.Waiting bob = new TableNews.Waiting(1, "Bob", Decision.MOVE, false, true);
    model.news(new TableNews.Stalled(10, 4, List.of(bob)));
    model.news(new TableNews.Stalled(20, 4, List.of(bob)));
    model.news(new TableNews.Stalled(30, 4, List.of(bob)));
    assertEquals(List.of("Nothing moved for 30 s: the table waits for Bob (a move, away)."), model.news(WORDS));
    model.news(new TableNews.Chat("Ann", "Bob?", true));
    model.news(new TableNews.Stalled(40, 4, List.of(bob)));
    assertEquals(List.of("Nothing moved for 30 s: the table waits for Bob (a move, away).", "Ann (you): Bob?",
        "Nothing moved for 40 s: the table waits for Bob (a move, away)."), model.news(WORDS),
        "a chat line between them keeps both");
    model.news(new TableNews.Stalled(10, 5, List.of(bob)));
    assertEquals("Nothing moved for 10 s: the table waits for Bob (a move, away).", model.news(WORDS).get(2),
        "a step the log has no line for: the wait now, not the one before");
  }

  /**
   * A whole local game played at the window against a bot, through the board's clicks and buttons,
   * the table's posts run on this thread as the window would run them.
   */
  @ParameterizedTest
  @ValueSource(strings = {"2 match=one-round", "4 turn-order=tokens-secret,match=one-round"})
  void aWholeGameIsPlayedThroughTheBoard(String table) throws Exception {
    String[] words = table.split(" ");
    int players = Integer.parseInt(words[0]);
    Map<String, String> options = new java.util.TreeMap<>();
    for (String option : words[1].split(",")) {
      options.put(option.split("=")[0], option.split("=")[1]);
    }
    List<String> kinds = new ArrayList<>(java.util.Collections.nCopies(players, "random"));
    kinds.set(players - 1, LocalTable.PERSON);
    Inbox inbox = new Inbox();
    try (LocalTable<ConquestState> local = new LocalTable<>(GAME, TableConfig.of(GAME, players, options, false), kinds,
        17, 0, inbox)) {
      BoardModel<ConquestState> window = new BoardModel<>(local, new SquaresBoard());
      List<String> blank = new ArrayList<>();
      int[] events = {0};
      int[] moves = {0};
      TableFeed.Listener<ConquestState> counting = new TableFeed.Listener<>() {
        @Override
        public void begun(ConquestState state, Seen seen) {
          window.begun(state, seen);
        }

        @Override
        public void applied(ConquestState before, int seat, Action action, Applied<ConquestState> applied) {
          events[0] += applied.events().size();
          window.applied(before, seat, action, applied);
        }

        @Override
        public void turn(int seat, ConquestState state, List<Action> legal) {
          window.turn(seat, state, legal);
        }

        @Override
        public void ended(TableFeed.Ending ending) {
          window.ended(ending);
        }

        @Override
        public void news(TableNews told) {
          window.news(told);
        }
      };
      local.open(counting);
      inbox.runUntil(() -> window.ending().isPresent(), () -> {
        if (window.prompt(WORDS).isBlank()) {
          blank.add("after " + events[0] + " events, prompt " + GAME.prompt(window.state()));
        }
        window.animator().update(1_000);
        window.tick(); // as the screen does each frame: the board catches up, the choices are offered
        if (!window.picker().choices().isEmpty()) {
          Picker.Choice choice = window.picker().choices().get(moves[0]++ % window.picker().choices().size());
          assertEquals(GAME.legalActions(window.state(), players - 1, window.seen().knowledge()),
              window.picker().choices().stream().map(Picker.Choice::action).toList());
          List<String> clicks = window.seen() == null ? List.of() : new SquaresBoard().clicks(choice.action());
          if (clicks.isEmpty()) {
            window.choose(choice);
          } else {
            for (String square : clicks) {
              float[] at = SquaresBoard.centre(square);
              window.click(at[0], at[1]);
            }
          }
          assertTrue(window.picker().choices().isEmpty(), "chosen: " + choice.action());
        }
      }, 10);
      assertTrue(moves[0] > 0, "the window's seat played");
      assertTrue(window.ending().orElseThrow().outcome().isPresent(), window.ending().toString());
      assertEquals(events[0], window.log(WORDS).size(), "a log line per event");
      assertEquals(List.of(), blank, "the prompt is never blank");
      assertEquals(WORDS.get("board.over"), window.prompt(WORDS));
    }
  }

  @Test
  void theBoardIsToldTheWindowsWordsOnceAndDrawnAgainInANewLanguage() throws Exception {
    @SuppressWarnings("unchecked")
    roundtable.desktop.client.board.BoardView<ConquestState> view =
        org.mockito.Mockito.mock(roundtable.desktop.client.board.BoardView.class);
    org.mockito.Mockito.when(view.scene(org.mockito.ArgumentMatchers.any(), org.mockito.ArgumentMatchers.any()))
        .thenReturn(roundtable.desktop.client.board.Scene.empty());
    BoardModel<ConquestState> told = new BoardModel<>(feed, view);
    told.speak(WORDS);
    told.begun(firstMove(), Seen.spectator(List.of("Ann", "Bob")));
    told.speak(WORDS); // the page built again in the same language: nothing to tell
    org.mockito.Mockito.verify(view, org.mockito.Mockito.times(1)).words(WORDS);
    org.mockito.Mockito.verify(view, org.mockito.Mockito.times(1)).scene(org.mockito.ArgumentMatchers.any(),
        org.mockito.ArgumentMatchers.any());
    Words french = Words.of(Language.FRENCH);
    told.speak(french);
    org.mockito.Mockito.verify(view).words(french);
    org.mockito.Mockito.verify(view, org.mockito.Mockito.times(2)).scene(org.mockito.ArgumentMatchers.any(),
        org.mockito.ArgumentMatchers.any());
  }
}
