package roundtable.core.graal;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.CardRef;

/**
 * The canonical encoding of graal's queue of steps and of a duel, from their data only: each step
 * is a tag declared here (docs/protocol.md, "graal") and its fields in order; cards, characters
 * and ancestors by their notation codes, hidden cards by reference. No Java name, no words.
 */
final class StepCodes {
  private StepCodes() {}

  static void duel(CanonicalWriter w, Duel duel) {
    w.writeBoolean(duel != null);
    if (duel != null) {
      w.writeInt(duel.attacker()).writeInt(duel.defender()).writeString(duel.card().code()).writeInt(duel.count());
    }
  }

  static void step(CanonicalWriter w, Step step) {
    if (step instanceof Step.Turn s) {
      refs(w.writeString("turn").writeInt(s.seat()).writeString(s.stage().code()), s.drawn() == null ? List.of()
          : List.of(s.drawn()));
    } else if (step instanceof Step.ChooseColour s) {
      w.writeString("choose-colour").writeInt(s.seat());
    } else if (step instanceof Step.Defend s) {
      w.writeString("defend").writeInt(s.seat());
    } else if (step instanceof Step.AnswerSiege s) {
      w.writeString("answer-siege").writeInt(s.seat()).writeInt(s.by());
    } else if (step instanceof Step.PickSwap s) {
      w.writeString("pick-swap").writeInt(s.seat());
    } else if (step instanceof Step.PickCamelot s) {
      w.writeString("pick-camelot").writeInt(s.seat());
    } else if (step instanceof Step.PickVictim s) {
      w.writeString("pick-victim").writeInt(s.seat());
    } else if (step instanceof Step.PutBack s) {
      refs(w.writeString("put-back").writeInt(s.seat()).writeString(s.skill().code()), s.taken());
      refs(w, s.named() == null ? List.of() : List.of(s.named()));
    } else if (step instanceof Step.Protect s) {
      w.writeString("protect").writeInt(s.seat()).writeInt(s.by()).writeString(s.step().code());
      step(w, s.effect());
    } else if (step instanceof Step.Summoned s) {
      w.writeString("summoned").writeInt(s.seat()).writeString(s.ancestor().code());
      step(w, s.left());
    } else if (step instanceof Step.IntoDeck s) {
      w.writeString("into-deck").writeInt(s.card().id()).writeInt(s.seat()).writeBoolean(s.graal());
    } else if (step instanceof Step.DrawCharacters) {
      w.writeString("draw-characters");
    } else if (step instanceof Step.ShuffleAncestors) {
      w.writeString("shuffle-ancestors");
    } else if (step instanceof Step.DealAncestors) {
      w.writeString("deal-ancestors");
    } else if (step instanceof Step.ShuffleGift s) {
      w.writeString("shuffle-gift").writeInt(s.face());
    } else if (step instanceof Step.GiveGift s) {
      w.writeString("give-gift").writeInt(s.seat());
    } else if (step instanceof Step.ShuffleDeck s) {
      w.writeString("shuffle-deck").writeInt(s.gift());
    } else if (step instanceof Step.Draw s) {
      w.writeString("draw").writeInt(s.seat()).writeInt(s.count());
    } else if (step instanceof Step.Take s) {
      w.writeString("take").writeInt(s.seat()).writeInt(s.from()).writeInt(s.count());
    } else if (step instanceof Step.Exchange s) {
      w.writeString("exchange").writeInt(s.a()).writeInt(s.b());
    } else if (step instanceof Step.Flip s) {
      w.writeString("flip").writeInt(s.dealer());
    } else if (step instanceof Step.FlipEffect s) {
      w.writeString("flip-effect").writeInt(s.dealer());
    } else if (step instanceof Step.Verify s) {
      w.writeString("verify").writeInt(s.named().seat()).writeInt(s.named().card().id()).writeInt(s.named().name());
    } else if (step instanceof Step.Taken s) {
      refs(w.writeString("taken").writeInt(s.seat()).writeString(s.skill().code()), s.before());
      refs(w, s.named() == null ? List.of() : List.of(s.named())).writeBoolean(s.open());
    } else if (step instanceof Step.Drew s) {
      refs(w.writeString("drew").writeInt(s.seat()), s.before());
    } else if (step instanceof Step.GraalLaid s) {
      w.writeString("graal-laid").writeInt(s.seat());
    } else if (step instanceof Step.SiegeAnswered s) {
      w.writeString("siege-answered").writeInt(s.seat()).writeInt(s.by());
    } else if (step instanceof Step.EndCheck s) {
      w.writeString("end-check").writeInt(s.seat());
    } else if (step instanceof Step.NextTurn s) {
      w.writeString("next-turn").writeInt(s.from()).writeInt(s.skips());
    } else if (step instanceof Step.MoveCards s) {
      refs(w.writeString("move-cards"), s.cards()).writeInt(s.to());
    } else if (step instanceof Step.BlockPowers s) {
      w.writeString("block-powers").writeInt(s.seat());
    } else {
      throw new IllegalStateException("a step without a code: " + step.getClass().getSimpleName());
    }
  }

  private static CanonicalWriter refs(CanonicalWriter w, List<CardRef> cards) {
    return w.writeAll(cards, (o, c) -> o.writeInt(c.id()));
  }
}
