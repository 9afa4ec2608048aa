package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.grailcup.GrailCupState;
import roundtable.desktop.client.play.BoardModel;
import roundtable.desktop.client.play.TableFeed;

/**
 * "In grailcup the Chancellor must click Pass once for every Ally nobody holds": the rules ask every
 * seat that kept an Ally not shown yet, one at a time from the Chancellor, whenever an Ally is
 * called, and offer a seat that knows it does not hold it only "pass". The window plays that pass
 * by itself once the board has shown the state; it never plays a real choice, nor a forced "show".
 */
class GrailCupPassTest {
  private final Table.Game game = Table.play(4, true, 31, 100_000);

  @SuppressWarnings("unchecked")
  private static TableFeed<GrailCupState> feed() {
    TableFeed<GrailCupState> feed = mock(TableFeed.class);
    when(feed.game()).thenReturn(GrailCup.GAME);
    return feed;
  }

  /** The board opened on the turn before this one, the turn before applied (its steps queued), then the seat asked. */
  private static BoardModel<GrailCupState> asked(TableFeed<GrailCupState> feed, Table.Game game, int i) {
    Table.Turn before = game.turns().get(i - 1);
    Table.Turn turn = game.turns().get(i);
    BoardModel<GrailCupState> model = new BoardModel<>(feed, new GrailCupBoard());
    model.begun(before.before(), game.seat(turn.seat()));
    model.applied(before.before(), before.seat(), before.action(), before.applied());
    model.turn(turn.seat(), turn.before(), turn.legal());
    return model;
  }

  private int first(java.util.function.Predicate<Table.Turn> kind) {
    for (int i = 1; i < game.turns().size(); i++) {
      if (kind.test(game.turns().get(i))) {
        return i;
      }
    }
    throw new AssertionError("no such turn in the game");
  }

  private static boolean verb(Table.Turn t, String verb) {
    return t.legal().stream().anyMatch(a -> Act.of(a) != null && Act.of(a).verb().equals(verb));
  }

  @Test
  void aSeatThatCanOnlyPassPassesOnceTheBoardHasShownTheState() {
    int i = first(t -> t.legal().size() == 1 && verb(t, "pass"));
    TableFeed<GrailCupState> feed = feed();
    BoardModel<GrailCupState> model = asked(feed, game, i);
    assertFalse(model.animator().idle(), "the action before is still moving on the board");
    model.tick();
    verify(feed, never()).choose(any());
    assertFalse(model.buttons().isEmpty(), "meanwhile the pass is offered, as any action");
    model.animator().finish();
    model.tick();
    verify(feed).choose(game.turns().get(i).legal().get(0));
    assertTrue(model.buttons().isEmpty());
    model.tick();
    verify(feed).choose(any()); // once
  }

  /** A choice among Allies or ways, and "show" (the seat's own card opened to all: the person's moment). */
  @Test
  void aRealChoiceIsNeverMadeForThePerson() {
    for (int i : List.of(first(t -> t.legal().size() > 1 && !verb(t, "keep")),
        first(t -> t.legal().size() > 1 && verb(t, "keep")),
        first(t -> t.legal().size() == 1 && verb(t, "show")))) {
      TableFeed<GrailCupState> feed = feed();
      BoardModel<GrailCupState> model = asked(feed, game, i);
      model.animator().finish();
      model.tick();
      model.tick();
      verify(feed, never()).choose(any());
      assertFalse(model.buttons().isEmpty(), game.turns().get(i).legal().toString());
    }
  }

  @Test
  void aPassThatIsNoLongerAskedIsNotPlayed() {
    int i = first(t -> t.legal().size() == 1 && verb(t, "pass"));
    TableFeed<GrailCupState> feed = feed();
    BoardModel<GrailCupState> model = asked(feed, game, i);
    model.ended(TableFeed.Ending.stopped(new roundtable.desktop.client.play.Stop.Failed("the table closed")));
    model.animator().finish();
    model.tick();
    verify(feed, never()).choose(any());
  }
}
