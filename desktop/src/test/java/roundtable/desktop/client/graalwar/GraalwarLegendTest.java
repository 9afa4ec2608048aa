package roundtable.desktop.client.graalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Piece;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/**
 * The legend beside the pegboard: every kind of soldier the game has, drawn as the board draws the
 * viewer's army, named in the window's language, and in the way of nothing (no hole, no player).
 */
class GraalwarLegendTest {
  private final Words en = Words.of(Language.ENGLISH);
  private final Words fr = Words.of(Language.FRENCH);

  private static Scene scene(Words words, GraalwarState state, Seen seen) {
    GraalwarBoard board = Table.board();
    board.words(words);
    return board.scene(Table.seenBy(state, seen), seen);
  }

  @Test
  void theLegendNamesEveryKindOfSoldierInTheWindowsLanguage() {
    for (Words words : List.of(en, fr)) {
      Scene scene = scene(words, Table.deployed(), Table.seat(0));
      List<Mark> legend = Legend.draw(0, words);
      assertTrue(scene.marks().containsAll(legend), "the legend is drawn");
      for (Piece piece : Piece.values()) {
        String name = words.get("graalwar.piece." + piece.word());
        assertFalse(name.startsWith("["), name);
        assertTrue(legend.stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT && m.text().equals(name)), name);
        assertTrue(legend.stream().anyMatch(m -> m.kind() == Mark.Kind.TEXT
            && m.text().equals(String.valueOf(piece.letter()))), "the letter of the " + name);
      }
    }
    assertTrue(Legend.draw(0, en).stream().anyMatch(m -> m.text().equals("king")));
    assertTrue(Legend.draw(0, fr).stream().anyMatch(m -> m.text().equals("écuyer")));
  }

  @Test
  void eachSoldierIsDrawnAsTheViewersArmyIs() {
    // White's soldiers are ivory tiles with a dark letter, Blue's blue discs with a white letter.
    List<Mark> white = Legend.draw(0, en);
    assertEquals(Piece.values().length, white.stream().filter(m -> m.colour() == Legend.TILE).count());
    assertTrue(white.stream().noneMatch(m -> m.kind() == Mark.Kind.DISC));
    Scene bob = scene(en, Table.deployed(), Table.seat(1));
    assertEquals(Piece.values().length, bob.marks().stream()
        .filter(m -> m.kind() == Mark.Kind.DISC && m.colour() == GraalwarPalette.BLEU_SOMBRE && m.y() < Legend.TOP)
        .count(), "Bob sees his own army's discs in the legend");
  }

  @Test
  void noLegendMarkOverlapsAHoleOrAPlayersRow() {
    GraalwarState six = Table.randomGame(6, Map.of("move-limit", "200"), 6).stream()
        .map(roundtable.core.table.Applied::state).filter(s -> !s.deploying()).findFirst().orElseThrow();
    List<String> names = List.of("Ann", "Ben", "Cat", "Dom", "Eve", "Fox");
    List<Scene> scenes = List.of(scene(en, Table.deployed(), Table.seat(0)), scene(fr, Table.deployed(), Table.seat(1)),
        scene(fr, Table.committed(), Table.spectator()), scene(en, six, Seen.spectator(names)));
    for (Scene scene : scenes) {
      List<Mark> legend = scene.marks().stream().filter(m -> inLegend(m)).toList();
      assertTrue(legend.equals(Legend.draw(0, en)) || legend.equals(Legend.draw(0, fr))
          || legend.equals(Legend.draw(1, fr)), "the legend, and nothing else, at the foot of the strip");
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        Mark place = scene.place(Hole.name(hole)).orElseThrow();
        for (Mark m : legend) {
          assertFalse(overlap(box(m), box(place)), m + " over " + Hole.name(hole));
        }
      }
      // Everything else beside the board (the players' rows, the maison du roi) stands above the legend.
      List<Mark> strip = scene.marks().stream()
          .filter(m -> m.x() > SideStrip.LEFT + 1 && !inLegend(m) && m.kind() != Mark.Kind.LINE)
          .filter(m -> !(m.kind() == Mark.Kind.RECT && m.h() > Legend.TOP)) // the strip's own panel
          .toList();
      for (Mark m : strip) {
        assertTrue(box(m)[1] >= Legend.TOP, m + " clear of the legend");
      }
      for (Mark m : legend) {
        float[] b = box(m);
        assertTrue(b[0] >= SideStrip.LEFT && b[2] <= SideStrip.LEFT + SideStrip.WIDTH && b[1] >= 0, m + " in the strip");
      }
    }
  }

  private static boolean inLegend(Mark m) {
    return m.x() >= SideStrip.LEFT && box(m)[3] <= Legend.TOP && box(m)[1] >= Legend.BOTTOM - 2;
  }

  /** A mark's extent: left, bottom, right, top; a text's by the width it is kept within (or its size). */
  private static float[] box(Mark m) {
    return switch (m.kind()) {
      case RECT, FRAME -> new float[] {m.x(), m.y(), m.x() + m.w(), m.y() + m.h()};
      case DISC, RING -> new float[] {m.x() - m.w() / 2, m.y() - m.w() / 2, m.x() + m.w() / 2, m.y() + m.w() / 2};
      case TEXT -> {
        float w = m.w() > 0 ? m.w() : m.h();
        yield new float[] {m.x() - w / 2, m.y() - m.h() / 2, m.x() + w / 2, m.y() + m.h() / 2};
      }
      case LINE -> new float[] {Math.min(m.x(), m.x() + m.w()), Math.min(m.y(), m.y() + m.h()),
          Math.max(m.x(), m.x() + m.w()), Math.max(m.y(), m.y() + m.h())};
    };
  }

  private static boolean overlap(float[] a, float[] b) {
    return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  }
}
