package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.NamedCard;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Outcome;

/**
 * The steps the table runs by itself ({@link Table#settle}): the draws of characters and cards, the
 * deals, the cards moved or taken, the checks of named cards, the next turn. The rules queue them
 * ({@link Rules}, {@link Effects}, {@link Powers}); a step that needs a joint draw starts it and
 * queues itself again to finish once the draw is done.
 */
final class TableSteps {
  private TableSteps() {}

  static void run(Table t, Step step) {
    if (step instanceof Step.DrawCharacters d) {
      drawCharacters(t);
    } else if (step instanceof Step.ShuffleAncestors a) {
      List<Integer> faces = new ArrayList<>();
      for (Ancestor x : Ancestor.values()) {
        faces.add(x.face());
      }
      t.cards = t.cards.newPile(Table.ANCESTORS, faces);
    } else if (step instanceof Step.DealAncestors a) {
      for (int s = 0; s < t.players; s++) {
        t.cards = t.cards.dealFaceDown(Table.ANCESTORS, s);
        List<CardRef> h = t.cards.hand(s);
        t.writable().ancestors[s] = h.get(h.size() - 1).id();
        t.forgetHands();
      }
      t.tell(new GraalEvent.AncestorsDealt());
    } else if (step instanceof Step.ShuffleGift g) {
      t.cards = t.cards.newPile(Table.GIFT, List.of(g.face()));
    } else if (step instanceof Step.GiveGift g) {
      t.cards = t.cards.deal(Table.GIFT, g.seat());
      List<CardRef> h = t.cards.hand(g.seat());
      t.cards = t.cards.reveal(h.get(h.size() - 1));
    } else if (step instanceof Step.ShuffleDeck d) {
      t.cards = t.cards.newPile(Table.DECK, Card.roundDeck(t.round, t.noRound5, d.gift()));
    } else if (step instanceof Step.Draw d) {
      drawCards(t, d);
    } else if (step instanceof Step.Take take) {
      take(t, take);
    } else if (step instanceof Step.Exchange e) {
      List<CardRef> a = t.hand(e.a());
      List<CardRef> b = t.hand(e.b());
      t.tell(new GraalEvent.HandsExchanged(e.a(), e.b()));
      t.front(new Step.MoveCards(a, e.b()), new Step.MoveCards(b, e.a()));
    } else if (step instanceof Step.MoveCards m) {
      if (!m.cards().isEmpty()) {
        t.cards = t.cards.move(m.cards().get(0), m.to());
        if (m.cards().size() > 1) {
          t.front(new Step.MoveCards(m.cards().subList(1, m.cards().size()), m.to()));
        }
      }
    } else if (step instanceof Step.BlockPowers b) {
      t.writable().blocked[b.seat()] = true;
      t.tell(new GraalEvent.PowersBlocked(b.seat()));
    } else if (step instanceof Step.Flip f) {
      t.cards = t.cards.dealFaceDown(Table.DECK, f.dealer());
      List<CardRef> h = t.cards.hand(f.dealer());
      t.lay(h.get(h.size() - 1));
      t.front(new Step.FlipEffect(f.dealer()));
    } else if (step instanceof Step.FlipEffect f) {
      int face = t.cards.publicFace(t.top()).getAsInt();
      t.tell(new GraalEvent.FirstCardTurned(f.dealer(), face));
      Effects.played(t, f.dealer(), List.of(face));
    } else if (step instanceof Step.Verify v) {
      // Its Reveal came first: a card still closed here was never opened, as much a cheat as a false name.
      Optional<NamedCard.Checked<Integer>> checked = v.named().check(t.cards, Step.Verify.FITS);
      if (checked.isEmpty() || !checked.get().honest()) {
        int face = checked.map(NamedCard.Checked::face).orElse(-1);
        GraalEvent.CheatCaught cheat = new GraalEvent.CheatCaught(v.named().seat(), v.named().name(), face);
        t.tell(cheat);
        t.outcome = Outcome.draw(cheat);
      }
    } else if (step instanceof Step.Taken tk) {
      List<CardRef> taken = new ArrayList<>(t.hand(tk.seat()));
      taken.removeAll(tk.before());
      if (tk.open()) {
        for (CardRef c : taken) {
          t.cards = t.cards.reveal(c);
        }
      }
      t.front(new Step.PutBack(tk.seat(), tk.skill(), taken, tk.named()));
    } else if (step instanceof Step.Drew d) {
      List<CardRef> drawn = new ArrayList<>(t.hand(d.seat()));
      drawn.removeAll(d.before());
      if (drawn.isEmpty()) {
        t.front(new Step.NextTurn(d.seat(), 0));
      } else {
        t.front(new Step.Turn(d.seat(), Step.Stage.DRAWN, drawn.get(0)));
      }
    } else if (step instanceof Step.IntoDeck i) {
      t.cards = t.cards.refill(Table.DECK, List.of(i.card()));
      if (i.graal()) {
        t.said = i.seat();
      }
    } else if (step instanceof Step.GraalLaid g) {
      Effects.graalLaid(t, g.seat());
    } else if (step instanceof Step.SiegeAnswered a) {
      Rules.siegeAnswered(t, a.seat(), a.by());
    } else if (step instanceof Step.EndCheck e) {
      Effects.endCheck(t, e.seat());
    } else if (step instanceof Step.NextTurn n) {
      int next = n.from();
      for (int i = 0; i <= n.skips(); i++) {
        next = t.next(next);
        if (i < n.skips()) {
          t.tell(new GraalEvent.TurnSkipped(next));
        }
      }
      // The call-out window closes when the forgetful player's next turn begins.
      t.silent.remove(Integer.valueOf(next));
      for (int i = 0; i < t.players; i++) {
        if (t.lent[i] == next) {
          // "ne reprendra sa place que lorsque Arthur jouera de nouveau"
          t.writable().lent[i] = -1;
        }
      }
      t.front(new Step.Turn(next, Step.Stage.START, null));
    } else {
      throw new IllegalStateException("graal: a decision is not run: " + step);
    }
  }

