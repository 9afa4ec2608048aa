package roundtable.desktop.client.graal;

import java.util.List;
import roundtable.core.graal.GraalEvent;
import roundtable.core.graal.GraalEvent.AncestorSummoned;
import roundtable.core.graal.GraalEvent.AncestorsDealt;
import roundtable.core.graal.GraalEvent.AncestorsRevealed;
import roundtable.core.graal.GraalEvent.AttackSuffered;
import roundtable.core.graal.GraalEvent.Attacked;
import roundtable.core.graal.GraalEvent.CalledOut;
import roundtable.core.graal.GraalEvent.CardDrawn;
import roundtable.core.graal.GraalEvent.CardGiven;
import roundtable.core.graal.GraalEvent.CardTaken;
import roundtable.core.graal.GraalEvent.CardsLaid;
import roundtable.core.graal.GraalEvent.CardsPutBack;
import roundtable.core.graal.GraalEvent.CharacterDrawn;
import roundtable.core.graal.GraalEvent.CheatCaught;
import roundtable.core.graal.GraalEvent.ColourChosen;
import roundtable.core.graal.GraalEvent.CounterAttacked;
import roundtable.core.graal.GraalEvent.DirectionChanged;
import roundtable.core.graal.GraalEvent.DiscardsReshuffled;
import roundtable.core.graal.GraalEvent.DuelCancelled;
import roundtable.core.graal.GraalEvent.Eliminated;
import roundtable.core.graal.GraalEvent.FirstCardTurned;
import roundtable.core.graal.GraalEvent.FisherKingLaid;
import roundtable.core.graal.GraalEvent.GameWon;
import roundtable.core.graal.GraalEvent.GiftWon;
import roundtable.core.graal.GraalEvent.GraalSaid;
import roundtable.core.graal.GraalEvent.HandsExchanged;
import roundtable.core.graal.GraalEvent.NothingToDraw;
import roundtable.core.graal.GraalEvent.PowerUsed;
import roundtable.core.graal.GraalEvent.PowersBlocked;
import roundtable.core.graal.GraalEvent.PowersRestored;
import roundtable.core.graal.GraalEvent.RoundBegins;
import roundtable.core.graal.GraalEvent.RoundWon;
import roundtable.core.graal.GraalEvent.ShieldedInDuel;
import roundtable.core.graal.GraalEvent.Shielded;
import roundtable.core.graal.GraalEvent.SiegeAnswered;
import roundtable.core.graal.GraalEvent.SiegeSuffered;
import roundtable.core.graal.GraalEvent.SkillUsed;
import roundtable.core.graal.GraalEvent.Substituted;
import roundtable.core.graal.GraalEvent.TournamentBegins;
import roundtable.core.graal.GraalEvent.TurnSkipped;
import roundtable.core.graal.Play;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Reader;

/**
 * The log's line for each thing the rules tell ({@code graal.event.*}), from the records' seats,
 * cards and counts. The window's own seat is spoken to: a line whose subject it is takes the
 * {@code .you} words ("You draw a card", "Vous piochez une carte"), a line that names it as the
 * other player the {@code .toYou} words ("Bob attacks you with Excalibur").
 */
final class GraalEventWords {
  private GraalEventWords() {}

  /** The event's line in the log. */
  static String line(GraalEvent event, Reader r, Words w) {
    String said = table(event, r, w);
    if (said == null) {
      said = duel(event, r, w);
    }
    if (said == null) {
      said = powers(event, r, w);
    }
    if (said == null) {
      throw new IllegalStateException("no words for " + event);
    }
    return said;
  }

  /** How the game ended: the line of the event that ended it (the outcome's reason), else who won. */
  static String outcome(Outcome outcome, Reader r, Words w) {
    if (outcome.reason() instanceof GraalEvent ending) {
      return line(ending, r, w);
    }
    if (outcome.isDraw()) {
      return w.get("graal.over.stopped");
    }
    return r.says(w, "graal.over.won", outcome.winners().get(0));
  }

