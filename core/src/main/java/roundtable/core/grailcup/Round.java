package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.ALLIES;
import static roundtable.core.grailcup.Play.name;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.grailcup.Task.Auto;
import roundtable.core.grailcup.Task.Kind;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.IllegalActionException;

/** Set-up and the first phase of a round: the Chancellor, the Allies set aside, the draft. */
final class Round {
  /** "Cartes écartées": face up, by player count (3..8); one more is always set aside face down. */
  private static final int[] FACE_UP = {0, 0, 0, 0, 3, 2, 1, 0, 0};

  private Round() {}

  static List<Integer> allyFaces() {
    List<Integer> faces = new ArrayList<>();
    for (int n = 1; n <= 9; n++) {
      faces.add(n);
    }
    return faces;
  }

  static void run(Play p, Task.Step t) {
    switch (t.what()) {
      case SETUP_TOKENS -> {
        // "Placez un jeton Trèfle face cachée sur chaque case Champ de Trèfle ... une réserve face cachée"
        for (int spot : Track.CLOVER_SPOTS) {
          Clovers.place(p, spot);
        }
        // "Mélangez les cartes Allié et distribuez-en une à chaque joueur."
        p.cards = p.cards.newPile(ALLIES, allyFaces());
        p.replace();
      }
      case SETUP_DEAL -> {
        List<Integer> dealt = new ArrayList<>();
        for (int seat = 0; seat < p.players; seat++) {
          CardRef top = p.cards.pile(ALLIES).get(0);
          p.cards = p.cards.dealFaceDown(ALLIES, seat).reveal(top);
          dealt.add(top.id());
        }
        p.replace(Task.step(Auto.SETUP_PLACE, dealt));
      }
      case SETUP_PLACE -> setupPlace(p, t.args());
      case NEW_ROUND -> newRound(p);
      case ROUND_DEAL -> roundDeal(p);
      case ASIDE_SHOWN -> {
        if (!p.asideUp.isEmpty()) {
          p.tell(new GrailCupEvent.AsideFaceUp(p.asideUp.stream().map(p::publicFace).toList()));
        }
        p.replace(new Task.Ask(Kind.KEEP, p.chancellor, List.of(0)));
      }
      case HAND_ON -> {
        int to = t.arg(0);
        if (t.args().size() == 1) {
          p.replace();
        } else {
          p.cards = p.cards.move(new CardRef(t.arg(1)), to);
          List<Integer> rest = new ArrayList<>(t.args());
          rest.remove(1);
          p.replace(Task.step(Auto.HAND_ON, rest));
        }
      }
      case REGROUP -> {
        // "repasse les cinq cartes restantes au premier joueur. Ce dernier écarte de nouveau une carte
        // au hasard, face cachée, sans la regarder": shuffled by all, the top one set aside.
        p.cards = p.cards.refill(ALLIES, p.packet(t.arg(0)).stream().map(CardRef::new).toList());
        p.replace(Task.step(Auto.REDEAL, p.chancellor));
      }
      case REDEAL -> {
        int to = t.arg(0);
        p.asideDown.add(p.cards.pile(ALLIES).get(0).id());
        p.cards = p.cards.dealFaceDown(ALLIES, to);
        while (p.cards.pileSize(ALLIES) > 0) {
          p.cards = p.cards.deal(ALLIES, to);
        }
        p.tell(new GrailCupEvent.SetAsideAtRandom());
        p.replace();
      }
      default -> throw new IllegalStateException(t.what().name());
    }
  }

  private static void setupPlace(Play p, List<Integer> dealt) {
    boolean late = false;
    for (int s = 0; s < p.players; s++) {
      int seat = s;
      int ally = p.publicFace(dealt.get(seat));
      p.place(seat, Track.startSquare(ally), GrailCupEvent.Stride.START);
      // "Si un ou plusieurs joueurs commencent le jeu sur les cases 7, 8 ou 9, ils prennent chacun un jeton Lance."
      if (ally >= 7) {
        p.lances(seat, 1, n -> new GrailCupEvent.LateStartLance(seat, n));
        late = true;
      }
    }
    int last = p.state().last();
    if (!late) {
      // "Sinon, le dernier de la course prend un jeton Lance."
      p.lances(last, 1, n -> new GrailCupEvent.LastOfRaceLance(last, n));
    }
    p.seal = last;
    p.tell(new GrailCupEvent.SealTaken(last));
    p.replace();
  }

