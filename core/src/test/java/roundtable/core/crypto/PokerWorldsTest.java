package roundtable.core.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.bot.Selfplay;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.game.Game;
import roundtable.core.graal.Graal;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;

/**
 * The deals a searching bot imagines at a mental-poker table: its own cards as its key reads them,
 * every other card a face of its own deck, and a world the rules play on as on the real table.
 */
class PokerWorldsTest {
  /**
   * Along the first thousand actions of a game of graal (two decks: the ancestors and the rest), at
   * every fourth move of seat 0, a sampled deal keeps seat 0's hand and every face up card, and
   * every seat's moves and a move played in it are the rules' as on any deal: an ancestor is never
   * dealt a face of the other deck.
   */
  @Test
  void everyWorldKeepsWhatTheSeatKnowsAndEachCardInItsDeck() throws IllegalActionException {
    Game<GameState> game = cast(Graal.GAME);
    Seats table = Seats.of(game, "random", 3);
    List<SeatSecrets> secrets = table.secrets();
    List<GameState> asked = new ArrayList<>();
    Selfplay.play(game, TableConfig.of(game, 3, Map.of(), false), table.players(), 1_000, (before, seat, decision, action, after) -> {
      if (seat == 0 && decision == Decision.MOVE) {
        asked.add(before);
      }
    });
    assertTrue(asked.size() > 20, "seat 0 moved " + asked.size() + " times");
    SplittableRandom rng = new SplittableRandom(5);
    for (int i = 0; i < asked.size(); i += 4) {
      GameState state = asked.get(i);
      PokerCards real = (PokerCards) game.hiddenCards(state).orElseThrow();
      HiddenCards dealt = real.redeal(0, secrets.get(0), rng).orElseThrow();
      for (CardRef card : real.hand(0)) {
        assertEquals(real.faceFor(card, 0, secrets.get(0)), dealt.faceFor(card, 0, Knowledge.NOTHING));
      }
      real.faces().forEach((id, face) -> assertEquals(face, dealt.publicFace(new CardRef(id)).orElseThrow()));
      GameState world = game.withHiddenCards(state, dealt).orElseThrow();
      for (int seat = 0; seat < 3; seat++) {
        List<Action> moves = game.legalActions(world, seat, Knowledge.NOTHING);
        if (!moves.isEmpty()) {
          game.apply(world, seat, moves.get(rng.nextInt(moves.size())));
        }
      }
    }
  }

  /**
   * The blindness test of the strong bot (issue 18) at a mental-poker table of grailcup: a card of
   * seat 1 is exchanged with another card of its deck that seat 0 cannot read (in a pile or in
   * seat 2's hand), the decryption shares of each made again for its new ciphertext, so that seat 1
   * now holds another face. Seat 0 reads the same cards with the same key, imagines the same deals
   * and, with the same seed, makes the same move.
   */
  @Test
  void theSameViewAndKnowledgeWithOtherCardsElsewhereGiveTheSameMove() throws IllegalActionException {
    Game<GameState> game = cast(GrailCup.GAME);
    Seats table = Seats.of(game, "greedy", 8);
    List<SeatSecrets> secrets = table.secrets();
    List<PokerCards> exchanged = new ArrayList<>();
    List<GameState> asked = new ArrayList<>();
    Selfplay.play(game, TableConfig.of(game, 3, Map.of(), false), table.players(), 400, (before, seat, decision, action, after) -> {
      if (seat == 0 && decision == Decision.MOVE && exchanged.isEmpty()
          && game.legalActions(before, 0, secrets.get(0)).size() > 2) {
        exchangeOfSeat1(game, before, secrets).ifPresent(cards -> {
          exchanged.add(cards);
          asked.add(before);
        });
      }
    });
    GameState state = asked.get(0);
    PokerCards real = (PokerCards) game.hiddenCards(state).orElseThrow();
    PokerCards elsewhere = exchanged.get(0);
    GameState other = game.withHiddenCards(state, elsewhere).orElseThrow();

    assertNotEquals(faces(real, 1, secrets.get(1)), faces(elsewhere, 1, secrets.get(1)), "seat 1 holds another card");
    assertEquals(faces(real, 0, secrets.get(0)), faces(elsewhere, 0, secrets.get(0)), "seat 0 holds the same ones");
    for (long seed = 0; seed < 5; seed++) {
      assertEquals(dealt(real, secrets.get(0), seed), dealt(elsewhere, secrets.get(0), seed));
    }
    var bot = Bots.strong(game, ThinkingBudget.iterations(40));
    assertEquals(bot.choose(game, state, 0, secrets.get(0), new SplittableRandom(1)),
        bot.choose(game, other, 0, secrets.get(0), new SplittableRandom(1)));
  }

