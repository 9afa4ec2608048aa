package roundtable.desktop.client.grailcup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupEvent.DieRolled;
import roundtable.core.grailcup.GrailCupEvent.KnightMoved;
import roundtable.core.grailcup.GrailCupEvent.TokenTurned;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** The rules' events drive the animation: a knight walks square by square, a token is turned over, the die shows its face. */
class GrailCupStepsTest {
  private final Table.Game game = Table.play(5, true, 3, 100_000);

  private List<Scene> steps(GrailCupBoard board, Table.Turn turn, Seen seen) {
    GrailCupState before = GrailCup.GAME.view(turn.before(), seen.viewer());
    GrailCupState after = GrailCup.GAME.view(turn.applied().state(), seen.viewer());
    return board.steps(before, new Applied<>(after, turn.applied().events()), seen);
  }

  @Test
  void everyActionEndsOnTheNewStatesSceneAndAWalkGoesSquareBySquare() {
    GrailCupBoard board = new GrailCupBoard();
    Seen spectator = game.spectator();
    int walks = 0;
    for (Table.Turn turn : game.turns()) {
      List<Scene> steps = steps(board, turn, spectator);
      GrailCupState after = GrailCup.GAME.view(turn.applied().state(), Viewer.SPECTATOR);
      assertEquals(board.scene(after, spectator), steps.get(steps.size() - 1));
      List<KnightMoved> moves = turn.applied().events().stream().filter(e -> e instanceof KnightMoved)
          .map(e -> (KnightMoved) e).toList();
      if (moves.size() == 1 && moves.get(0).stride() == GrailCupEvent.Stride.ADVANCE && steps.size() > 2) {
        KnightMoved m = moves.get(0);
        List<Integer> visited = new java.util.ArrayList<>();
        for (Scene step : steps) {
          int sq = square(step.thing("knight-" + m.seat()).orElseThrow());
          if (sq != m.from() && (visited.isEmpty() || visited.get(visited.size() - 1) != sq)) {
            visited.add(sq);
          }
        }
        List<Integer> walk = java.util.stream.IntStream.rangeClosed(m.from() + 1, m.to()).boxed().toList();
        assertEquals(walk, visited.subList(0, Math.min(walk.size(), visited.size())), m.text());
        walks++;
      }
    }
    assertTrue(walks > 5, "walks seen: " + walks);
  }

  /** The square a knight stands on (those behind stand a little further up it). */
  private static int square(Thing knight) {
    for (int sq = 0; sq < TrackLayout.SQUARES; sq++) {
      float up = knight.y() - TrackLayout.y(sq);
      if (Math.abs(knight.x() - TrackLayout.x(sq)) <= 5 && up >= 0 && up < 60) {
        return sq;
      }
    }
    return -1;
  }

  @Test
  void aCloverTokenTurnedOverShowsItsFaceOnItsSpotAndTheDieShowsItsFace() {
    GrailCupBoard board = new GrailCupBoard();
    Seen spectator = game.spectator();
    int tokens = 0;
    int dice = 0;
    for (Table.Turn turn : game.turns()) {
      List<Scene> steps = steps(board, turn, spectator);
      for (Event e : turn.applied().events()) {
        if (e instanceof TokenTurned t) {
          String face = TrackLayout.cloverFace(t.token().ordinal());
          assertTrue(steps.stream().anyMatch(s -> s.thing("turned-" + t.square()).filter(Thing::faceUp)
              .filter(x -> x.face().equals(face)).isPresent()), t.text());
          String name = new GrailCupFaces(roundtable.desktop.client.Words.of(roundtable.desktop.client.Language.ENGLISH))
              .clover(t.token().ordinal()).title();
          assertTrue(steps.stream().anyMatch(s -> s.marks().stream().anyMatch(m -> m.text().equals(name))),
              "its full name written by it: " + name);
          tokens++;
        }
        if (e instanceof DieRolled d) {
          Thing die = steps.get(steps.size() - 1).thing("die").orElseThrow();
          assertTrue(die.faceUp());
          assertEquals(d.face() == 0 ? "★" : d.face() <= 2 ? "×" : "↑", die.face());
          dice++;
        }
      }
    }
    assertTrue(tokens > 0 && dice > 0, tokens + " tokens, " + dice + " dice");
  }
}