  /** The set-up, the rounds, a turn's lays and draws, the ending. */
  private static String table(GraalEvent event, Reader r, Words w) {
    if (event instanceof CardsLaid e) {
      return r.says(w, "graal.event.lay", e.seat(), plays(e.cards(), w));
    }
    if (event instanceof CardDrawn e) {
      return r.says(w, "graal.event.draw", e.seat());
    }
    if (event instanceof GraalSaid e) {
      return r.says(w, "graal.event.graal", e.seat());
    }
    if (event instanceof CalledOut e) {
      return r.saysTo(w, "graal.event.callOut", e.seat(), e.forgetful());
    }
    if (event instanceof ColourChosen e) {
      return r.says(w, "graal.event.colour", e.seat(), GraalWords.colour(e.colour(), w));
    }
    if (event instanceof DirectionChanged e) {
      return w.get("graal.event.direction", w.get(e.direction() > 0 ? "graal.direction.clockwise"
          : "graal.direction.anticlockwise"));
    }
    if (event instanceof TurnSkipped e) {
      return r.says(w, "graal.event.skip", e.seat());
    }
    if (event instanceof NothingToDraw) {
      return w.get("graal.event.empty");
    }
    if (event instanceof DiscardsReshuffled) {
      return w.get("graal.event.reshuffle");
    }
    if (event instanceof CharacterDrawn e) {
      return r.says(w, "graal.event.character", e.seat(), GraalFaces.character(e.character(), w));
    }
    if (event instanceof AncestorsDealt) {
      return w.get("graal.event.ancestors");
    }
    if (event instanceof RoundBegins e) {
      return w.get("graal.event.round", e.round());
    }
    if (event instanceof TournamentBegins) {
      return w.get("graal.event.tournament");
    }
    if (event instanceof GiftWon e) {
      return r.says(w, "graal.event.gift", e.seat(), GraalWords.card(e.card(), w));
    }
    if (event instanceof FirstCardTurned e) {
      return r.says(w, "graal.event.flip", e.dealer(), GraalWords.face(e.face(), w));
    }
    if (event instanceof RoundWon e) {
      return r.says(w, "graal.event.roundWon", e.seat(), e.round());
    }
    if (event instanceof AncestorsRevealed) {
      return w.get("graal.event.camelot");
    }
    if (event instanceof Eliminated e) {
      return r.saysTo(w, "graal.event.eliminate", e.seat(), e.victim());
    }
    if (event instanceof GameWon e) {
      return r.says(w, "graal.event.won." + switch (e.ending()) {
        case GRAAL -> "graal";
        case SIEGE -> "siege";
        case LAST_STANDING -> "lastStanding";
      }, e.seat());
    }
    if (event instanceof CheatCaught e) {
      String laid = e.laid() < 0 ? w.get("graal.card.unread") : GraalWords.face(e.laid(), w);
      return r.says(w, "graal.event.cheat", e.seat(), GraalWords.face(e.named(), w), laid);
    }
    return null;
  }

  /** The attacks, the duels and the step cards. */
  private static String duel(GraalEvent event, Reader r, Words w) {
    if (event instanceof Attacked e) {
      return r.saysTo(w, "graal.event.attack", e.seat(), e.target(), GraalWords.card(e.card(), w));
    }
    if (event instanceof CounterAttacked e) {
      return r.says(w, "graal.event.counter", e.seat(), e.cards());
    }
    if (event instanceof Shielded e) {
      return r.says(w, "graal.event.shield", e.seat());
    }
    if (event instanceof ShieldedInDuel e) {
      return r.says(w, "graal.event.shieldDuel", e.seat(), e.suffered());
    }
    if (event instanceof AttackSuffered e) {
      return r.says(w, e.cards() == 1 ? "graal.event.suffer.one" : "graal.event.suffer", e.seat(), e.cards());
    }
    if (event instanceof DuelCancelled e) {
      return r.says(w, "graal.event.cancel", e.seat(), GraalWords.card(e.step(), w));
    }
    if (event instanceof CardTaken e) {
      return r.saysTo(w, "graal.event.take", e.seat(), e.from());
    }
    if (event instanceof SiegeSuffered e) {
      return r.says(w, "graal.event.siege", e.seat());
    }
    if (event instanceof SiegeAnswered e) {
      return r.says(w, "graal.event.siegeGraal", e.seat());
    }
    if (event instanceof HandsExchanged e) {
      return r.saysTo(w, "graal.event.swap", e.seat(), e.other());
    }
    if (event instanceof PowersBlocked e) {
      return r.says(w, "graal.event.block", e.seat());
    }
    if (event instanceof PowersRestored e) {
      return r.says(w, "graal.event.restore", e.seat());
    }
    if (event instanceof FisherKingLaid e) {
      return r.says(w, "graal.event.protect", e.seat(), GraalWords.card(e.escaped(), w));
    }
    return null;
  }

  /** The characters' skills and the ancestors' powers. */
  private static String powers(GraalEvent event, Reader r, Words w) {
    if (event instanceof SkillUsed e) {
      return r.says(w, "graal.event.skill", e.seat(), GraalFaces.character(e.character(), w));
    }
    if (event instanceof CardsPutBack e) {
      return r.says(w, e.cards() == 1 ? "graal.event.putBack.one" : "graal.event.putBack", e.seat(), e.cards());
    }
    if (event instanceof PowerUsed e) {
      return r.says(w, "graal.event.power", e.seat(), GraalFaces.ancestor(e.ancestor()));
    }
    if (event instanceof CardGiven e) {
      return r.saysTo(w, "graal.event.give", e.seat(), e.to());
    }
    if (event instanceof AncestorSummoned e) {
      return r.saysTo(w, "graal.event.summon", e.seat(), e.owner(), GraalFaces.ancestor(e.ancestor()));
    }
    if (event instanceof Substituted e) {
      // The substitute fights: the line is about it, in the place of the seat that used Guenièvre.
      return r.saysTo(w, "graal.event.substitute", e.substitute(), e.seat());
    }
    return null;
  }

  private static String plays(List<Play> plays, Words w) {
    return String.join(", ", plays.stream().map(p -> GraalWords.face(p.key(), w)).toList());
  }
}