  private static void drawCharacters(Table t) {
    if (t.draw == null) {
      List<Integer> seats = new ArrayList<>();
      for (int s = 0; s < t.players; s++) {
        seats.add(s);
      }
      t.draw = JointDraw.shuffle("the characters", Character.values().length, seats, t.openLog);
      t.draws++;
      t.front(new Step.DrawCharacters());
      return;
    }
    int[] order = t.draw.shuffleResult();
    t.draw = null;
    for (int s = 0; s < t.players; s++) {
      t.writable().characters[s] = order[s];
      t.tell(new GraalEvent.CharacterDrawn(s, Character.values()[order[s]]));
    }
  }

  private static void drawCards(Table t, Step.Draw d) {
    if (d.count() <= 0) {
      return;
    }
    if (t.cards.pileSize(Table.DECK) == 0) {
      if (t.discard().size() > 1) {
        t.refill();
        t.front(d);
      } else {
        // Not in the rulebook: with no card left anywhere, the draw stops.
        t.tell(new GraalEvent.NothingToDraw());
      }
      return;
    }
    t.cards = t.cards.deal(Table.DECK, d.seat());
    if (d.count() > 1) {
      t.front(new Step.Draw(d.seat(), d.count() - 1));
    }
  }

  private static void take(Table t, Step.Take take) {
    List<CardRef> from = t.hand(take.from());
    if (take.count() <= 0 || from.isEmpty()) {
      return;
    }
    if (t.draw == null) {
      List<Integer> seats = new ArrayList<>();
      for (int s = 0; s < t.players; s++) {
        seats.add(s);
      }
      t.draw = JointDraw.pick("a card taken from " + Table.name(take.from()) + " #" + t.draws, from.size(), seats,
          t.openLog);
      t.draws++;
      t.front(take);
      return;
    }
    int index = t.draw.pickResult();
    t.draw = null;
    t.cards = t.cards.move(from.get(index), take.seat());
    t.tell(new GraalEvent.CardTaken(take.seat(), take.from()));
    if (take.count() > 1) {
      t.front(new Step.Take(take.seat(), take.from(), take.count() - 1));
    }
  }
}