  private static void newRound(Play p) {
    p.round++;
    // "Si un joueur a obtenu le Sceau du Chancelier grâce au dé Village lors du tour précédent, il
    // le conserve. Sinon, le dernier de la course prend le Sceau."
    if (!p.sealFromDie) {
      p.seal = p.state().last();
    }
    p.sealFromDie = false;
    p.chancellor = p.seal;
    p.direction = 0;
    p.curse = 0;
    p.curser = -1;
    p.squire = -1;
    p.squireTarget = -1;
    p.chosen.forEach(List::clear);
    p.asideUp.clear();
    p.asideDown.clear();
    p.cards = p.cards.clearHands().newPile(ALLIES, allyFaces());
    p.tell(new GrailCupEvent.RoundBegins(p.round, p.chancellor));
    p.replace(Task.step(Auto.ROUND_DEAL));
  }

  private static void roundDeal(Play p) {
    for (int i = 0; i < FACE_UP[p.players]; i++) {
      CardRef top = p.cards.pile(ALLIES).get(0);
      p.cards = p.cards.dealFaceDown(ALLIES, p.chancellor).reveal(top);
      p.asideUp.add(top.id());
    }
    p.asideDown.add(p.cards.pile(ALLIES).get(0).id());
    p.cards = p.cards.dealFaceDown(ALLIES, p.chancellor);
    // "Le Chancelier prend les cartes Allié qui n'ont pas été mises de côté."
    while (p.cards.pileSize(ALLIES) > 0) {
      p.cards = p.cards.deal(ALLIES, p.chancellor);
    }
    p.replace(Task.step(Auto.ASIDE_SHOWN));
  }

  /** The k-th choice of the round is made by this seat. */
  static int picker(Play p, int k) {
    return Math.floorMod(p.chancellor + p.direction * (k % p.players), p.players);
  }

  /** How many Allies are chosen in a round: two each with three players. */
  static int picks(int players) {
    return players == 3 ? 6 : players;
  }

  /** A player keeps an Ally of the cards handed to it and hands on the rest. */
  static void keep(Play p, int seat, Task.Ask ask, Move.Keep keep) throws IllegalActionException {
    int k = ask.data().get(0);
    List<Integer> packet = p.packet(seat);
    if (!packet.contains(keep.card())) {
      throw new IllegalActionException("card #" + keep.card() + " is not among the Allies handed to " + name(seat)
          + "; choose one of " + packet.stream().map(c -> "#" + c).toList());
    }
    if (k == 0 && keep.direction() == Move.Direction.NONE) {
      throw new IllegalActionException("the Chancellor also says which way the cards go: clockwise or counterclockwise");
    }
    if (k > 0 && keep.direction() != Move.Direction.NONE) {
      throw new IllegalActionException("only the Chancellor, choosing first, says which way the cards go");
    }
    if (k == 0) {
      p.direction = keep.direction().step;
    }
    p.chosen.get(seat).add(keep.card());
    packet.remove(Integer.valueOf(keep.card()));
    p.tell(k == 0 ? new GrailCupEvent.ChancellorKept(seat, keep.direction().way()) : new GrailCupEvent.AllyKept(seat));
    if (k == picks(p.players) - 1) {
      // "La carte Allié qu'il ne prend pas est écartée face cachée."
      p.asideDown.addAll(packet);
      p.replace(new Task.Call(1, List.of()));
      return;
    }
    Task.Ask next = new Task.Ask(Kind.KEEP, picker(p, k + 1), List.of(k + 1));
    if (p.players == 3 && k == 2) {
      p.replace(Task.step(Auto.REGROUP, seat), next);
      return;
    }
    List<Integer> handed = new ArrayList<>(List.of(next.seat()));
    handed.addAll(packet);
    if (p.players == 8 && k + 1 == 7) {
      // "À huit joueurs, le dernier joueur ... prend également en main la carte qui avait été écartée
      // face cachée au tout début."
      handed.add(p.asideDown.remove(0));
    }
    p.replace(Task.step(Auto.HAND_ON, handed), next);
  }
}
