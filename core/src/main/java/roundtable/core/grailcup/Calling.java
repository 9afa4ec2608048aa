package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.grailcup.Task.Auto;
import roundtable.core.grailcup.Task.Goal;
import roundtable.core.grailcup.Task.Kind;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.NamedCard;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;

/**
 * The second phase: "le Chancelier appelle les Alliés, dans l'ordre croissant de leur numéro";
 * the holder of the Ally called shows it and applies its effect. Nobody but the holder knows who
 * holds it, so each seat with a card not yet shown either shows it or says it does not hold it.
 */
final class Calling {
  private Calling() {}

  /** Whether the seat has kept an Ally not shown yet and has not said it lacks Ally n. */
  private static boolean candidate(int seat, List<? extends List<Integer>> chosen, HiddenCards cards, Task.Call c) {
    return !c.passed().contains(seat) && hasUnshown(chosen.get(seat), cards);
  }

  /** Whether a seat may still hold Ally n: one has kept an Ally not shown yet and has not passed. */
  private static boolean anyCandidate(Play p, Task.Call c) {
    for (int seat = 0; seat < p.players; seat++) {
      if (candidate(seat, p.chosen, p.cards, c)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The seat that answers the call now: the seats that may hold the Ally answer one at a time, from
   * the Chancellor round the table the way the cards went (not in the rulebook: one at a time, so
   * that peers on a network all apply the answers in the same order).
   */
  static int asked(Play p, Task.Call c) {
    return asked(p.players, p.direction, p.chancellor, p.chosen, p.cards, c);
  }

  /** The same on the state, without a working copy of it. */
  static int asked(GrailCupState s, Task.Call c) {
    return asked(s.players(), s.direction(), s.chancellor(), s.chosen(), s.cards(), c);
  }

  private static int asked(int players, int direction, int chancellor, List<? extends List<Integer>> chosen,
      HiddenCards cards, Task.Call c) {
    int step = direction == 0 ? 1 : direction;
    for (int k = 0; k < players; k++) {
      int seat = Math.floorMod(chancellor + step * k, players);
      if (candidate(seat, chosen, cards, c)) {
        return seat;
      }
    }
    return -1;
  }

  static List<Integer> unshown(Play p, int seat) {
    List<Integer> unshown = new ArrayList<>();
    for (int card : p.chosen.get(seat)) {
      if (p.publicFace(card) < 0) {
        unshown.add(card);
      }
    }
    return unshown;
  }

  /** Whether {@link #unshown} is not empty. */
  private static boolean hasUnshown(List<Integer> chosen, HiddenCards cards) {
    for (int i = 0; i < chosen.size(); i++) {
      if (cards.publicFace(new CardRef(chosen.get(i))).orElse(-1) < 0) {
        return true;
      }
    }
    return false;
  }

  /** Runs the call if nobody can hold the Ally; true if it waits for the seats that may. */
  static boolean call(Play p, Task.Call c) {
    if (c.n() > 9) {
      p.replace(Task.step(Auto.END_CALLING));
      return false;
    }
    boolean faceUp = false;
    for (int i = 0; i < p.asideUp.size() && !faceUp; i++) {
      faceUp = p.publicFace(p.asideUp.get(i)) == c.n();
    }
    if (faceUp || !anyCandidate(p, c)) {
      if (!faceUp) {
        p.tell(new GrailCupEvent.NobodyPlays(c.n()));
      }
      p.replace(new Task.Call(c.n() + 1, List.of()));
      return false;
    }
    return true;
  }

  /** The face of a card as the rules object can read it without a seat's keys (open cards). */
  private static OptionalInt known(Play p, int card, int seat) {
    return p.cards.faceFor(new CardRef(card), seat, Knowledge.NOTHING);
  }

  static void show(Play p, int seat, Task.Call c, int card) throws IllegalActionException {
    int asked = asked(p, c);
    if (asked != seat) {
      throw new IllegalActionException("it is " + name(asked) + "'s turn to answer the call of "
          + Ally.of(c.n()).named() + ", not " + name(seat) + "'s");
    }
    if (!unshown(p, seat).contains(card)) {
      throw new IllegalActionException("card #" + card + " is not an Ally " + name(seat) + " kept and has not shown");
    }
    OptionalInt face = known(p, card, seat);
    if (face.isPresent() && face.getAsInt() != c.n()) {
      throw new IllegalActionException("card #" + card + " is " + Ally.of(face.getAsInt()).named() + ", not "
          + Ally.of(c.n()).named());
    }
    p.cards = p.cards.reveal(new CardRef(card));
    p.replace(Task.step(Auto.SHOWN, seat, card, c.n()), new Task.Call(c.n() + 1, List.of()));
  }

  static void pass(Play p, int seat, Task.Call c) throws IllegalActionException {
    int asked = asked(p, c);
    if (asked != seat) {
      throw new IllegalActionException("it is " + name(asked) + "'s turn to answer the call of "
          + Ally.of(c.n()).named() + ", not " + name(seat) + "'s");
    }
    for (int card : unshown(p, seat)) {
      if (known(p, card, seat).orElse(-1) == c.n()) {
        throw new IllegalActionException(name(seat) + " holds " + Ally.of(c.n()).named() + " (#" + card + "): show it");
      }
    }
    List<Integer> passed = new ArrayList<>(c.passed());
    passed.add(seat);
    p.replace(new Task.Call(c.n(), passed));
  }

  static void run(Play p, Task.Step t) {
    switch (t.what()) {
      case SHOWN -> shown(p, t.arg(0), t.arg(1), t.arg(2));
      case FORGE -> {
        // "Récupérez un jeton Lance de la réserve."
        int seat = t.arg(0);
        if (p.lanceReserve() > 0) {
          p.lances(seat, 1, n -> new GrailCupEvent.BlacksmithLance(seat, n));
        } else {
          p.tell(new GrailCupEvent.NoLanceLeft(seat));
        }
        p.replace();
      }
      case END_CALLING -> {
        for (int seat = 0; seat < p.players; seat++) {
          if (hasUnshown(p.chosen.get(seat), p.cards)) {
            stop(p, new GrailCupEvent.AllyNeverShown(seat));
            return;
          }
        }
        p.replace(Task.step(Auto.SQUIRE), Task.step(Auto.NEW_ROUND));
      }
      case SQUIRE -> {
        // "Si, à la fin du tour, ce Chevalier est en tête de la course, vous avancerez alors votre
        // Chevalier jusqu'à la case immédiatement devant lui."
        if (p.squire >= 0 && p.state().leader() == p.squireTarget) {
          int front = p.squares.get(p.squireTarget) + 1;
          p.tell(new GrailCupEvent.SquireRight(p.squire, p.squireTarget));
          p.replace(new Task.Walk(p.squire, Goal.SQUARE, 0, Math.min(front, Track.FINISH)));
        } else {
          if (p.squire >= 0) {
            p.tell(new GrailCupEvent.SquireWrong(p.squire, p.squireTarget));
          }
          p.replace();
        }
      }
      default -> throw new IllegalStateException(t.what().name());
    }
  }

  /** An Ally shown names itself by the number called: checked now that it is open, the table model's way. */
  private static final NamedCard.Naming<Integer> CALLED = (face, n) -> face == n;

  private static void shown(Play p, int seat, int card, int n) {
    var checked = new NamedCard<>(seat, new CardRef(card), n).check(p.cards, CALLED);
    if (checked.isEmpty() || !checked.get().honest()) {
      stop(p, new GrailCupEvent.WrongAllyShown(seat, checked.map(NamedCard.Checked::face).orElse(-1), n));
      return;
    }
    p.tell(new GrailCupEvent.AllyShown(seat, n));
    List<Task> now = new ArrayList<>();
    if (p.curse == n && p.curser >= 0) {
      if (p.curser != seat) {
        // "vous échangez immédiatement sur la piste votre Chevalier avec celui de votre victime, même si
        // le Dragon vous sépare, puis avancez d'une case supplémentaire."
        now.add(Task.step(Auto.SWAP, p.curser, seat));
        now.add(Task.step(Auto.ARRIVE, p.curser, 1));
        now.add(new Task.Walk(p.curser, Goal.STEPS, 1, -1));
      } else {
        // "un joueur révèle l'Allié que vous avez maudit": she does, so she swaps with herself (nothing
        // moves), "puis avancez d'une case supplémentaire".
        p.tell(new GrailCupEvent.CurseOnOwnAlly(p.curser));
        now.add(new Task.Walk(p.curser, Goal.STEPS, 1, -1));
      }
    }
    now.addAll(effect(seat, Ally.of(n)));
    p.replace(now);
  }

  /** A cheat stops the game; the state keeps it as the outcome's reason (only that it stopped is hashed). */
  private static void stop(Play p, GrailCupEvent.CheatCaught cheat) {
    p.stopped = cheat;
    p.tell(cheat);
  }

  /** What the Ally does, as tasks, for the seat that played it. */
  static List<Task> effect(int seat, Ally ally) {
    return switch (ally) {
      // "Avancez d'une case, et maudissez l'un des autres Alliés": the step first, then the curse.
      case ENCHANTRESS -> List.of(new Task.Walk(seat, Goal.STEPS, 1, -1), new Task.Ask(Kind.CURSE, seat));
      case SQUIRE -> List.of(new Task.Ask(Kind.FIRST, seat));
      case MERLIN -> List.of(new Task.Ask(Kind.LOOK, seat));
      case BLACKSMITH -> List.of(Task.step(Auto.FORGE, seat), new Task.Walk(seat, Goal.STEPS, 4, -1));
      case DRAGON_TAMER -> List.of(new Task.Ask(Kind.TAME, seat));
      case PRINCESS -> List.of(new Task.Walk(seat, Goal.CASTLE, 0, -1));
      case PRIEST -> List.of(new Task.Walk(seat, Goal.CHURCH, 0, -1));
      case FAIRY -> List.of(new Task.Ask(Kind.DISTANCE, seat, List.of(2, 4, 6)));
      case UNICORN -> List.of(Task.step(Auto.UNICORN, seat));
    };
  }
}
