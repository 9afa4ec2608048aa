package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.core.bot.Bots;
import roundtable.core.bot.LeftSeats;
import roundtable.core.bot.Player;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.crypto.PokerStep;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.play.BoardModel.Leaving;
import roundtable.desktop.client.board.Seen;
import roundtable.net.session.TableNews;

/**
 * "Leave the game for good" on the board (issue 16): offered only to a seat at a table on the LAN
 * in a game dealt by mental poker and not over; it asks first, then tells the feed once and the
 * seat is asked nothing more; once the leave step is in, the log says so and words the open-handed
 * bot's moves, and the board watches on. The feed is a mock: what matters is what the board asks of it.
 */
@Timeout(30)
class LeaveForGoodModelTest {
  private static final Conquest GAME = Conquest.GAME;
  private static final Words ENGLISH = Words.of(Language.ENGLISH);
  private static final Words FRENCH = Words.of(Language.FRENCH);
  private static final List<String> NAMES = List.of("Ann", "Bob", "Cid");

  /** Three seats, the turn order drawn with secret tokens: dealt by mental poker. */
  private static final TableConfig POKER = TableConfig.of(GAME, 3, Map.of("turn-order", "tokens-secret"), false);
  /** Two seats, nothing hidden. */
  private static final TableConfig OPEN = TableConfig.of(GAME, 2, Map.of(), false);

  private static List<Player<ConquestState>> players;
  /** The poker game when a seat is first to move: every key is on the table. */
  private static ConquestState asked;
  private static int mover;
  /** The move that seat's bot would make: the one legal action the board is offered in these tests. */
  private static List<Action> legal;

  @BeforeAll
  static void playUntilAMove() throws Exception {
    players = Bots.seats(GAME, List.of("random", "random", "random"), new SplittableRandom(5));
    ConquestState state = GAME.setup(POKER);
    for (int steps = 0; steps < 10_000; steps++) {
      for (var named : GAME.prompt(state).seats().entrySet()) {
        if (named.getValue() == Decision.MOVE) {
          Optional<Action> move = players.get(named.getKey()).act(GAME, state, named.getKey(), Decision.MOVE);
          if (move.isPresent()) {
            asked = state;
            mover = named.getKey();
            legal = List.of(move.get());
            return;
          }
        }
      }
      state = step(state);
    }
    throw new AssertionError("no move asked");
  }

  /** One action of the first seat the prompt names that has one. */
  private static ConquestState step(ConquestState state) throws Exception {
    for (var named : GAME.prompt(state).seats().entrySet()) {
      Optional<Action> a = players.get(named.getKey()).act(GAME, state, named.getKey(), named.getValue());
      if (a.isPresent()) {
        return LeftSeats.of(GAME).apply(state, named.getKey(), a.get()).state();
      }
    }
    throw new AssertionError("nobody acts on " + GAME.prompt(state));
  }

  @SuppressWarnings("unchecked")
  private static TableFeed<ConquestState> feed(boolean lan) {
    TableFeed<ConquestState> feed = mock(TableFeed.class);
    when(feed.game()).thenReturn(GAME);
    when(feed.leavesForGood()).thenReturn(lan);
    return feed;
  }

  private static BoardModel<ConquestState> board(TableFeed<ConquestState> feed, ConquestState state, int seat) {
    BoardModel<ConquestState> model = new BoardModel<>(feed, new SquaresBoard());
    model.begun(state, seat < 0 ? Seen.spectator(NAMES)
        : new Seen(Viewer.seat(seat), roundtable.core.table.Knowledge.NOTHING, NAMES));
    return model;
  }

