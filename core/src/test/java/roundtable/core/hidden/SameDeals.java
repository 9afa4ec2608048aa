package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import roundtable.core.game.Bot;
import roundtable.core.bot.Bots;
import roundtable.core.crypto.PokerCards;
import roundtable.core.crypto.PokerGodView;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.random.Committer;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * One seeded game played twice in step, once on mental-poker cards and once on open cards dealt
 * in the same order (each open shuffle is fixed to the order the mental-poker shuffle gave, read
 * with every seat's keys together). The bots and the joint draws are seeded alike, so the two games
 * must agree move for move: the same prompts, the same public picture after every move, the same
 * outcome. What differs is only how the cards are hidden.
 *
 * <pre>{@code
 * SameDeals.Played p = SameDeals.play(Morrigan.GAME, 4, Map.of(), "greedy", 7, 5_000, picture);
 * }</pre>
 */
public final class SameDeals {
  /** How the two games went: how many moves, and how the game ended. */
  public record Played(int moves, Optional<Outcome> outcome) {}

  private SameDeals() {}

  /**
   * Plays the game twice in step and fails the test at the first difference.
   *
   * @param picture what people see of the table, from its spectator's view: it must not show card
   *     handles, which the two implementations number differently
   */
  public static <S extends GameState> Played play(Game<S> game, int players, Map<String, String> options, String bot,
      long seed, int maxMoves, Function<S, String> picture) throws IllegalActionException {
    Side<S> poker = new Side<>(game, TableConfig.of(game, players, options, false), bot, seed);
    Side<S> open = new Side<>(game, TableConfig.of(game, players, options, true), bot, seed);
    for (int moves = 0; ; moves++) {
      poker.settle(null);
      open.settle(poker);
      Prompt p = game.prompt(poker.state);
      Prompt o = game.prompt(open.state);
      assertEquals(p, o, "after " + moves + " moves the two games ask different things");
      assertEquals(picture.apply(game.view(poker.state, Viewer.SPECTATOR)),
          picture.apply(game.view(open.state, Viewer.SPECTATOR)), "after " + moves + " moves the tables differ");
      if (p.isOver()) {
        Optional<Outcome> outcome = game.outcome(poker.state);
        assertEquals(outcome, game.outcome(open.state), "the two games end differently");
        return new Played(moves, outcome);
      }
      if (moves == maxMoves) {
        fail("the game did not end within " + maxMoves + " moves");
      }
      int seat = poker.move(p);
      assertEquals(seat, open.move(o), "after " + moves + " moves a different seat moves");
    }
  }

  /** One of the two games, with its seats' secrets and bots. */
  private static final class Side<S extends GameState> {
    final Game<S> game;
    final List<SeatSecrets> secrets = new ArrayList<>();
    final List<PokerSeat> keys = new ArrayList<>();
    final List<Bot<S>> bots = new ArrayList<>();
    final List<SplittableRandom> rngs = new ArrayList<>();
    S state;
    int openShuffles;

    Side(Game<S> game, TableConfig config, String bot, long seed) {
      this.game = game;
      for (int seat = 0; seat < config.players(); seat++) {
        PokerSeat key = new PokerSeat(seat, new SplittableRandom(seed * 1000 + 100 + seat));
        keys.add(key);
        secrets.add(new SeatSecrets(seat, new Committer(seat, new SplittableRandom(seed * 1000 + seat)), key));
        bots.add(Bots.byName(bot, game));
        rngs.add(new SplittableRandom(seed * 1000 + 200 + seat));
      }
      state = game.setup(config);
    }

    /**
     * Answers every protocol step and joint draw until a seat must move. On open cards each
     * shuffle is fixed to the order of the same shuffle in the mental-poker game.
     */
    void settle(Side<S> poker) throws IllegalActionException {
      while (true) {
        Optional<HiddenCards> cards = game.hiddenCards(state);
        Prompt prompt = game.prompt(state);
        if (prompt.isOver()) {
          return;
        }
        if (cards.isPresent() && !cards.get().pending().isOver()) {
          int seat = cards.get().pending().seats().firstKey();
          Action step;
          if (cards.get() instanceof PokerCards p) {
            step = keys.get(seat).next(p);
          } else {
            OpenCards open = (OpenCards) cards.get();
            String pile = open.shufflingPile().orElseThrow();
            List<PokerGodView.Shuffled> dealt = PokerGodView.shuffles((PokerCards) poker.game.hiddenCards(poker.state)
                .orElseThrow(), poker.keys);
            assertTrue(openShuffles < dealt.size(), "the open game shuffles the " + pile + " but the other does not");
            assertEquals(dealt.get(openShuffles).pile(), pile, "the two games shuffle different piles");
            step = open.arrange(dealt.get(openShuffles++).faces());
          }
          state = game.apply(state, seat, step).state();
        } else if (prompt.seats().containsValue(Decision.RANDOMNESS)) {
          int seat = prompt.seats().entrySet().stream().filter(e -> e.getValue() == Decision.RANDOMNESS)
              .findFirst().orElseThrow().getKey();
          state = game.apply(state, seat, secrets.get(seat).step(game, state)).state();
        } else {
          return;
        }
      }
    }

    /** The first seat the prompt names that moves: its bot's move is applied. */
    int move(Prompt prompt) throws IllegalActionException {
      for (int seat : prompt.seats().keySet()) {
        Optional<Action> action = bots.get(seat).choose(game, state, seat, secrets.get(seat), rngs.get(seat));
        if (action.isPresent()) {
          state = game.apply(state, seat, action.get()).state();
          return seat;
        }
      }
      throw new AssertionError("no seat the prompt names has a move: " + prompt.text());
    }
  }
}
