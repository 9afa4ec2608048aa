package roundtable.desktop.client.graalwar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Piece;
import roundtable.desktop.client.graalwar.Field.Soldier;

/**
 * Which soldier is which: the rules know a soldier by its hole only, so the board names each one
 * ({@code 0-archer-3}: side, kind, number) and follows it from hole to hole, so that a move shows
 * it travel. A soldier just taken lies under its taker until the rules say it is out of the game.
 * Immutable. The army comes first in the id: White's (army 0) and Blue's (army 1) chiefs, and in
 * camps the members' armies 2 to 5, whose side is the army's parity.
 */
final class PieceIds {
  private final List<String> holes;
  private final int fallenHole;
  private final String fallen;

  private PieceIds(List<String> holes, int fallenHole, String fallen) {
    this.holes = holes;
    this.fallenHole = fallenHole;
    this.fallen = fallen;
  }

  /** Fresh ids, numbered per army and kind in hole order: the same whether seen deploying or deployed. */
  static PieceIds of(Field field) {
    Map<String, Integer> next = new HashMap<>();
    List<String> holes = new ArrayList<>(Collections.nCopies(Hole.COUNT, ""));
    field.soldiers().forEach((hole, s) -> {
      String kind = s.army() + "-" + s.piece().word();
      int n = next.merge(kind, 1, Integer::sum);
      holes.set(hole, kind + "-" + n);
    });
    return new PieceIds(Collections.unmodifiableList(holes), -1, "");
  }

  /** The id of the soldier on this hole, or "". */
  String at(int hole) {
    return holes.get(hole);
  }

  /** The soldier taken on {@link #fallenHole}, still lying there, or "". */
  String fallen() {
    return fallen;
  }

  int fallenHole() {
    return fallenHole;
  }

  static int army(String id) {
    return id.charAt(0) - '0';
  }

  /** The side (camp) of a soldier: its army's parity. */
  static int side(String id) {
    return army(id) % 2;
  }

  static Piece piece(String id) {
    String word = id.substring(2, id.lastIndexOf('-'));
    for (Piece p : Piece.values()) {
      if (p.word().equals(word)) {
        return p;
      }
    }
    throw new IllegalArgumentException("not a soldier's id: " + id);
  }

  /** The soldier on {@code from} goes to {@code to}; whoever stood there lies under it. */
  PieceIds move(int from, int to) {
    if (holes.get(from).isEmpty() || from == to) {
      throw new IllegalArgumentException("nobody to move from " + Hole.name(from));
    }
    List<String> next = new ArrayList<>(holes);
    String under = next.get(to);
    next.set(to, next.get(from));
    next.set(from, "");
    return new PieceIds(Collections.unmodifiableList(next), under.isEmpty() ? -1 : to, under);
  }

  /** The soldiers on these two holes change places (behind the screen, while deploying). */
  PieceIds swap(int a, int b) {
    List<String> next = new ArrayList<>(holes);
    next.set(a, holes.get(b));
    next.set(b, holes.get(a));
    return new PieceIds(Collections.unmodifiableList(next), fallenHole, fallen);
  }

  /** The soldier taken on this hole leaves the game. */
  PieceIds take(int hole) {
    if (hole != fallenHole) {
      throw new IllegalArgumentException("nobody lies taken on " + Hole.name(hole));
    }
    return new PieceIds(holes, -1, "");
  }

  /** True when every hole holds a soldier of the field's army and kind, and nobody lies taken. */
  boolean matches(Field field) {
    if (!fallen.isEmpty()) {
      return false;
    }
    for (int hole = 0; hole < Hole.COUNT; hole++) {
      String id = holes.get(hole);
      Soldier s = field.at(hole);
      if (id.isEmpty() != (s == null) || s != null && (army(id) != s.army() || piece(id) != s.piece())) {
        return false;
      }
    }
    return true;
  }
}
