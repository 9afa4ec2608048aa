package roundtable.desktop.client.grailcup;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.grailcup.GrailCupState;

/**
 * Where the things that move along the track stand at one moment: the state's, or part way
 * through an action's events (a knight square by square, the Dragon, the Lances, the die, a clover
 * token just turned over), so that the board's steps replay the rules' events.
 *
 * @param squares each knight's square
 * @param stamps each knight's arrival order: on a shared square the later stands behind
 * @param dragon the Dragon's square
 * @param lances each seat's Lances
 * @param die the Village die's last face (0 the seal, 1-2 the Thief, 3-5 a Lance), or -1
 * @param turned the square of a clover token just turned over, or -1; {@code turnedKind} its kind
 */
record Positions(List<Integer> squares, List<Integer> stamps, int dragon, List<Integer> lances, int die, int turned,
    int turnedKind) {
  Positions {
    squares = List.copyOf(squares);
    stamps = List.copyOf(stamps);
    lances = List.copyOf(lances);
  }

  static Positions of(GrailCupState s, int die) {
    return new Positions(s.squares(), s.stamps(), s.dragon(), s.lances(), die, -1, -1);
  }

  /** The knights on a square, front first. */
  List<Integer> on(int square) {
    List<Integer> here = new ArrayList<>();
    for (int seat = 0; seat < squares.size(); seat++) {
      if (squares.get(seat) == square) {
        here.add(seat);
      }
    }
    here.sort((a, b) -> Integer.compare(stamps.get(a), stamps.get(b)));
    return here;
  }

  /** The knight stands on a square, behind any already there. */
  Positions knight(int seat, int square) {
    List<Integer> sq = new ArrayList<>(squares);
    List<Integer> st = new ArrayList<>(stamps);
    sq.set(seat, square);
    st.set(seat, stamps.stream().mapToInt(Integer::intValue).max().orElse(0) + 1);
    return new Positions(sq, st, dragon, lances, die, -1, -1);
  }

  Positions dragon(int square) {
    return new Positions(squares, stamps, square, lances, die, -1, -1);
  }

  Positions lances(int seat, int count) {
    List<Integer> l = new ArrayList<>(lances);
    l.set(seat, count);
    return new Positions(squares, stamps, dragon, l, die, -1, -1);
  }

  Positions die(int face) {
    return new Positions(squares, stamps, dragon, lances, face, -1, -1);
  }

  Positions turned(int square, int kind) {
    return new Positions(squares, stamps, dragon, lances, die, square, kind);
  }
}
