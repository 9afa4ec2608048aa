package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code bench crypto}, run very short: every row is there with the right message sizes (no timing is checked). */
class CryptoBenchTest {
  private static final Pattern ROW = Pattern.compile(
      "(shuffle \\d+ cards|open privately|open publicly|escrow keys|rebuild a key) +(\\d) +([\\d.]+) +([\\d.]+) +([\\d.]+) +([\\d,]+) +([\\d,]+)");

  @Test
  void printsARowForEachOperationAndTableSize() {
    MainTest.Run run = MainTest.run("bench", "crypto", "--seconds", "0.001");
    assertEquals(0, run.code(), run.err());
    List<String> rows = run.lines().stream().filter(line -> ROW.matcher(line).matches()).toList();
    assertEquals(22, rows.size(), run.out());
    for (int seats : new int[] {3, 6, 8}) {
      // Each seat's escrow: R, then per other seat its number, C and three 32-byte values; each check: 4 bytes.
      assertEquals(seats * (33 + (seats - 1) * (4 + 33 + 96) + 4), bytes(rows, "escrow keys", seats));
      // Each other seat's share of the key voted out: the seat's number and two 32-byte values.
      assertEquals((seats - 1) * (4 + 64), bytes(rows, "rebuild a key", seats));
    }
    for (int seats : new int[] {2, 4, 6, 8}) {
      for (int deck : new int[] {52, 86}) {
        // Every seat's step: a 32-byte commitment and the deck, two 33-byte points a card.
        assertEquals(seats * (32 + 66 * deck), bytes(rows, "shuffle " + deck + " cards", seats));
      }
      // A share: the card number (4 bytes), the point and the proof's two scalars.
      assertEquals((seats - 1) * 101, bytes(rows, "open privately", seats));
      assertEquals(seats * 101, bytes(rows, "open publicly", seats));
      // A shuffle's line: "shuffle ", the commitment in hex, a space, the deck's points in hex.
      assertEquals(seats * (8 + 64 + 1 + 132 * 52), column(rows, "shuffle 52 cards", seats, 7));
    }
    for (String row : rows) {
      Matcher m = ROW.matcher(row);
      assertTrue(m.matches());
      double make = Double.parseDouble(m.group(3));
      double apply = Double.parseDouble(m.group(4));
      assertEquals(make + apply, Double.parseDouble(m.group(5)), 0.002, row);
    }
  }

  @Test
  void refusesNoTime() {
    MainTest.Run run = MainTest.run("bench", "crypto", "--seconds", "0");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("roundtable: --seconds must be more than 0"), run.err());
  }

  private static long bytes(List<String> rows, String operation, int seats) {
    return column(rows, operation, seats, 6);
  }

  private static long column(List<String> rows, String operation, int seats, int column) {
    for (String row : rows) {
      Matcher m = ROW.matcher(row);
      if (m.matches() && m.group(1).equals(operation) && Integer.parseInt(m.group(2)) == seats) {
        return Long.parseLong(m.group(column).replace(",", ""));
      }
    }
    throw new AssertionError("no row for " + operation + " by " + seats + " seats");
  }
}
