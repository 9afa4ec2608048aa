package roundtable.core.morrigan;

import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.table.Event;

/**
 * What happened at the Morrigan table, for the board's animation and the log: seats, cards and
 * numbers, never sentences. {@link #text()} is the terminal's English line.
 */
public sealed interface MorriganEvent extends Event {
  /** The joint draw is done: this seat plays first. */
  record FirstPlayer(int seat) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " begins the game";
    }
  }

  /** A seat's turn begins, the {@code turn}-th of the game. */
  record TurnBegins(int turn, int seat) implements MorriganEvent {
    @Override
    public String text() {
      return "turn " + turn + ": " + Table.seat(seat);
    }
  }

  /** Déluge, Hiver Glacial or Sainte Relique ends as the turn of the seat that played it begins again. */
  record EffectEnds(int playedBy, Special special) implements MorriganEvent {
    @Override
    public String text() {
      return special.title() + " ends";
    }
  }

  /** "Phase 2 : Action": a Territory laid face up before its owner. */
  record TerritoryLaid(int seat, CardRef territory) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " lays a Territory";
    }
  }

  /** An Adversary laid in the middle; the other seats may reinforce it, clockwise. */
  record AdversaryLaid(int seat, CardRef adversary) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " lays an Adversary; the others may reinforce it";
    }
  }

  /** An Épreuve played; the bets go clockwise from the left of the seat that played it. */
  record TrialPlayed(int seat, CardRef trial) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " plays an Épreuve; bets go clockwise from its left";
    }
  }

  /** A card bet face down on the Épreuve, doubled by Bénédiction if {@code blessed}. */
  record BetLaid(int seat, boolean blessed) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " bets a card face down" + (blessed ? " with Bénédiction" : "");
    }
  }

  /** A seat does not bet ({@code bettingRound} 1), or abandons a tie's bet again (2 and on). */
  record Folded(int seat, int bettingRound) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + (bettingRound == 1 ? " does not bet" : " abandons");
    }
  }

  /** Malédiction laid under an Adversary: its defence is doubled. */
  record AdversaryCursed(int seat, CardRef adversary) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " curses an Adversary: its defence is doubled";
    }
  }

  /** A card laid face down under a Territory or an Adversary. */
  record Reinforced(int seat, CardRef target) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " reinforces " + Table.ref(target) + " face down";
    }
  }

  /** An attack against a defence, each added up by the rules, settled. */
  sealed interface AttackSettled extends MorriganEvent {
    int seat();

    int attack();

    int defence();
  }

  /** The attack beat an Adversary: it is the attacker's trophy. */
  record AdversaryBeaten(int seat, CardRef adversary, Card face, int attack, int defence) implements AttackSettled {
    @Override
    public String text() {
      return Table.seat(seat) + " beats " + face.name() + " (" + attack + " against " + defence + ")";
    }
  }

  /** The attack took the Territory of seat {@code from}. */
  record TerritoryConquered(int seat, int from, CardRef territory, Card face, int attack, int defence)
      implements AttackSettled {
    @Override
    public String text() {
      return Table.seat(seat) + " conquers " + face.name() + " (" + attack + " against " + defence + ")";
    }
  }

  /** The attack failed against an Adversary ({@code defender} -1) or the Territory of {@code defender}. */
  record AttackRepelled(int seat, int defender, CardRef target, Card face, int attack, int defence)
      implements AttackSettled {
    @Override
    public String text() {
      return Table.seat(seat) + " loses against " + face.name() + " (" + attack + " against " + defence + ")";
    }
  }

  /** "Duel et Fin de partie": the challenger beat Maletar and wins the game. */
  record MaletarDefeated(int seat, int attack, int defence) implements AttackSettled {
    @Override
    public String text() {
      return Table.seat(seat) + " defeats Maletar (" + attack + " against " + defence + ") and frees Morrigan";
    }
  }

  /** Maletar held: the challenger loses a card in play. */
  record DuelLost(int seat, int attack, int defence) implements AttackSettled {
    @Override
    public String text() {
      return Table.seat(seat) + " loses the duel with Maletar (" + attack + " against " + defence + ")";
    }
  }

  /** A seat with 15 prestige challenges Maletar at the start of its turn. */
  record MaletarChallenged(int seat) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " challenges Maletar";
    }
  }

  /** The card in play a lost duel costs the challenger. */
  record CardLost(int seat, CardRef card, Card face) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " loses " + face.name();
    }
  }

  /** The bets flipped: this seat wins the Épreuve, a trophy. */
  record TrialWon(int seat, CardRef trial, Card face) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " wins " + face.name();
    }
  }

  /** Nobody bet on the Épreuve: it is discarded. */
  record TrialDiscarded(CardRef trial, Card face) implements MorriganEvent {
    @Override
    public String text() {
      return "nobody bets on " + face.name() + ": it is discarded, won by nobody";
    }
  }

  /** The best bets tie at {@code strength}: these seats bet again, in this order. */
  record BetsTied(CardRef trial, Card face, int strength, List<Integer> seats) implements MorriganEvent {
    public BetsTied {
      seats = List.copyOf(seats);
    }

    @Override
    public String text() {
      return "a tie on " + face.name() + " (" + strength + "): " + seats.stream().map(Table::seat).toList()
          + " bet again";
    }
  }

  /** A Special card played by this seat. */
  record SpecialPlayed(int seat, Special special) implements MorriganEvent {
    @Override
    public String text() {
      return Table.seat(seat) + " plays " + special.title();
    }
  }

  /** The deck and the discards are empty: the seat draws nothing. */
  record NothingToDraw(int seat) implements MorriganEvent {
    @Override
    public String text() {
      return "the deck and the discards are empty: " + Table.seat(seat) + " draws nothing";
    }
  }

  /** "Si la pioche est épuisée": the discards shuffled into a new deck. */
  record DiscardsReshuffled(int count) implements MorriganEvent {
    @Override
    public String text() {
      return "the " + count + " discards are shuffled into a new deck";
    }
  }

  /**
   * A card laid face up as a kind ({@code special} for a Special card) turned out another once
   * flipped: the game stops.
   */
  record CheatCaught(int seat, Card face, Kind kind, Special special) implements MorriganEvent {
    @Override
    public String text() {
      return "cheat: " + Table.seat(seat) + " laid " + face.name() + " as "
          + (special != null ? special.title() : kind.french());
    }
  }
}
