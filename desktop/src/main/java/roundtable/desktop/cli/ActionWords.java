package roundtable.desktop.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.game.Game;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.board.Seen;

/**
 * The legal actions and the hand as a person at the terminal reads them: in the window's words for
 * this seat ("lay Runestone (purple)", "keep the Fairy (8)"), where the log's notation names a
 * hidden card by its handle ({@code keep #43}, {@code lay 12=runestone.purple}) and the faces by
 * their numbers, which tell a person nothing. A game without a board keeps its notation.
 */
final class ActionWords<S extends GameState> {
  private static final Words ENGLISH = Words.of(Language.ENGLISH);

  private final Game<S> game;
  private final Notation notation;
  /** The game's board, made when first needed (null until then, and for a game without one). */
  private BoardView<S> board;

  ActionWords(Game<S> game, Notation notation) {
    this.game = game;
    this.notation = notation;
  }

  /** Each action in the words the seat reads, in the order given. */
  List<String> of(S state, int seat, Knowledge knowledge, List<Action> legal) {
    List<String> said = new ArrayList<>(legal.size());
    if (!Boards.has(game.id())) {
      legal.forEach(action -> said.add(notation.format(action)));
      return said;
    }
    board().scene(game.view(state, Viewer.seat(seat)), seen(state, seat, knowledge));
    legal.forEach(action -> said.add(board.action(action, ENGLISH)));
    return said;
  }

  /** The seat's hand in the board's words, when its board says more than the faces' numbers. */
  Optional<String> hand(S state, int seat, Knowledge knowledge) {
    if (!Boards.has(game.id())) {
      return Optional.empty();
    }
    S seen = game.view(state, Viewer.seat(seat));
    Seen who = seen(state, seat, knowledge);
    board().scene(seen, who);
    return board.hand(seen, who, ENGLISH);
  }

  /**
   * The seat's eyes, the others named as the terminal names them everywhere else ("seat 0", from 0:
   * the diagram's lines and the moves' lines), not the window's "#1" for a seat without a name.
   */
  private static Seen seen(GameState state, int seat, Knowledge knowledge) {
    List<String> names = new ArrayList<>();
    for (int s = 0; s < state.players(); s++) {
      names.add("seat " + s);
    }
    return new Seen(Viewer.seat(seat), knowledge, names);
  }

  private BoardView<S> board() {
    if (board == null) {
      board = Boards.create(game);
      board.words(ENGLISH);
    }
    return board;
  }
}
