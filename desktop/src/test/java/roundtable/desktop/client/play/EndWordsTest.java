package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import roundtable.core.crypto.Audit;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.net.play.Cheat;
import roundtable.net.session.TableNews;

/** A stopped game and an audit are said from their data, in both languages, seats by their names. */
class EndWordsTest {
  private static final IntFunction<String> NAMES = seat -> List.of("Alice", "Bob", "Carol").get(seat);

  @Test
  void aVerifiedAuditIsSaidInTheWindowsLanguage() {
    Audit.Result verified = new Audit.Verified(12);
    assertEquals("verified, 12 shuffles checked", EndWords.audit(verified, Words.of(Language.ENGLISH), NAMES));
    assertEquals("vérifiée, 12 mélanges contrôlés", EndWords.audit(verified, Words.of(Language.FRENCH), NAMES));
  }

  @Test
  void aCheatAtTheAuditNamesThePlayerAndWhatWasWrong() {
    Audit.Result cheat = new Audit.ShuffleCheat(1, 2, "deck", Audit.Fault.SEED_MISMATCH);
    assertEquals("Bob cheated at their shuffle 2: the seed they published does not match their commitment",
        EndWords.audit(cheat, Words.of(Language.ENGLISH), NAMES));
    assertEquals("Bob a triché à son mélange 2 : la graine publiée ne correspond pas à l’engagement",
        EndWords.audit(cheat, Words.of(Language.FRENCH), NAMES));
  }

  @Test
  void aPartAuditNamesThoseWhoNeverPublished() {
    var unchecked = new TreeMap<Integer, Integer>();
    unchecked.put(2, 3);
    assertEquals("partly verified, 5 of 8 shuffles checked; not checked, as their seeds were never published: Carol (3)",
        EndWords.audit(new Audit.PartlyVerified(5, 8, unchecked), Words.of(Language.ENGLISH), NAMES));
  }

  @ParameterizedTest
  @EnumSource(Language.class)
  void everyAuditAndEveryStopHasWords(Language language) {
    Words w = Words.of(language);
    List<Audit.Result> audits = new java.util.ArrayList<>(List.of(new Audit.Verified(3), new Audit.NotYet(),
        new Audit.PartlyVerified(1, 2, new TreeMap<>(java.util.Map.of(0, 1))), new Audit.ForeignCard(7)));
    for (Audit.Fault fault : Audit.Fault.values()) {
      audits.add(new Audit.ShuffleCheat(0, 1, "deck", fault));
    }
    for (Audit.Result audit : audits) {
      assertFalse(EndWords.audit(audit, w, NAMES).contains("["), audit + ": " + EndWords.audit(audit, w, NAMES));
    }
    List<Stop> stops = new java.util.ArrayList<>(List.of(new Stop.Failed("a bug"),
        new Stop.Refused(0, "no such move"), new Stop.GivenUp(new TableNews.GivenUp("Bob", 60))));
    for (Cheat cheat : Cheat.values()) {
      stops.add(new Stop.Cheated(1, cheat, 17));
    }
    assertFalse(EndWords.escrowCheat(new roundtable.core.crypto.EscrowCheat(0, 1, true), w, NAMES).contains("["));
    for (Stop stop : stops) {
      assertFalse(EndWords.stop(stop, w, NAMES).contains("["), stop + ": " + EndWords.stop(stop, w, NAMES));
    }
  }

  @Test
  void aCheatThatStoppedTheGameIsSaidWithTheSeatsName() {
    assertEquals("Bob was caught cheating at step 17: an action out of turn. The game stops here.",
        EndWords.stop(new Stop.Cheated(1, Cheat.OUT_OF_TURN, 17), Words.of(Language.ENGLISH), NAMES));
    assertEquals("Bob a été pris à tricher à l’étape 17 : une action hors de son tour. La partie s’arrête ici.",
        EndWords.stop(new Stop.Cheated(1, Cheat.OUT_OF_TURN, 17), Words.of(Language.FRENCH), NAMES));
  }
}
