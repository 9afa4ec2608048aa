package roundtable.desktop.client.conquest;

import java.util.HashMap;
import java.util.Map;
import roundtable.core.conquest.Board;
import roundtable.core.conquest.Colour;
import roundtable.core.conquest.Square;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Detail;

/**
 * What the hover panel says of each square of the board and what stands on it: empty, a single
 * stone, a stack and whose it is, the ring round the Grail, the Grails (docs/rules/conquest.md).
 */
final class ConquestDetails {
  private ConquestDetails() {}

  static Map<String, Detail> of(Board board, Words w) {
    Map<String, Detail> details = new HashMap<>();
    for (int sq = 0; sq < Square.COUNT; sq++) {
      if (sq == Square.GRAIL) {
        continue;
      }
      boolean ring = onRing(sq);
      String title = w.get(ring ? "conquest.detail.ring" : "conquest.detail.square", Square.name(sq));
      String text;
      if (board.isEmpty(sq)) {
        text = w.get("conquest.about.empty");
      } else {
        String top = ConquestWords.colour(w, Colour.values()[board.top(sq)]);
        text = w.get(board.size(sq) == 1 ? "conquest.about.single" : "conquest.about.stack", top);
      }
      details.put(Square.name(sq), new Detail(title, ring ? text + " " + w.get("conquest.about.ring") : text));
    }
    Detail grails = new Detail(w.get("conquest.name.grail"), w.get("conquest.about.grail"));
    for (int i = 1; i <= 3; i++) {
      details.put("grail" + i, grails);
    }
    return details;
  }

  private static boolean onRing(int sq) {
    for (int r : Square.RING) {
      if (r == sq) {
        return true;
      }
    }
    return false;
  }
}
