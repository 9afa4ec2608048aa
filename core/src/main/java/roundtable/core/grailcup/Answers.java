package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.List;
import roundtable.core.grailcup.Task.Goal;
import roundtable.core.table.IllegalActionException;

/** A player's answer to what the agenda asks now; every wrong answer is refused with its reason. */
final class Answers {
  private Answers() {}

  static void answer(Play p, int seat, Move move) throws IllegalActionException {
    Task next = p.agenda.head();
    if (next instanceof Task.Call call) {
      if (move instanceof Move.Show show) {
        Calling.show(p, seat, call, show.card());
      } else if (move instanceof Move.Pass) {
        Calling.pass(p, seat, call);
      } else {
        throw new IllegalActionException(Ally.of(call.n()).named() + " is called: show it or pass");
      }
      return;
    }
    Task.Question q = (Task.Question) next;
    if (q.seat() != seat) {
      throw new IllegalActionException("it is " + name(q.seat()) + "'s turn, not " + name(seat) + "'s");
    }
    if (q instanceof Task.Walk walk) {
      if (!(move instanceof Move.Lance lance)) {
        throw new IllegalActionException("the Dragon bars the way: 'lance' to jump it or 'stop' behind it");
      }
      Moves.lance(p, seat, walk, lance.use());
      return;
    }
    Task.Ask ask = (Task.Ask) q;
    switch (ask.kind()) {
      case KEEP -> Round.keep(p, seat, ask, expect(move, Move.Keep.class, "keep an Ally: 'keep #card'"));
      case CURSE -> {
        int ally = expect(move, Move.Curse.class, "the Enchantress curses an Ally: 'curse 2' to 'curse 9'").ally();
        // "maudissez l'un des autres Alliés"
        if (ally < 2 || ally > 9) {
          throw new IllegalActionException("the Enchantress curses one of the other Allies, 2 to 9, not " + ally);
        }
        p.curse = ally;
        p.curser = seat;
        p.tell(new GrailCupEvent.AllyCursed(seat, ally));
        p.replace();
      }
      case FIRST -> {
        int first = expect(move, Move.First.class, "the Squire names a knight: 'first 0'").seat();
        if (first < 0 || first >= p.players) {
          throw new IllegalActionException("there is no knight of seat " + first);
        }
        p.squire = seat;
        p.squireTarget = first;
        p.tell(new GrailCupEvent.SquirePredicts(seat, first));
        p.replace(new Task.Walk(seat, Goal.STEPS, 2, -1));
      }
      case LOOK -> Clovers.look(p, seat, expect(move, Move.Look.class, "Merlin looks at three tokens: 'look 11 20 28'").spots());
      case ARRANGE -> Clovers.arrange(p, seat, ask.data(),
          expect(move, Move.Arrange.class, "Merlin puts them back: 'arrange 20 28 11'").spots());
      case DISTANCE -> {
        int d = expect(move, Move.Advance.class, "choose how far: 'advance " + ask.data().get(0) + "'").squares();
        if (!ask.data().contains(d)) {
          throw new IllegalActionException(name(seat) + " advances " + join(ask.data()) + " squares, not " + d);
        }
        p.replace(new Task.Walk(seat, Goal.STEPS, d, -1));
      }
      case TAME -> {
        Moves.moveDragon(p, seat, expect(move, Move.Dragon.class, "move the Dragon: 'dragon 23'").square());
        p.replace(new Task.Walk(seat, Goal.STEPS, 5, -1));
      }
      case CALL_DRAGON -> {
        Moves.moveDragon(p, seat, expect(move, Move.Dragon.class, "move the Dragon: 'dragon 23'").square());
        p.replace();
      }
      case FAKE_GRAIL -> {
        int victim = expect(move, Move.Push.class, "send another knight back: 'push 1'").seat();
        if (victim == seat || victim < 0 || victim >= p.players) {
          throw new IllegalActionException("the Fake Grail sends back another player's knight, not "
              + (victim == seat ? "your own" : "seat " + victim));
        }
        p.tell(new GrailCupEvent.FakeGrailPlayed(seat, victim));
        // "Si ce dernier arrive sur une case Champ de Trèfle, le jeton Trèfle n'est pas révélé."
        p.replace(Task.step(Task.Auto.BACK, victim, 2, 0));
      }
      case MAGNET -> {
        int from = expect(move, Move.Take.class, "take a Lance: 'take 1'").seat();
        if (!Clovers.magnetTargets(p, seat).contains(from)) {
          throw new IllegalActionException("take a Lance from another player who has one: "
              + Clovers.magnetTargets(p, seat).stream().map(Play::name).toList());
        }
        p.lances(from, -1, n -> new GrailCupEvent.LanceLostToMagnet(from, n, seat));
        p.lances(seat, 1, n -> new GrailCupEvent.LanceWonByMagnet(seat, n));
        p.replace();
      }
      default -> throw new IllegalStateException(ask.kind().name());
    }
  }

  private static String join(List<Integer> values) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < values.size(); i++) {
      b.append(i == 0 ? "" : i == values.size() - 1 ? " or " : ", ").append(values.get(i));
    }
    return b.toString();
  }

  private static <T extends Move> T expect(Move move, Class<T> kind, String what) throws IllegalActionException {
    if (!kind.isInstance(move)) {
      throw new IllegalActionException("not now: " + what);
    }
    return kind.cast(move);
  }
}
