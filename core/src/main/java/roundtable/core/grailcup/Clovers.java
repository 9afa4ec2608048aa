package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.RESERVE;
import static roundtable.core.grailcup.Play.name;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.grailcup.Task.Auto;
import roundtable.core.grailcup.Task.Goal;
import roundtable.core.grailcup.Task.Kind;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.IllegalActionException;

/**
 * The clover tokens: each spot is a one-card pile of the hidden cards, the reserve another pile.
 * "Si, en appliquant l'effet de son Allié, un joueur arrive sur une case Champ de Trèfle, il révèle
 * le jeton qui s'y trouve et en applique l'effet."
 */
final class Clovers {
  private Clovers() {}

  static List<Integer> faces() {
    List<Integer> faces = new ArrayList<>();
    for (int f = 0; f < Clover.TOKENS; f++) {
      faces.add(f);
    }
    return faces;
  }

  /** A fresh token from the reserve, face down on the spot. */
  static void place(Play p, int spot) {
    CardRef top = p.cards.pile(RESERVE).get(0);
    p.cards = p.cards.dealFaceDown(RESERVE, 0).putOnPile(top, Track.spotPile(spot));
  }

  /** The token lying on the spot. */
  static CardRef token(Play p, int spot) {
    return p.cards.pile(Track.spotPile(spot)).get(0);
  }

  static void run(Play p, Task.Step t) {
    switch (t.what()) {
      case OPEN -> {
        CardRef token = token(p, t.arg(1));
        p.cards = p.cards.reveal(token);
        p.replace(Task.step(Auto.CLOVER, t.arg(0), t.arg(1), token.id()));
      }
      case CLOVER -> clover(p, t.arg(0), t.arg(1), t.arg(2));
      case RESHUFFLE -> {
        // "Mélangez ensuite le jeton Trèfle utilisé face cachée avec la réserve de jetons Trèfle, et
        // placez-en un nouveau sur la case, face cachée."
        int spot = t.arg(0);
        CardRef used = token(p, spot);
        p.cards = p.cards.dealFaceDown(Track.spotPile(spot), 0).putOnPile(used, RESERVE).reshuffle(RESERVE);
        p.replace(Task.step(Auto.PLACE, spot));
      }
      case PLACE -> {
        place(p, t.arg(0));
        p.replace();
      }
      default -> throw new IllegalStateException(t.what().name());
    }
  }

  private static void clover(Play p, int seat, int spot, int card) {
    Clover kind = Clover.of(p.publicFace(card));
    p.tell(new GrailCupEvent.TokenTurned(seat, spot, kind));
    // "Lorsqu'un jeton Trèfle est révélé, ses effets s'appliquent immédiatement. Mélangez ensuite le
    // jeton Trèfle utilisé ... avec la réserve": the effect, then the token back (see Play.arrive).
    List<Task> next = new ArrayList<>();
    switch (kind) {
      case BOOTS -> next.add(new Task.Walk(seat, Goal.STEPS, 4, -1));
      case IMP -> next.add(Task.step(Auto.BACK, seat, 2, 1));
      case DRAGON_CALL -> next.add(new Task.Ask(Kind.CALL_DRAGON, seat));
      case FAKE_GRAIL -> next.add(new Task.Ask(Kind.FAKE_GRAIL, seat));
      case LANCE_MAGNET -> {
        if (magnetTargets(p, seat).isEmpty()) {
          p.tell(new GrailCupEvent.NoLanceToTake(seat));
        } else {
          next.add(new Task.Ask(Kind.MAGNET, seat));
        }
      }
    }
    next.add(Task.step(Auto.RESHUFFLE, spot));
    p.replace(next);
  }

  static List<Integer> magnetTargets(Play p, int seat) {
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < p.players; s++) {
      if (s != seat && p.lances.get(s) > 0) {
        seats.add(s);
      }
    }
    return seats;
  }

  /**
   * "Prenez 3 des jetons Trèfle sur le plateau de jeu, regardez-les": the three tokens are taken into
   * Merlin's hand, re-masked on the way (a seat that saw one before loses track of it: not in the rulebook).
   */
  static void look(Play p, int seat, List<Integer> spots) throws IllegalActionException {
    if (spots.size() != 3 || spots.stream().distinct().count() != 3 || !Track.CLOVER_SPOTS.containsAll(spots)) {
      throw new IllegalActionException("Merlin takes three different clover tokens from the spots "
          + Track.CLOVER_SPOTS);
    }
    List<Integer> taken = new ArrayList<>(List.of(seat));
    for (int spot : spots) {
      taken.add(token(p, spot).id());
      p.cards = p.cards.dealFaceDown(Track.spotPile(spot), seat);
    }
    p.tell(new GrailCupEvent.TokensLooked(seat, spots));
    p.replace(Task.step(Auto.HAND_ON, taken), new Task.Ask(Kind.ARRANGE, seat, spots));
  }

  /**
   * "... puis replacez-les en les intervertissant comme vous le souhaitez sur les trois cases
   * Champ de Trèfle": the tokens, in the order taken, go on these spots.
   */
  static void arrange(Play p, int seat, List<Integer> looked, List<Integer> to) throws IllegalActionException {
    if (to.size() != 3 || to.stream().distinct().count() != 3 || !to.containsAll(looked)) {
      throw new IllegalActionException("Merlin puts the three tokens back on the spots he took them from: " + looked);
    }
    List<Integer> tokens = p.packet(seat);
    for (int i = 0; i < 3; i++) {
      p.cards = p.cards.putOnPile(new CardRef(tokens.get(i)), Track.spotPile(to.get(i)));
    }
    p.tell(new GrailCupEvent.TokensRearranged(seat, looked));
    p.replace(new Task.Ask(Kind.DISTANCE, seat, List.of(1, 2, 3)));
  }
}
