package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.grailcup.GrailCupEvent.Stride;
import roundtable.core.grailcup.Task.Auto;
import roundtable.core.grailcup.Task.Goal;
import roundtable.core.random.JointDraw;
import roundtable.core.table.IllegalActionException;

/** Knights moving on the track, the Dragon in the way, and the Village die. */
final class Moves {
  private Moves() {}

  /** The walk's target square, fixed when it starts: -1 when there is nowhere to go. */
  private static int target(Play p, Task.Walk w) {
    int from = p.squares.get(w.seat());
    int to = switch (w.goal()) {
      case STEPS -> from + w.steps();
      case CASTLE -> Track.nextOf(Track.CASTLES, from);
      case CHURCH -> Track.nextOf(Track.CHURCHES, from);
      case SQUARE -> w.target();
    };
    // Not in the rulebook: a move past the finish ends on it.
    return to < 0 ? -1 : Math.min(to, Track.FINISH);
  }

  /** True when the Dragon bars the walk's way (the knight may use a Lance). */
  static boolean barred(Play p, Task.Walk w) {
    int from = p.squares.get(w.seat());
    return p.dragon > from && p.dragon <= w.target();
  }

  /** Runs the walk; true if it waits for its knight to choose whether to use a Lance. */
  static boolean walk(Play p, Task.Walk w) {
    if (w.goal() != Goal.SQUARE) {
      int to = target(p, w);
      if (to < 0) {
        // Not in the rulebook: the Priest with no Church ahead does not move.
        p.tell(new GrailCupEvent.NoneAhead(w.seat(),
            w.goal() == Goal.CHURCH ? GrailCupEvent.Landmark.CHURCH : GrailCupEvent.Landmark.CASTLE));
        p.replace();
        return false;
      }
      w = new Task.Walk(w.seat(), Goal.SQUARE, w.steps(), to);
      p.agenda.replace(w);
    }
    if (barred(p, w)) {
      if (p.lances.get(w.seat()) > 0) {
        return true;
      }
      finish(p, w, false);
      return false;
    }
    finish(p, w, false);
    return false;
  }

  /**
   * Ends the walk. "Lorsqu'un Chevalier avance et devrait dépasser le Dragon ou terminer son
   * déplacement sur la même case que le Dragon, il recule d'une case et arrête son déplacement sur
   * la case immédiatement derrière le Dragon. Il peut aussi utiliser un jeton Lance pour sauter
   * par-dessus la bête, sur la case suivante, et continuer éventuellement son déplacement."
   */
  static void finish(Play p, Task.Walk w, boolean lance) {
    int seat = w.seat();
    int from = p.squares.get(seat);
    int to = w.target();
    if (barred(p, w)) {
      if (lance) {
        p.lances(seat, -1, n -> new GrailCupEvent.DragonJumped(seat, n));
        // Not in the rulebook: the Dragon's square counts as a step; a move ending on it ends just past it.
        to = Math.max(to, p.dragon + 1);
      } else {
        to = p.dragon - 1;
        p.tell(new GrailCupEvent.StoppedBehindDragon(seat));
      }
    }
    if (to == from) {
      p.replace();
      return;
    }
    p.place(seat, to, Stride.ADVANCE);
    p.arrive(seat, true);
  }

  static void lance(Play p, int seat, Task.Walk w, boolean use) throws IllegalActionException {
    if (use && p.lances.get(seat) == 0) {
      throw new IllegalActionException(name(seat) + " has no Lance");
    }
    finish(p, w, use);
  }

  static void run(Play p, Task.Step t) {
    switch (t.what()) {
      case SWAP -> {
        int enchantress = t.arg(0);
        int victim = t.arg(1);
        int a = p.squares.get(enchantress);
        int b = p.squares.get(victim);
        p.tell(new GrailCupEvent.CurseStrikes(enchantress, victim));
        p.place(victim, a, Stride.SWAP);
        p.place(enchantress, b, Stride.SWAP);
        p.replace();
      }
      case UNICORN -> unicorn(p, t.arg(0));
      case BACK -> back(p, t.arg(0), t.arg(1), t.arg(2) == 1);
      case ARRIVE -> arrive(p, t.arg(0), t.arg(1) == 1);
      case DIE -> die(p, t.arg(0));
      default -> throw new IllegalStateException(t.what().name());
    }
  }

