package roundtable.desktop.client.conquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.ShowToken;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.random.Fix;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * "Variante": a numbered token in front of each player; secret, "chaque joueur sort son numéro au
 * moment de jouer", so only its holder sees it until then.
 */
class ConquestTokensTest {
  /** Three players; the tokens dealt: seat 0 holds 3, seat 1 holds 1, seat 2 holds 2. */
  private static ConquestState dealt(String turnOrder) {
    ConquestState s = Table.start(3, Map.of("turn-order", turnOrder));
    return Table.play(s, 0, new Fix(List.of(2, 0, 1))).state();
  }

  private static Scene scene(ConquestState s, Seen seen) {
    return new ConquestBoard().scene(Conquest.GAME.view(s, seen.viewer()), seen);
  }

  private static Thing token(Scene scene, int seat) {
    return scene.thing("token" + seat).orElseThrow();
  }

  @Test
  void aSecretTokenIsFaceUpForItsHolderAndFaceDownForTheOthers() {
    ConquestState s = dealt("tokens-secret");
    Scene seat0 = scene(s, Table.seat(0, 3));
    assertEquals(Thing.Shape.TOKEN, token(seat0, 0).shape());
    assertTrue(token(seat0, 0).faceUp());
    assertEquals("3", token(seat0, 0).face());
    for (int other : List.of(1, 2)) {
      assertFalse(token(seat0, other).faceUp());
      assertEquals("", token(seat0, other).face(), "a face down token never carries its face");
    }
    Scene spectator = scene(s, Seen.spectator(Table.NAMES.subList(0, 3)));
    for (int seat = 0; seat < 3; seat++) {
      assertFalse(token(spectator, seat).faceUp());
      assertEquals("", token(spectator, seat).face());
    }
  }

  @Test
  void theHolderOfTheNextTokenIsAskedToShowIt() {
    ConquestState s = dealt("tokens-secret");
    var prompt = Conquest.GAME.prompt(s);
    var board = new ConquestBoard();
    var fr = Table.words(roundtable.desktop.client.Language.FRENCH);
    assertEquals("Vous avez le jeton 1 : montrez-le et jouez",
        board.prompt(Conquest.GAME.view(s, Viewer.seat(1)), prompt, Table.seat(1, 3), fr));
    assertEquals("Jeton 1 : son détenteur le montre",
        board.prompt(Conquest.GAME.view(s, Viewer.seat(0)), prompt, Table.seat(0, 3), fr));
  }

  @Test
  void aShownTokenIsFaceUpForEverybody() {
    ConquestState s = Table.play(dealt("tokens-secret"), 1, new ShowToken()).state();
    for (Seen seen : List.of(Table.seat(0, 3), Table.seat(2, 3), Seen.spectator(Table.NAMES.subList(0, 3)))) {
      assertTrue(token(scene(s, seen), 1).faceUp());
      assertEquals("1", token(scene(s, seen), 1).face());
    }
    assertFalse(token(scene(s, Table.seat(0, 3)), 2).faceUp());
  }

  @Test
  void dealtByMentalPokerEachSeatReadsItsOwnTokenWithItsKeys() {
    ConquestState s = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 3, Map.of("turn-order", "tokens-secret"), false));
    List<SeatSecrets> secrets = List.of(new SeatSecrets(0, new SplittableRandom(1)),
        new SeatSecrets(1, new SplittableRandom(2)), new SeatSecrets(2, new SplittableRandom(3)));
    for (int step = 0; step < 100 && !s.tokens().pending().isOver(); step++) {
      int seat = s.tokens().pending().seats().firstKey();
      s = Table.play(s, seat, secrets.get(seat).step(Conquest.GAME, s)).state();
    }
    for (int seat = 0; seat < 3; seat++) {
      Seen seen = new Seen(Viewer.seat(seat), secrets.get(seat), Table.NAMES.subList(0, 3));
      Scene scene = scene(s, seen);
      for (int holder = 0; holder < 3; holder++) {
        assertEquals(holder == seat, token(scene, holder).faceUp(), "seat " + seat + " looks at " + holder + "'s");
        assertEquals(holder == seat, token(scene, holder).face().matches("[123]"));
      }
    }
  }

  @Test
  void openTokensAreAllShownAtOnce() {
    Scene scene = scene(dealt("tokens-open"), Seen.spectator(Table.NAMES.subList(0, 3)));
    assertEquals(List.of("3", "1", "2"),
        List.of(token(scene, 0).face(), token(scene, 1).face(), token(scene, 2).face()));
  }

  @Test
  void clockwiseTurnsHaveNoTokens() {
    Scene scene = new ConquestBoard().scene(Table.start(3), Table.seat(0, 3));
    assertTrue(scene.things().stream().noneMatch(t -> t.shape() == Thing.Shape.TOKEN));
  }
}
