package roundtable.core.grailcup;


import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.grailcup.Move.Direction;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;

/** What the agenda asks now, in words, and every answer the rules allow. */
final class Choices {
  private Choices() {}

  static String question(GrailCupState s, Task.Question q) {
    if (q instanceof Task.Walk w) {
      return "the Dragon on square " + s.dragon() + " bars the way to square " + w.target()
          + ": 'lance' to jump it, or 'stop' behind it";
    }
    Task.Ask a = (Task.Ask) q;
    return switch (a.kind()) {
      case KEEP -> "keep one of the Allies handed to you" + (a.data().get(0) == 0
          ? " and say which way the rest go (clockwise or counterclockwise)" : "");
      case CURSE -> "the Enchantress curses another Ally (2 to 9)";
      case FIRST -> "the Squire names the knight that will be first at the end of the round";
      case LOOK -> "Merlin looks at three clover tokens on the board";
      case ARRANGE -> "Merlin puts the tokens of squares " + a.data() + " back, in any order";
      case DISTANCE -> "advance " + a.data() + " squares";
      case TAME -> "the Dragon Tamer moves the Dragon to a free square";
      case CALL_DRAGON -> "the Dragon Call: move the Dragon to a free square";
      case FAKE_GRAIL -> "the Fake Grail: send another knight back 2 squares";
      case MAGNET -> "the Lance Magnet: take a Lance from another player";
    };
  }

  static List<Action> legal(GrailCupState s, int seat, Knowledge knowledge) {
    Play p = new Play(s);
    Task next = s.agenda().get(0);
    List<Action> legal = new ArrayList<>();
    if (next instanceof Task.Call c) {
      boolean holds = false;
      for (int card : Calling.unshown(p, seat)) {
        OptionalInt face = GrailCup.face(s, card, seat, knowledge);
        if (face.isEmpty() || face.getAsInt() == c.n()) {
          legal.add(new Move.Show(card));
          holds |= face.isPresent();
        }
      }
      if (!holds) {
        legal.add(new Move.Pass());
      }
      return legal;
    }
    if (next instanceof Task.Walk) {
      return List.of(new Move.Lance(true), new Move.Lance(false));
    }
    Task.Ask a = (Task.Ask) next;
    switch (a.kind()) {
      case KEEP -> {
        for (int card : p.packet(seat)) {
          if (a.data().get(0) == 0) {
            legal.add(new Move.Keep(card, Direction.CLOCKWISE));
            legal.add(new Move.Keep(card, Direction.COUNTERCLOCKWISE));
          } else {
            legal.add(new Move.Keep(card, Direction.NONE));
          }
        }
      }
      case CURSE -> {
        for (int ally = 2; ally <= 9; ally++) {
          legal.add(new Move.Curse(ally));
        }
      }
      case FIRST -> {
        for (int other = 0; other < s.players(); other++) {
          legal.add(new Move.First(other));
        }
      }
      case LOOK -> {
        List<Integer> spots = Track.CLOVER_SPOTS;
        for (int i = 0; i < spots.size(); i++) {
          for (int j = i + 1; j < spots.size(); j++) {
            for (int k = j + 1; k < spots.size(); k++) {
              legal.add(new Move.Look(List.of(spots.get(i), spots.get(j), spots.get(k))));
            }
          }
        }
      }
      case ARRANGE -> {
        List<Integer> d = a.data();
        int[][] orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int[] o : orders) {
          legal.add(new Move.Arrange(List.of(d.get(o[0]), d.get(o[1]), d.get(o[2]))));
        }
      }
      case DISTANCE -> a.data().forEach(d -> legal.add(new Move.Advance(d)));
      case TAME, CALL_DRAGON -> Moves.dragonSquares(p).forEach(sq -> legal.add(new Move.Dragon(sq)));
      case FAKE_GRAIL -> {
        for (int other = 0; other < s.players(); other++) {
          if (other != seat) {
            legal.add(new Move.Push(other));
          }
        }
      }
      case MAGNET -> Clovers.magnetTargets(p, seat).forEach(o -> legal.add(new Move.Take(o)));
    }
    return legal;
  }
}
