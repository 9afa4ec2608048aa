package roundtable.core.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import roundtable.core.hidden.CardRef;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Event;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/** With mental poker: nobody reads another's hand, and a card laid under a false name is a cheat. */
class MentalPokerTest {
  private final SeatSecrets[] secrets = new SeatSecrets[3];

  private GraalState protocol(GraalState s) throws Exception {
    while (true) {
      Prompt p = Graal.GAME.prompt(s);
      if (p.isOver()) {
        return s;
      }
      int seat = p.seats().firstKey();
      Decision d = p.seats().get(seat);
      if (d != Decision.RANDOMNESS && d != Decision.PROTOCOL_STEP) {
        return s;
      }
      s = Graal.GAME.apply(s, seat, secrets[seat].step(Graal.GAME, s)).state();
    }
  }

  @Test
  void handsAreReadByTheirHoldersOnlyAndAFalseNameIsACheat() throws Exception {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 3; i++) {
      secrets[i] = new SeatSecrets(i, random.split());
    }
    GraalState s = protocol(Graal.GAME.setup(TableConfig.of(Graal.GAME, 3, Map.of(), false)));
    int seat = Graal.GAME.prompt(s).seats().firstKey();
    CardRef card = Graal.hand(s, seat).get(0);
    OptionalInt face = s.cards().faceFor(card, seat, secrets[seat]);
    assertTrue(face.isPresent(), "the holder reads its card");
    for (int other = 0; other < 3; other++) {
      if (other != seat) {
        assertFalse(s.cards().faceFor(card, other, secrets[other]).isPresent(), "nobody else does");
      }
      assertFalse(s.cards().faceFor(new CardRef(s.ancestors().get(other)), other, secrets[other]).isPresent(),
          "an ancestor is unseen even by its owner");
    }
    assertFalse(Graal.GAME.view(s, Viewer.SPECTATOR).cards().publicFace(card).isPresent());
    assertFalse(Graal.GAME.legalActions(s, seat, secrets[seat]).isEmpty());
    assertTrue(Graal.GAME.legalActions(s, seat, Knowledge.NOTHING).stream().noneMatch(a -> a instanceof Move.Lay),
        "without its keys a seat can't name its cards");
    int wrong = Card.key(face.getAsInt()) == Card.face(Card.GRAAL) ? Card.face(Card.SIEGE) : Card.face(Card.GRAAL);
    s = Graal.GAME.apply(s, seat, new Move.Lay(List.of(new Play(card, wrong)), false)).state();
    s = protocol(s);
    assertNotNull(s.outcome());
    assertEquals(List.of(), s.outcome().winners());
    assertTrue(s.outcome().text().startsWith("cheat: seat " + seat + " named graal"), s.outcome().text());
  }

  /** The moments when a card laid under a false name could win something if it were believed. */
  enum Moment {
    /** A card laid with cards left: the lie only changes what may follow. */
    MID_GAME,
    /** The last card of a round: its round would be won. */
    LAST_CARD,
    /** The last card named "graal" by a player whose ancestor is revealed: the game would be won. */
    GRAAL,
    /** The last card in the tournament: an opponent would be eliminated. */
    ELIMINATION,
    /** A card named "graal" against the Siège périlleux: its six cards would be escaped. */
    SIEGE
  }

  /**
   * Whole games on mental poker between random players, one seat lying once at the moment given:
   * "no outcome is ever declared on a card not yet opened" (DESIGN). The lie waits for the card's
   * shares; once it is opened it is named a cheat by that seat, and nothing was won on it.
   */
  @ParameterizedTest
  @EnumSource(Moment.class)
  void aFalseNameIsCaughtWhenTheCardIsOpenedAndNothingIsWonOnIt(Moment moment) throws Exception {
    for (long seed = 0; seed < 12; seed++) {
      if (lieOnce(moment, seed)) {
        return;
      }
    }
    fail("no game of twelve reached the moment " + moment);
  }

  /** Plays one game until the moment comes, lies, and checks what follows; false if it never came. */
  private boolean lieOnce(Moment moment, long seed) throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 3; i++) {
      secrets[i] = new SeatSecrets(i, random.split());
    }
    GraalState s = Graal.GAME.setup(TableConfig.of(Graal.GAME, 3, Map.of("round5", "without"), false));
    for (int moves = 0; moves < 3000; moves++) {
      s = protocol(s);
      if (s.outcome() != null) {
        return false;
      }
      int seat = Graal.GAME.prompt(s).seats().firstKey();
      Play lie = lie(s, seat, moment);
      if (lie == null) {
        List<Action> legal = Graal.GAME.legalActions(s, seat, secrets[seat]);
        s = Graal.GAME.apply(s, seat, Playouts.pick(legal, random)).state();
        continue;
      }
      int truth = Card.key(s.cards().faceFor(lie.ref(), seat, secrets[seat]).getAsInt());
      List<Integer> roundsWon = s.roundWinners();
      List<Boolean> out = s.out();
      Applied<GraalState> applied = Graal.GAME.apply(s, seat, new Move.Lay(List.of(lie), false));
      s = applied.state();
      assertNull(s.outcome(), "nothing is decided on a card not yet opened");
      assertEquals(Decision.PROTOCOL_STEP, Graal.GAME.prompt(s).seats().values().iterator().next(),
          "the table waits for the card's shares");
      List<String> notes = new java.util.ArrayList<>(applied.events().stream().map(Event::text).toList());
      while (s.outcome() == null && !Graal.GAME.prompt(s).seats().containsValue(Decision.MOVE)) {
        int next = Graal.GAME.prompt(s).seats().firstKey();
        applied = Graal.GAME.apply(s, next, secrets[next].step(Graal.GAME, s));
        s = applied.state();
        applied.events().forEach(e -> notes.add(e.text()));
      }
      String cheat = "cheat: seat " + seat + " named " + Card.name(lie.key()) + " but laid " + Card.name(truth);
      assertNotNull(s.outcome(), moment + ": the lie is caught once the card is opened");
      assertEquals(List.of(), s.outcome().winners(), "nobody wins on a lie");
      assertEquals(cheat, s.outcome().text());
      assertTrue(notes.contains(cheat), "the cheat is named in the log: " + notes);
      assertTrue(notes.stream().noneMatch(n -> n.contains(" wins ") || n.contains("eliminates")), notes::toString);
      assertEquals(roundsWon, s.roundWinners(), "no round is won on the lie");
      assertEquals(out, s.out(), "nobody is eliminated on the lie");
      return true;
    }
    return false;
  }

  /** The false card the seat lays now, if this is the moment: a hidden card named as another. */
  private Play lie(GraalState s, int seat, Moment moment) {
    Step head = s.steps().get(0);
    boolean siege = head instanceof Step.AnswerSiege;
    if ((moment == Moment.SIEGE) != siege) {
      return null;
    }
    if (!siege && (!(head instanceof Step.Turn turn) || turn.stage() == Step.Stage.DRAWN)) {
      return null;
    }
    List<CardRef> hand = Graal.hand(s, seat);
    boolean last = hand.size() == 1;
    boolean now = switch (moment) {
      case MID_GAME -> hand.size() >= 3;
      case LAST_CARD -> last && !s.tournament();
      case GRAAL -> last && Graal.ancestor(s, seat) != null;
      case ELIMINATION -> last && s.tournament() && s.out().stream().noneMatch(o -> o);
      case SIEGE -> true;
    };
    if (!now) {
      return null;
    }
    int named = moment == Moment.GRAAL || siege ? Card.face(Card.GRAAL) : Card.face(Card.HAT, null);
    for (CardRef c : hand) {
      OptionalInt f = s.cards().faceFor(c, seat, secrets[seat]);
      if (f.isPresent() && Card.key(f.getAsInt()) != named && s.cards().publicFace(c).isEmpty()) {
        return new Play(c, named);
      }
    }
    return null;
  }
}