  @Test
  void offeredToASeatAtALanTableInAGameDealtByMentalPokerOnly() throws Exception {
    assertEquals(Leaving.OFFERED, board(feed(true), asked, mover).leaving());
    assertEquals(Leaving.OFFERED, board(feed(true), asked, (mover + 1) % 3).leaving(), "not only on its turn");
    assertEquals(Leaving.NONE, board(feed(false), asked, mover).leaving(), "a local game against bots");
    assertEquals(Leaving.NONE, board(feed(true), asked, -1).leaving(), "a spectator");
    assertEquals(Leaving.NONE, board(feed(true), GAME.setup(OPEN), 0).leaving(), "no mental poker: no key to publish");
    BoardModel<ConquestState> ended = board(feed(true), asked, mover);
    ended.ended(new TableFeed.Ending(Optional.of(Outcome.draw(new roundtable.core.table.Event.Note("drawn"))), Optional.empty(), Optional.empty()));
    assertEquals(Leaving.NONE, ended.leaving(), "a game over");
    BoardModel<ConquestState> before = new BoardModel<>(feed(true), new SquaresBoard());
    assertEquals(Leaving.NONE, before.leaving(), "before the game begins");
  }

  @Test
  void itAsksFirstAndStayingSendsNothing() throws Exception {
    TableFeed<ConquestState> feed = feed(true);
    BoardModel<ConquestState> model = board(feed, asked, mover);
    model.turn(mover, asked, legal);
    model.leaveForGood();
    verify(feed, never()).leaveForGood(); // not without asking
    int version = model.version();
    model.askLeave();
    assertEquals(Leaving.ASKING, model.leaving());
    assertTrue(model.version() > version, "the panel is built again with the question");
    assertFalse(model.picker().choices().isEmpty(), "the moves stay on offer while it asks");
    model.stay();
    assertEquals(Leaving.OFFERED, model.leaving());
    verify(feed, never()).leaveForGood();
  }

  @Test
  void confirmedItTellsTheFeedOnceAndTheSeatIsAskedNothingMore() throws Exception {
    TableFeed<ConquestState> feed = feed(true);
    BoardModel<ConquestState> model = board(feed, asked, mover);
    model.turn(mover, asked, legal);
    model.askLeave();
    model.leaveForGood();
    verify(feed, times(1)).leaveForGood();
    assertEquals(Leaving.LEAVING, model.leaving());
    assertTrue(model.picker().choices().isEmpty(), "its moves are taken away");
    model.turn(mover, asked, legal);
    assertTrue(model.buttons().isEmpty(), "a turn asked before the leave step went out is not offered");
    model.askLeave();
    model.leaveForGood();
    verify(feed, times(1)).leaveForGood();
    verify(feed, never()).choose(org.mockito.ArgumentMatchers.any());
    assertFalse(model.prompt(ENGLISH).isBlank());
  }

