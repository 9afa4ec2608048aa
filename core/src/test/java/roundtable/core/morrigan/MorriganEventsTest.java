package roundtable.core.morrigan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.morrigan.MorriganEvent.AdversaryBeaten;
import roundtable.core.morrigan.MorriganEvent.AttackRepelled;
import roundtable.core.morrigan.MorriganEvent.AttackSettled;
import roundtable.core.morrigan.MorriganEvent.BetLaid;
import roundtable.core.morrigan.MorriganEvent.BetsTied;
import roundtable.core.morrigan.MorriganEvent.CardLost;
import roundtable.core.morrigan.MorriganEvent.CheatCaught;
import roundtable.core.morrigan.MorriganEvent.DuelLost;
import roundtable.core.morrigan.MorriganEvent.EffectEnds;
import roundtable.core.morrigan.MorriganEvent.FirstPlayer;
import roundtable.core.morrigan.MorriganEvent.Folded;
import roundtable.core.morrigan.MorriganEvent.MaletarDefeated;
import roundtable.core.morrigan.MorriganEvent.Reinforced;
import roundtable.core.morrigan.MorriganEvent.TerritoryConquered;
import roundtable.core.morrigan.MorriganEvent.TrialDiscarded;
import roundtable.core.morrigan.MorriganEvent.TurnBegins;
import roundtable.core.table.Event;

/**
 * What happens at the Morrigan table is told in records carrying seats, cards and numbers, never an
 * English note; each record still says the terminal's line it said before.
 */
class MorriganEventsTest {
  /** Random and greedy games at 3, 4 and 5 players: every event is a record of Morrigan. */
  @Test
  void everyEventOfManyGamesIsAMorriganRecord() throws Exception {
    Set<String> seen = new TreeSet<>();
    int events = 0;
    for (int players = 3; players <= 5; players++) {
      for (int i = 0; i < 14; i++) {
        Playout p = Playout.play(players, 4000L * players + i, RandomPlayoutsTest.CAP, true,
            i % 2 == 0 ? new roundtable.core.bot.RandomBot<>() : new MorriganBot());
        for (Event e : p.events) {
          assertFalse(e instanceof Event.Note, "a note: " + e.text());
          MorriganEvent m = assertInstanceOf(MorriganEvent.class, e, e.text());
          assertFalse(m.text().isBlank());
          seen.add(m.getClass().getSimpleName());
          events++;
        }
        if (p.ended()) {
          Event last = p.events.get(p.events.size() - 1);
          assertEquals(p.state.outcome().text(), last.text(), "the last event is the outcome's line");
        }
      }
    }
    System.out.printf("morrigan events: %d in 42 games, %d kinds: %s%n", events, seen.size(), seen);
    assertTrue(seen.containsAll(List.of("FirstPlayer", "TurnBegins", "TerritoryLaid", "AdversaryLaid", "TrialPlayed",
        "BetLaid", "Folded", "Reinforced", "AdversaryBeaten", "AttackRepelled", "TrialWon", "MaletarChallenged",
        "MaletarDefeated", "SpecialPlayed")), "the common events all happened: " + seen);
  }

  /** With mental poker too, while the cards wait for the seats' shares. */
  @Test
  void aGameWithMentalPokerTellsItInRecordsToo() throws Exception {
    Playout p = Playout.play(3, 80, 600, false, new MorriganBot());
    assertFalse(p.events.isEmpty());
    for (Event e : p.events) {
      assertInstanceOf(MorriganEvent.class, e, e.text());
    }
  }

  /** "Si la puissance d'attaque ... est supérieure à la valeur de défense": the numbers travel in the record. */
  @Test
  void aContestCarriesTheAttackAndTheDefenceTheRulesAddedUp() throws Exception {
    Playout p = Playout.play(4, 4001, RandomPlayoutsTest.CAP, true, new MorriganBot());
    List<AttackSettled> contests = new ArrayList<>();
    p.events.stream().filter(e -> e instanceof AttackSettled).forEach(e -> contests.add((AttackSettled) e));
    assertFalse(contests.isEmpty());
    for (AttackSettled c : contests) {
      boolean won = c instanceof AdversaryBeaten || c instanceof TerritoryConquered || c instanceof MaletarDefeated;
      assertEquals(won, c.attack() > c.defence(), c.text());
    }
  }

  /** The terminal's lines are those the notes said, word for word. */
  @Test
  void theTerminalLinesAreTheNotesOfBefore() {
    CardRef c7 = new CardRef(7);
    assertEquals("seat 2 begins the game", new FirstPlayer(2).text());
    assertEquals("turn 12: seat 0", new TurnBegins(12, 0).text());
    assertEquals("Déluge ends", new EffectEnds(1, Special.FLOOD).text());
    assertEquals("seat 1 bets a card face down with Bénédiction", new BetLaid(1, true).text());
    assertEquals("seat 1 bets a card face down", new BetLaid(1, false).text());
    assertEquals("seat 3 does not bet", new Folded(3, 1).text());
    assertEquals("seat 3 abandons", new Folded(3, 2).text());
    assertEquals("seat 0 reinforces c7 face down", new Reinforced(0, c7).text());
    assertEquals("seat 1 beats Adversaire 3 (7 against 5)",
        new AdversaryBeaten(1, c7, Card.of(Kind.ADVERSARY, 3), 7, 5).text());
    assertEquals("seat 2 conquers Territoire 4 (9 against 6)",
        new TerritoryConquered(2, 0, c7, Card.of(Kind.TERRITORY, 4), 9, 6).text());
    assertEquals("seat 3 loses against Adversaire 5 (4 against 8)",
        new AttackRepelled(3, -1, c7, Card.of(Kind.ADVERSARY, 5), 4, 8).text());
    assertEquals("a tie on Épreuve 4 (3): [seat 1, seat 3] bet again",
        new BetsTied(c7, Card.of(Kind.TRIAL, 4), 3, List.of(1, 3)).text());
    assertEquals("nobody bets on Épreuve 5: it is discarded, won by nobody",
        new TrialDiscarded(c7, Card.of(Kind.TRIAL, 5)).text());
    assertEquals("seat 0 loses the duel with Maletar (9 against 12)", new DuelLost(0, 9, 12).text());
    assertEquals("seat 0 loses Territoire 5", new CardLost(0, c7, Card.of(Kind.TERRITORY, 5)).text());
    assertEquals("seat 2 defeats Maletar (14 against 8) and frees Morrigan", new MaletarDefeated(2, 14, 8).text());
    assertEquals("cheat: seat 1 laid Action 2 as Territoire",
        new CheatCaught(1, Card.action(2), Kind.TERRITORY, null).text());
    assertEquals("cheat: seat 1 laid Action 2 as Catapulte",
        new CheatCaught(1, Card.action(2), Kind.SPECIAL, Special.CATAPULT).text());
  }
}
