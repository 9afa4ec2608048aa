package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the cards of a hand lie so that every name can be read, however many there are: side by
 * side in one row while they fit, else in rows one behind the other, each row lower than the one
 * behind it by the card's name band, so that a card covers the lower part of the one behind, never
 * its name. Cards shrink only when the rows would not fit in the box.
 *
 * @param w the cards' width
 * @param h the cards' height
 * @param slots where each card lies, in the hand's order (the front row last, drawn over the others)
 */
public record Fan(float w, float h, List<Slot> slots) {
  /** The top share of a card that holds its value, its kind and its name: never covered in a fan. */
  public static final float NAME_BAND = 0.42f;
  /** How small a card may shrink before the rows overlap sideways. */
  static final float SMALLEST = 0.55f;

  /** One card's centre and drawing order. */
  public record Slot(float x, float y, float z) {}

  public Fan {
    slots = List.copyOf(slots);
  }

  /**
   * {@code n} cards of {@code w} × {@code h} in the box from (x0, y0) to (x1, y1), {@code gap} apart,
   * drawn from {@code z} up.
   */
  public static Fan of(int n, float x0, float y0, float x1, float y1, float w, float h, float gap, float z) {
    float width = x1 - x0;
    float height = y1 - y0;
    float scale = 1;
    int rows = 1;
    for (float s = 1; s >= SMALLEST - 1e-4f; s -= 0.05f) {
      scale = s;
      int perRow = Math.max(1, (int) Math.floor((width + gap) / (w * s + gap)));
      rows = Math.max(1, (n + perRow - 1) / perRow);
      if (h * s + (rows - 1) * h * s * NAME_BAND <= height) {
        break;
      }
      rows = Math.max(1, 1 + (int) Math.floor((height - h * s) / (h * s * NAME_BAND)));
    }
    float cw = w * scale;
    float ch = h * scale;
    int perRow = Math.max(1, (n + rows - 1) / rows);
    List<Slot> slots = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int row = i / perRow;
      int inRow = Math.min(perRow, n - row * perRow);
      float step = inRow <= 1 ? 0 : Math.min(cw + gap, (width - cw) / (inRow - 1));
      float x = (x0 + x1) / 2 - step * (inRow - 1) / 2 + (i % perRow) * step;
      float y = rows == 1 ? (y0 + y1) / 2 : y0 + ch / 2 + (rows - 1 - row) * ch * NAME_BAND;
      slots.add(new Slot(x, y, z + i));
    }
    return new Fan(cw, ch, slots);
  }

  /**
   * What card {@code i} may show of its face: all of it in the front row; in a row behind, whose
   * lower part the next row covers, no kind along its bottom edge (the words are written over the
   * cards, so a word there would show through the card in front).
   */
  public Face shown(int i, Face look) {
    float lowest = (float) slots.stream().mapToDouble(Slot::y).min().orElse(0);
    return slots.get(i).y() <= lowest + 0.01f ? look : new Face("", look.value(), look.emblem(), look.tint());
  }

  /** Whether the name band of card {@code i} is covered by no card drawn over it. */
  public boolean nameShown(int i) {
    Slot a = slots.get(i);
    float left = a.x() - w / 2;
    float right = a.x() + w / 2;
    float top = a.y() + h / 2;
    float bottom = top - h * NAME_BAND;
    for (Slot b : slots) {
      if (b.z() <= a.z()) {
        continue;
      }
      boolean across = b.x() - w / 2 < right - 0.5f && b.x() + w / 2 > left + 0.5f;
      boolean up = b.y() - h / 2 < top - 0.5f && b.y() + h / 2 > bottom + 0.5f;
      if (across && up) {
        return false;
      }
    }
    return true;
  }
}