  @Test
  void onceTheLeaveStepIsInTheLogSaysSoAndTheBoardWatchesTheBotPlayTheSeat() throws Exception {
    TableFeed<ConquestState> feed = feed(true);
    BoardModel<ConquestState> model = board(feed, asked, mover);
    BoardModel<ConquestState> watcher = board(feed(true), asked, -1);
    Action leave = players.get(mover).leave(GAME, asked, mover).orElseThrow();
    assertTrue(leave instanceof PokerStep.Leave);
    Game<ConquestState> rules = LeftSeats.of(GAME);
    Applied<ConquestState> left = rules.apply(asked, mover, leave); // the bot's move comes in the same step
    model.askLeave();
    model.leaveForGood();
    model.applied(asked, mover, leave, left);
    watcher.applied(asked, mover, leave, left);

    assertEquals(Leaving.LEFT, model.leaving());
    assertEquals(Leaving.NONE, watcher.leaving());
    String name = NAMES.get(mover);
    for (var words : List.of(ENGLISH, FRENCH)) {
      List<String> log = model.log(words);
      assertEquals(words.get("board.log.left", name), log.get(0), "the log says the seat left, first");
      assertEquals(log, watcher.log(words), "a spectator reads the same log");
      assertTrue(log.size() > 1, "the bot's moves follow, in words: " + log);
      assertTrue(log.stream().noneMatch(l -> l.startsWith(words.get("board.log.bot", name, "").strip())),
          "each of the bot's moves said once, by its own line, not again as the bot's: " + log);
      assertTrue(log.stream().noneMatch(l -> l.contains("open-handed bot)")), "no note left as the rules wrote it: "
          + log);
    }
    assertTrue(LeftSeats.left(GAME, left.state()).contains(mover));

    // The game goes on, the seat played by the bot; the board follows and never offers it anything.
    ConquestState state = left.state();
    for (int i = 0; i < 30 && !GAME.prompt(state).isOver(); i++) {
      ConquestState before = state;
      for (var named : GAME.prompt(state).seats().entrySet()) {
        Optional<Action> a = players.get(named.getKey()).act(GAME, state, named.getKey(), named.getValue());
        if (a.isPresent()) {
          Applied<ConquestState> applied = rules.apply(state, named.getKey(), a.get());
          model.applied(state, named.getKey(), a.get(), applied);
          watcher.applied(state, named.getKey(), a.get(), applied);
          state = applied.state();
          break;
        }
      }
      assertTrue(state != before, "somebody acted");
    }
    assertEquals(Leaving.LEFT, model.leaving());
    assertTrue(model.buttons().isEmpty());
    assertFalse(model.prompt(ENGLISH).isBlank());
    TableNews.Stalled stall = new TableNews.Stalled(10, 99, List.of(new TableNews.Waiting(mover, NAMES.get(mover),
        Decision.MOVE, false, false)));
    model.news(stall);
    watcher.news(stall);
    for (var words : List.of(ENGLISH, FRENCH)) {
      assertEquals(watcher.news(words), model.news(words), "the table waits for the bot's seat, not for 'you'");
      assertEquals(watcher.log(words), model.log(words), "the seat's moves are the bot's now, not said as yours");
      assertEquals(watcher.prompt(words), model.prompt(words));
    }
  }

  @SuppressWarnings("unchecked")
  private static TableFeed<ConquestState> lan() {
    TableFeed<ConquestState> feed = feed(true);
    when(feed.chats()).thenReturn(true);
    return feed;
  }

  @Test
  void leaveAsksFirstWhileTheSeatIsInAGameGoingOnAndSaysWhatItCosts() throws Exception {
    BoardModel<ConquestState> model = board(lan(), asked, mover);
    assertEquals(BoardModel.Quit.LAN, model.quit(), "a LAN table goes on without the window");
    assertTrue(model.askQuit(), "asked, not gone");
    assertTrue(model.askingQuit());
    model.stayAtTable();
    assertFalse(model.askingQuit(), "stayed");
    assertEquals(BoardModel.Quit.LOCAL, board(feed(false), asked, mover).quit(), "a game against bots here ends");
  }

  @Test
  void leaveGoesAtOnceForASpectatorOrAGameOver() throws Exception {
    assertFalse(board(lan(), asked, -1).askQuit(), "a spectator");
    BoardModel<ConquestState> ended = board(lan(), asked, mover);
    ended.ended(new TableFeed.Ending(Optional.of(Outcome.draw(new roundtable.core.table.Event.Note("drawn"))), Optional.empty(), Optional.empty()));
    assertFalse(ended.askQuit(), "a game over");
    BoardModel<ConquestState> left = board(lan(), asked, mover);
    left.askLeave();
    left.leaveForGood();
    assertEquals(BoardModel.Quit.FREE, left.quit(), "a seat that left for good has nothing to lose");
  }

  @Test
  void eachStateTheWindowsSeatIsAskedOnIsOneTurnToSay() throws Exception {
    BoardModel<ConquestState> model = board(lan(), asked, mover);
    assertEquals(0, model.turns());
    model.turn(mover, asked, legal);
    model.turn(mover, asked, legal); // asked again on the same state (a nudge)
    assertEquals(1, model.turns(), "the window says 'your turn' once");
  }
}