  /**
   * "Avancez votre Chevalier jusqu'à la première case libre devant le premier Chevalier devant vous
   * ... Si vous devriez terminer votre déplacement sur la case du Dragon, considérez-le comme faisant
   * partie d'un groupe de Chevaliers." Not in the rulebook: with no knight ahead, the Unicorn goes to
   * the first free square ahead.
   */
  private static void unicorn(Play p, int seat) {
    int from = p.squares.get(seat);
    int first = -1;
    for (int s = 0; s < p.players; s++) {
      int sq = p.squares.get(s);
      if (sq > from && (first < 0 || sq < first)) {
        first = sq;
      }
    }
    int to = (first < 0 ? from : first) + 1;
    while (to < Track.FINISH && (p.knightOn(to) || to == p.dragon)) {
      to++;
    }
    p.place(seat, to, Stride.UNICORN);
    p.replace(Task.step(Auto.ARRIVE, seat, 1));
  }

  /**
   * "Lorsqu'un Chevalier recule et devrait passer derrière le Dragon ... il ignore le Dragon et
   * continue de reculer. Si son déplacement devait s'arrêter sur la case occupée par le Dragon, il
   * recule d'une case supplémentaire." Not in the rulebook: nobody goes back past square 0, and a
   * knight that would stop on the Dragon lying on square 0 has no square behind it: it stops on 1.
   */
  static void back(Play p, int seat, int steps, boolean own) {
    int from = p.squares.get(seat);
    int to = Math.max(0, from - steps);
    if (to == p.dragon) {
      to = to > 0 ? to - 1 : 1;
    }
    if (to == from) {
      p.replace();
      return;
    }
    p.place(seat, to, Stride.BACK);
    p.arrive(seat, own);
  }

  /**
   * "Si, en appliquant l'effet de son Allié, un joueur arrive sur une case Village, il lance le dé ...
   * si le Chevalier d'un autre joueur est déplacé par un effet quelconque sur une case Village, il ne
   * lance pas le dé." The same for clover spots.
   */
  private static void arrive(Play p, int seat, boolean own) {
    int square = p.squares.get(seat);
    if (own && Track.isVillage(square)) {
      p.replace(Task.step(Auto.DIE, seat));
    } else if (own && Track.isCloverSpot(square)) {
      p.replace(Task.step(Auto.OPEN, seat, square));
    } else {
      p.replace();
    }
  }

  /** Faces of the Village die: "Sceau du Chancelier (x1)", "Voleur (x2)", "Lance (x3)". */
  static String dieFace(int face) {
    return face == 0 ? "the Chancellor's seal" : face <= 2 ? "the Thief" : "a Lance";
  }

  private static void die(Play p, int seat) {
    if (p.die == null) {
      List<Integer> seats = new ArrayList<>();
      for (int s = 0; s < p.players; s++) {
        seats.add(s);
      }
      p.die = JointDraw.pick("village die #" + p.dice, 6, seats, p.openLog);
      p.dice++;
      return;
    }
    int face = p.die.pickResult();
    p.die = null;
    p.tell(new GrailCupEvent.DieRolled(seat, face));
    if (face == 0) {
      p.seal = seat;
      p.sealFromDie = true;
    } else if (face <= 2) {
      if (p.lances.get(seat) > 0) {
        p.lances(seat, -1, n -> new GrailCupEvent.ThiefTakesLance(seat, n));
      }
    } else if (p.lanceReserve() > 0) {
      p.lances(seat, 1, n -> new GrailCupEvent.VillageLance(seat, n));
    }
    p.replace();
  }

  /**
   * "Déplacez le Dragon sur une case libre (sauf la case Ligne d'arrivée)": any square with no knight,
   * the start squares too, but the finish; "déplacez" moves it, so not the square it is on.
   */
  static List<Integer> dragonSquares(Play p) {
    List<Integer> free = new ArrayList<>();
    for (int sq = 0; sq < Track.FINISH; sq++) {
      if (sq != p.dragon && !p.knightOn(sq)) {
        free.add(sq);
      }
    }
    return free;
  }

  static void moveDragon(Play p, int seat, int square) throws IllegalActionException {
    if (square == Track.FINISH) {
      throw new IllegalActionException("the Dragon can never be put on the finish");
    }
    if (!dragonSquares(p).contains(square)) {
      throw new IllegalActionException("the Dragon goes to a free square other than its own, from 0 to 44; square "
          + square + " is not one");
    }
    p.tell(new GrailCupEvent.DragonMoved(seat, p.dragon, square));
    p.dragon = square;
  }
}
