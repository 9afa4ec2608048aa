package roundtable.core.grailcup;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.random.Fix;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation.NotationException;

/** A test's table: actions written in the notation, the Ally called shown by its holder, dice fixed. */
final class Table {
  static final GrailCup GAME = GrailCup.GAME;
  GrailCupState state;
  final List<String> said = new ArrayList<>();

  Table(GrailCupState state) {
    this.state = state;
  }

  Table act(int seat, String line) {
    try {
      apply(seat, GAME.notation().parse(line));
    } catch (NotationException e) {
      throw new AssertionError(e);
    }
    return this;
  }

  private void apply(int seat, Action action) {
    try {
      var applied = GAME.apply(state, seat, action);
      state = applied.state();
      applied.events().stream().map(Event::text).forEach(said::add);
    } catch (IllegalActionException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  /** The refusal's reason; the state is unchanged. */
  String refused(int seat, String line) throws NotationException {
    Action action = GAME.notation().parse(line);
    GrailCupState before = state;
    String reason = assertThrows(IllegalActionException.class, () -> GAME.apply(state, seat, action)).getMessage();
    assertTrue(before == state);
    return reason;
  }

  /** The Ally called now: each seat asked passes until its holder shows it, or all have passed. */
  Table call() {
    Task.Call c = (Task.Call) state.agenda().get(0);
    while (state.agenda().get(0) instanceof Task.Call now && now.n() == c.n()) {
      int seat = GAME.prompt(state).seats().firstKey();
      Move answer = new Move.Pass();
      for (int card : state.chosen().get(seat)) {
        if (state.cards().faceFor(new CardRef(card), seat, Knowledge.NOTHING).orElse(-1) == c.n()
            && state.cards().publicFace(new CardRef(card)).isEmpty()) {
          answer = new Move.Show(card);
        }
      }
      apply(seat, answer);
      if (answer instanceof Move.Show) {
        break;
      }
    }
    return this;
  }

  /** Calls Allies (passing or showing) until Ally n is next, or calling is over. */
  Table callUntil(int n) {
    while (calling() != 0 && calling() < n) {
      call();
    }
    return this;
  }

  /** This pending shuffle is fixed in this order. */
  Table shuffle(List<Integer> order) {
    apply(0, new Fix(order));
    return this;
  }

  /** The Village die rolls this face: 0 the seal, 1-2 the Thief, 3-5 a Lance. */
  Table die(int face) {
    assertTrue(state.die() != null, "the Village die is rolling");
    apply(0, new Fix(List.of(face)));
    return this;
  }

  /** Any pending shuffle is fixed in order. */
  Table shuffled() {
    while (state.die() == null && state.cards().pendingDraw().isPresent()) {
      var draw = state.cards().pendingDraw().get();
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < draw.n(); i++) {
        order.add(i);
      }
      apply(0, new Fix(order));
    }
    return this;
  }

  int square(int seat) {
    return state.squares().get(seat);
  }

  int lances(int seat) {
    return state.lances().get(seat);
  }

  /** The Ally to be called next, or 0 when calling is over. */
  int calling() {
    return state.agenda().isEmpty() || !(state.agenda().get(0) instanceof Task.Call c) ? 0 : c.n();
  }

  Task next() {
    assertFalse(state.agenda().isEmpty());
    return state.agenda().get(0);
  }

  boolean saidSomething(String words) {
    return said.stream().anyMatch(t -> t.contains(words));
  }
}