  /**
   * The cards with a card of seat 1 that its key reads exchanged for another card of the same deck
   * (which is public), of another face, that seat 0 cannot read; empty when there is none.
   */
  private static Optional<PokerCards> exchangeOfSeat1(Game<GameState> game, GameState state, List<SeatSecrets> secrets) {
    PokerCards cards = (PokerCards) game.hiddenCards(state).orElseThrow();
    PokerWorlds.Decks decks = PokerWorlds.Decks.of(cards);
    for (CardRef held : cards.hand(1)) {
      OptionalInt face = cards.faceFor(held, 1, secrets.get(1));
      if (cards.publicFace(held).isPresent() || face.isEmpty()) {
        continue;
      }
      String deck = decks.deckOf(cards.ciphers().get(held.id()));
      for (int other : unreadBySeat0(cards, secrets)) {
        PokerCards swapped = swapped(cards, held.id(), other, secrets);
        if (other != held.id() && decks.deckOf(cards.ciphers().get(other)).equals(deck)
            && swapped.faceFor(held, 1, secrets.get(1)).orElse(face.getAsInt()) != face.getAsInt()) {
          return Optional.of(swapped);
        }
      }
    }
    return Optional.empty();
  }

  /** The cards in the piles and in the hands of seats 1 and 2 that seat 0's key does not read. */
  private static List<Integer> unreadBySeat0(PokerCards cards, List<SeatSecrets> secrets) {
    List<Integer> ids = new ArrayList<>();
    cards.piles().values().forEach(ids::addAll);
    cards.hands().forEach((seat, hand) -> ids.addAll(seat == 0 ? List.of() : hand));
    return ids.stream().filter(id -> cards.faceFor(new CardRef(id), 0, secrets.get(0)).isEmpty()).toList();
  }

  /**
   * The cards with the ciphertexts of {@code a} and {@code b} exchanged, and the opening of each
   * (if any) made again, share by share, on its new ciphertext.
   */
  private static PokerCards swapped(PokerCards cards, int a, int b, List<SeatSecrets> secrets) {
    SortedMap<Integer, Ciphertext> ciphers = new TreeMap<>(cards.ciphers());
    ciphers.put(a, cards.ciphers().get(b));
    ciphers.put(b, cards.ciphers().get(a));
    SortedMap<Integer, Opening> openings = new TreeMap<>(cards.openings());
    SplittableRandom random = new SplittableRandom(4);
    for (int card : List.of(a, b)) {
      Opening opening = cards.openings().get(card);
      if (opening == null) {
        continue;
      }
      SortedMap<Integer, DecryptionShare> shares = new TreeMap<>();
      for (int seat : opening.shares().keySet()) {
        KeyShare key = secrets.get(seat).part(PokerSeat.class).orElseThrow().key();
        DecryptionShare share = key.decryptionShare(ciphers.get(card), PokerCards.shareContext(card), random);
        assertTrue(share.proof().verify(key.publicKey(), ciphers.get(card).c1(), share.share(), PokerCards.shareContext(card)));
        shares.put(seat, share);
      }
      openings.put(card, new Opening(opening.target(), shares));
    }
    return new PokerCards(cards.players(), cards.keys(), cards.departed(), cards.piles(), cards.hands(), ciphers,
        openings, cards.faces(), cards.shuffling(), cards.history(), cards.nextId(), cards.escrow());
  }

  private static List<Integer> faces(PokerCards cards, int seat, Knowledge knowledge) {
    return cards.hand(seat).stream().map(card -> cards.faceFor(card, seat, knowledge).orElse(-1)).toList();
  }

  /** Every card's face in the deal seat 0 imagines, pile by pile and hand by hand. */
  private static List<Integer> dealt(PokerCards cards, Knowledge seat0, long seed) {
    HiddenCards world = cards.redeal(0, seat0, new SplittableRandom(seed)).orElseThrow();
    List<CardRef> all = new ArrayList<>();
    cards.piles().keySet().forEach(pile -> all.addAll(world.pile(pile)));
    for (int seat = 0; seat < cards.players(); seat++) {
      all.addAll(world.hand(seat));
    }
    return all.stream().map(card -> world.reveal(card).publicFace(card).orElseThrow()).toList();
  }

  /** Three seats of this bot, each with its secrets, all split off one seed. */
  private record Seats(List<Player<GameState>> players, List<SeatSecrets> secrets) {
    static Seats of(Game<GameState> game, String bot, long seed) {
      SplittableRandom root = new SplittableRandom(seed);
      Seats seats = new Seats(new ArrayList<>(), new ArrayList<>());
      for (int seat = 0; seat < 3; seat++) {
        SeatSecrets own = new SeatSecrets(seat, root.split());
        seats.secrets.add(own);
        seats.players.add(new BotPlayer<>(Bots.byName(bot, game), RandomnessPlayer.of(own), own, root.split()));
      }
      return seats;
    }
  }

  @SuppressWarnings("unchecked")
  private static Game<GameState> cast(Game<?> game) {
    return (Game<GameState>) game;
  }
}
