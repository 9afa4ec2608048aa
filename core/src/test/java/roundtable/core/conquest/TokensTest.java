package roundtable.core.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/** "Variante": numbered tokens 1 to 4 decide the order of play in each turn round. */
class TokensTest {
  private static ConquestState start(String turnOrder) {
    return start(3, turnOrder);
  }

  private static ConquestState start(int players, String turnOrder) {
    return Conquest.GAME.setup(TableConfig.of(Conquest.GAME, players, Map.of("turn-order", turnOrder), true));
  }

  @Test
  void everyTurnRoundBeginsWithAShuffleOfTheTokensByAllPlayers() {
    ConquestState s = start("tokens-open");
    assertEquals(List.of(0, 1, 2), List.copyOf(Conquest.GAME.prompt(s).seats().keySet()));
    assertEquals(Decision.RANDOMNESS, Conquest.GAME.prompt(s).seats().get(0));
  }

  @Test
  void openTokensAreShownAtOnceAndPlayersMoveInTheirOrder() throws Exception {
    // fix 2 0 1: seat 0 gets token 3, seat 1 token 1, seat 2 token 2.
    ConquestState s = Play.line(start("tokens-open"), "0 fix 2 0 1").state();
    assertEquals(OptionalInt.of(3), s.tokens().publicFace(s.tokens().hand(0).get(0)));
    assertEquals(1, s.toMove());
    assertEquals("it is Blue's turn, not Red & Yellow's", Play.refused(s, "0 unstack c9 c8 c7"));
    s = Play.lines(s, "1 unstack i3 h3 g3", "2 unstack a3 b3 c3", "0 unstack c9 c8 c7");
    assertEquals(-1, s.toMove(), "the tokens are dealt again");
    assertEquals(Decision.RANDOMNESS, Conquest.GAME.prompt(s).seats().get(0));
    s = Play.line(s, "0 fix 0 1 2").state();
    assertEquals(0, s.toMove());
  }

  @Test
  void secretTokensStayHiddenUntilTheirHolderShowsIt() throws Exception {
    ConquestState s = Play.line(start("tokens-secret"), "0 fix 2 0 1").state();
    assertEquals("Token 1: its holder shows it", Conquest.GAME.prompt(s).text());
    assertEquals(List.of(0, 1, 2), List.copyOf(Conquest.GAME.prompt(s).seats().keySet()));
    assertTrue(s.tokens().publicFace(s.tokens().hand(1).get(0)).isEmpty());
    assertEquals("Red & Yellow holds token 3; token 1 plays now", Play.refused(s, "0 show"));
    assertEquals("token 1 plays now: its holder shows it first", Play.refused(s, "1 unstack i3 h3 g3"));
    assertTrue(Conquest.GAME.legalActions(s, 0, Knowledge.NOTHING).isEmpty());
    assertEquals(List.of(new ShowToken()), Conquest.GAME.legalActions(s, 1, Knowledge.NOTHING));
    s = Play.line(s, "1 show").state();
    assertEquals(OptionalInt.of(1), s.tokens().publicFace(s.tokens().hand(1).get(0)), "shown to all");
    assertEquals("Blue: unstack, restack or slide", Conquest.GAME.prompt(s).text());
    s = Play.line(s, "1 unstack i3 h3 g3").state();
    assertEquals("Blue has already shown its token this turn round", Play.refused(s, "1 show"));
    assertEquals(List.of(0, 2), List.copyOf(Conquest.GAME.prompt(s).seats().keySet()));
  }

  @Test
  void aSeatsViewShowsItsOwnTokenAndNoOtherHiddenOne() throws Exception {
    ConquestState s = Play.line(start("tokens-secret"), "0 fix 2 0 1").state();
    ConquestState seen = Conquest.GAME.view(s, Viewer.seat(0));
    assertEquals(OptionalInt.of(3), seen.tokens().faceFor(seen.tokens().hand(0).get(0), 0, Knowledge.NOTHING));
    ConquestState spectator = Conquest.GAME.view(s, Viewer.SPECTATOR);
    for (int seat = 0; seat < 3; seat++) {
      var token = spectator.tokens().hand(seat).get(0);
      assertTrue(spectator.tokens().faceFor(token, seat, Knowledge.NOTHING).isEmpty(), "a spectator sees no token");
      assertTrue(spectator.tokens().publicFace(token).isEmpty());
    }
    ConquestState other = Conquest.GAME.view(s, Viewer.seat(1));
    assertTrue(other.tokens().faceFor(other.tokens().hand(0).get(0), 0, Knowledge.NOTHING).isEmpty(),
        "seat 1's copy does not know seat 0's token");
  }

  @Test
  void fourPlayersAreDealtTheTokensOneToFour() throws Exception {
    // "4 Jetons numéroté de 1 à 4"; fix 3 2 1 0: seat 0 gets token 4, ..., seat 3 token 1.
    ConquestState s = Play.line(start(4, "tokens-open"), "0 fix 3 2 1 0").state();
    for (int seat = 0; seat < 4; seat++) {
      assertEquals(OptionalInt.of(4 - seat), s.tokens().publicFace(s.tokens().hand(seat).get(0)));
    }
    assertEquals(3, s.toMove(), "green holds token 1");
  }

  /** Green's only move is to restack a1 onto b2 then c3; red can take b2 away. */
  private static ConquestState greenCanBeBlocked(ConquestState dealt) {
    Board b = Position.of(4).put("a1", "g").put("b2", "r").put("c3", "r").put("c2", "y").put("d2", "y")
        .put("i5", "bbb").put("e9", "yyy").put("g9", "rrr").board();
    return dealt.with(b, 0, dealt.toMove(), dealt.cycleTurn(), 0, dealt.tokens(), Repetitions.NONE);
  }

  @Test
  void withOpenTokensTheHolderOfTheNextNumberMustKeepAMove() throws Exception {
    // "Laisser toujours une possibilité de jeu au joueur suivant": the next is who holds the next number.
    ConquestState blueNext = greenCanBeBlocked(Play.line(start(4, "tokens-open"), "0 fix 0 1 2 3").state());
    assertEquals(0, blueNext.toMove());
    Play.line(blueNext, "0 restack b2 c2 d2");
    ConquestState greenNext = greenCanBeBlocked(Play.line(start(4, "tokens-open"), "0 fix 0 2 3 1").state());
    assertEquals("forbidden: this move would leave Green without any move (rulebook: never block the next player)",
        Play.refused(greenNext, "0 restack b2 c2 d2"));
  }

  @Test
  void withSecretTokensEveryPlayerStillToPlayMayBeNext() throws Exception {
    // Green holds token 4, but nobody else knows it: it may be the next player.
    ConquestState s = Play.lines(start(4, "tokens-secret"), "0 fix 0 1 2 3", "0 show");
    assertEquals("forbidden: this move would leave Green without any move (rulebook: never block the next player)",
        Play.refused(greenCanBeBlocked(s), "0 restack b2 c2 d2"));
  }

  @Test
  void theTokenVariantIsForThreeOrFourPlayers() {
    var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> TableConfig.of(Conquest.GAME, 2, Map.of("turn-order", "tokens-open"), false));
    assertEquals("option turn-order is for 3 to 4 players, not 2", e.getMessage());
  }
}
