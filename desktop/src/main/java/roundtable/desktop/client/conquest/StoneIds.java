package roundtable.desktop.client.conquest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import roundtable.core.conquest.Board;
import roundtable.core.conquest.Colour;
import roundtable.core.conquest.Square;

/**
 * Which stone is which: the ids of the stones on each square, bottom first, so that a stone keeps
 * its id from one scene to the next and the board can show it travel. A stone's id is its colour's
 * letter and a number ({@code r1} to {@code r12}: each colour has twelve stones, and none is ever
 * lost). Immutable.
 */
final class StoneIds {
  private final List<List<String>> squares;

  private StoneIds(List<List<String>> squares) {
    this.squares = squares;
  }

  /** Fresh ids for the stones of this board, numbered per colour in square order. */
  static StoneIds of(Board board) {
    int[] next = new int[Colour.values().length];
    List<List<String>> squares = new ArrayList<>(Square.COUNT);
    for (int sq = 0; sq < Square.COUNT; sq++) {
      List<String> ids = new ArrayList<>();
      for (int level = 0; level < board.size(sq); level++) {
        Colour colour = Colour.values()[board.stone(sq, level)];
        ids.add(String.valueOf(colour.letter()) + ++next[colour.ordinal()]);
      }
      squares.add(List.copyOf(ids));
    }
    return new StoneIds(Collections.unmodifiableList(squares));
  }

  /** The ids on this square, bottom first. */
  List<String> on(int sq) {
    return squares.get(sq);
  }

  /** The colour of a stone, read from its id. */
  static Colour colour(String id) {
    for (Colour c : Colour.values()) {
      if (c.letter() == id.charAt(0)) {
        return c;
      }
    }
    throw new IllegalArgumentException("not a stone's id: " + id);
  }

  /** The top {@code count} stones of {@code from} lifted together onto the top of {@code to}. */
  StoneIds move(int from, int to, int count) {
    List<String> source = squares.get(from);
    if (count > source.size() || from == to) {
      throw new IllegalArgumentException("no " + count + " stones to lift from " + Square.name(from));
    }
    List<List<String>> next = new ArrayList<>(squares);
    List<String> onto = new ArrayList<>(squares.get(to));
    onto.addAll(source.subList(source.size() - count, source.size()));
    next.set(from, List.copyOf(source.subList(0, source.size() - count)));
    next.set(to, List.copyOf(onto));
    return new StoneIds(Collections.unmodifiableList(next));
  }

  /** True when every square holds as many stones as on the board, of the board's colours. */
  boolean matches(Board board) {
    for (int sq = 0; sq < Square.COUNT; sq++) {
      List<String> ids = squares.get(sq);
      if (ids.size() != board.size(sq)) {
        return false;
      }
      for (int level = 0; level < ids.size(); level++) {
        if (colour(ids.get(level)).ordinal() != board.stone(sq, level)) {
          return false;
        }
      }
    }
    return true;
  }
}
