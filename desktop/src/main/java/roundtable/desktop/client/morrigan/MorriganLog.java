package roundtable.desktop.client.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.MorriganEvent;
import roundtable.core.morrigan.MorriganEvent.AdversaryBeaten;
import roundtable.core.morrigan.MorriganEvent.AdversaryCursed;
import roundtable.core.morrigan.MorriganEvent.AdversaryLaid;
import roundtable.core.morrigan.MorriganEvent.AttackRepelled;
import roundtable.core.morrigan.MorriganEvent.BetLaid;
import roundtable.core.morrigan.MorriganEvent.BetsTied;
import roundtable.core.morrigan.MorriganEvent.CardLost;
import roundtable.core.morrigan.MorriganEvent.CheatCaught;
import roundtable.core.morrigan.MorriganEvent.DiscardsReshuffled;
import roundtable.core.morrigan.MorriganEvent.DuelLost;
import roundtable.core.morrigan.MorriganEvent.EffectEnds;
import roundtable.core.morrigan.MorriganEvent.FirstPlayer;
import roundtable.core.morrigan.MorriganEvent.Folded;
import roundtable.core.morrigan.MorriganEvent.MaletarChallenged;
import roundtable.core.morrigan.MorriganEvent.MaletarDefeated;
import roundtable.core.morrigan.MorriganEvent.NothingToDraw;
import roundtable.core.morrigan.MorriganEvent.Reinforced;
import roundtable.core.morrigan.MorriganEvent.SpecialPlayed;
import roundtable.core.morrigan.MorriganEvent.TerritoryConquered;
import roundtable.core.morrigan.MorriganEvent.TerritoryLaid;
import roundtable.core.morrigan.MorriganEvent.TrialDiscarded;
import roundtable.core.morrigan.MorriganEvent.TrialPlayed;
import roundtable.core.morrigan.MorriganEvent.TrialWon;
import roundtable.core.morrigan.MorriganEvent.TurnBegins;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Reader;
import roundtable.desktop.client.board.Seen;

/**
 * The Morrigan log ({@code morrigan.event.*}): a line for each of the rules' records
 * ({@link MorriganEvent}), names for the other seats and the second person for the window's own,
 * and the ending. The client is a view: it never reads the rules' English back.
 */
final class MorriganLog {
  private final Words w;
  private final Seen seen;

  MorriganLog(Words w, Seen seen) {
    this.w = w;
    this.seen = seen;
  }

  /**
   * A line of the log from the rules' record: seats by their names, the window's own seat as "you"
   * (a key's {@code .you} form, in the second person).
   */
  String event(Event event) {
    if (event instanceof FirstPlayer e) {
      return said("morrigan.event.begins", e.seat());
    }
    if (event instanceof TurnBegins e) {
      return said("morrigan.event.turn", e.seat(), e.turn());
    }
    if (event instanceof EffectEnds e) {
      return w.get("morrigan.event.ends", MorriganWords.special(w, e.special()));
    }
    if (event instanceof TerritoryLaid e) {
      return said("morrigan.event.territory", e.seat());
    }
    if (event instanceof AdversaryLaid e) {
      return said("morrigan.event.adversary", e.seat());
    }
    if (event instanceof TrialPlayed e) {
      return said("morrigan.event.trial", e.seat());
    }
    if (event instanceof BetLaid e) {
      return said(e.blessed() ? "morrigan.event.betBlessed" : "morrigan.event.bet", e.seat());
    }
    if (event instanceof Folded e) {
      return said(e.bettingRound() == 1 ? "morrigan.event.fold" : "morrigan.event.abandon", e.seat());
    }
    if (event instanceof AdversaryCursed e) {
      return said("morrigan.event.curse", e.seat());
    }
    if (event instanceof Reinforced e) {
      return said("morrigan.event.reinforce", e.seat());
    }
    if (event instanceof TerritoryConquered e) {
      return said("morrigan.event.conquers", e.seat(), name(e.face()), e.attack(), e.defence());
    }
    if (event instanceof AdversaryBeaten e) {
      return said("morrigan.event.beats", e.seat(), name(e.face()), e.attack(), e.defence());
    }
    if (event instanceof AttackRepelled e) {
      return said("morrigan.event.loses", e.seat(), name(e.face()), e.attack(), e.defence());
    }
    if (event instanceof MaletarDefeated e) {
      return said("morrigan.event.defeats", e.seat(), e.attack(), e.defence());
    }
    if (event instanceof DuelLost e) {
      return said("morrigan.event.duelLost", e.seat(), e.attack(), e.defence());
    }
    if (event instanceof MaletarChallenged e) {
      return said("morrigan.event.challenges", e.seat());
    }
    if (event instanceof CardLost e) {
      return said("morrigan.event.lost", e.seat(), name(e.face()));
    }
    if (event instanceof TrialWon e) {
      return said("morrigan.event.wins", e.seat(), name(e.face()));
    }
    if (event instanceof TrialDiscarded e) {
      return w.get("morrigan.event.nobody", name(e.face()));
    }
    if (event instanceof BetsTied e) {
      return tie(e);
    }
    if (event instanceof SpecialPlayed e) {
      return said("morrigan.event.special", e.seat(), MorriganWords.special(w, e.special()));
    }
    if (event instanceof NothingToDraw e) {
      return said("morrigan.event.empty", e.seat());
    }
    if (event instanceof DiscardsReshuffled e) {
      return w.get("morrigan.event.reshuffle", e.count());
    }
    if (event instanceof CheatCaught e) {
      return said("morrigan.event.cheat", e.seat(), name(e.face()),
          e.special() != null ? MorriganWords.special(w, e.special()) : w.get("morrigan.claimed." + e.kind().name()));
    }
    return null; // not a record of Morrigan's rules (the board model words the table's own): not logged
  }

  /** The seats that bet again after a tie, the viewer as "you and …". */
  private String tie(BetsTied e) {
    List<String> others = new ArrayList<>();
    for (int seat : e.seats()) {
      if (seat != seen.you()) {
        others.add(who(seat));
      }
    }
    String key = others.size() < e.seats().size() ? "morrigan.event.tie.you" : "morrigan.event.tie";
    return w.get(key, name(e.face()), e.strength(), String.join(", ", others));
  }

  /** How the game ended: the record that ended it (the outcome's reason), as the log says it; else who won. */
  String outcome(Outcome outcome) {
    if (outcome.reason() instanceof MorriganEvent ending) {
      return event(ending);
    }
    return outcome.winners().isEmpty() ? w.get("morrigan.over.cheat")
        : said("morrigan.over.freed", outcome.winners().get(0));
  }

  /** A seat's line: its name first ({0}), then the rest; the window's own seat in the second person. */
  private String said(String key, int seat, Object... rest) {
    return new Reader(seen.you(), this::who).says(w, key, seat, rest);
  }

  private String who(int seat) {
    return seat < 0 ? "?" : seen.name(seat);
  }

  private String name(Card c) {
    return MorriganWords.name(w, c);
  }
}
