package roundtable.core.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import roundtable.core.crypto.PokerCards;
import roundtable.core.crypto.PokerStep;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.log.LogNotation;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;
import roundtable.core.table.Viewer;

/**
 * A game whose seats may leave for good (DESIGN, "A seat that leaves for good"): once a seat's
 * {@code leave} step is applied (its key and seeds published), whenever the prompt names it the
 * {@link OpenHandedBot} acts for it, at once, inside the same step: the action that made it due
 * and the bot's actions that follow are one step of the log. So no action of a seat that left is
 * ever signed, sent or written down: every peer computes them from the public state, and a replay
 * computes them again; an action signed for such a seat is refused (the prompt no longer names it).
 * The bot's actions appear among the step's events, in the game's notation.
 *
 * <p>For every other action this is the game itself: a table where nobody left plays exactly as
 * before, byte for byte.
 */
public final class LeftSeats<S extends GameState> implements Game<S> {
  /** Computed actions in one step at most: past it the bot is looping, a bug. */
  static final int MAX_COMPUTED = 100_000;

  private final Game<S> game;

  private LeftSeats(Game<S> game) {
    this.game = game;
  }

  /** The game with its left seats played by the open-handed bot (itself if it is already so). */
  public static <S extends GameState> Game<S> of(Game<S> game) {
    return game instanceof LeftSeats<S> left ? left : new LeftSeats<>(game);
  }

  /** The seats that left for good, in this state. */
  public static <S extends GameState> SortedSet<Integer> left(Game<S> game, S state) {
    return game.hiddenCards(state).map(HiddenCards::leftSeats).orElse(java.util.Collections.emptySortedSet());
  }

  /**
   * Why the seat may not leave for good now, if it may not: the game deals nothing by mental poker
   * (there is no key to publish; a bot is seated by vote instead), it left already, the game is
   * over, or it has committed to a joint draw and not revealed yet (nobody else could open its
   * commitment: it reveals first, then leaves).
   */
  public static <S extends GameState> Optional<String> whyNot(Game<S> game, S state, int seat) {
    if (game.prompt(state).isOver()) {
      return Optional.of("the game is over");
    }
    if (!(game.hiddenCards(state).orElse(null) instanceof PokerCards cards)) {
      return Optional.of(game.id() + " deals no cards by mental poker here: there is no key to publish");
    }
    if (cards.leftSeats().contains(seat)) {
      return Optional.of("seat " + seat + " has left already");
    }
    Optional<JointDraw> draw = game.pendingDraw(state);
    if (draw.isPresent() && draw.get().commitments().containsKey(seat) && !draw.get().reveals().containsKey(seat)) {
      return Optional.of("seat " + seat + " has committed to the draw for " + draw.get().purpose()
          + " and must reveal before it leaves");
    }
    if (!cards.keys().containsKey(seat)) {
      return Optional.of("seat " + seat + " has no key on the table yet: it publishes its key first");
    }
    return Optional.empty();
  }

  /**
   * Why the table cannot vote this seat out now and rebuild its key ({@code seat-leaves=continue},
   * docs/security.md "A seat voted out"), if it cannot: the game is over, deals nothing by mental
   * poker or was opened with {@code seat-leaves=end}, the seat left already, the escrow is not
   * complete or another seat is being rebuilt, or a joint draw is under way (the rebuilt key cannot
   * open the seat's commitment; the draw's prompt would hide the rebuilding's).
   */
  public static <S extends GameState> Optional<String> whyNotVoteOut(Game<S> game, S state, int seat) {
    if (game.prompt(state).isOver()) {
      return Optional.of("the game is over");
    }
    if (!(game.hiddenCards(state).orElse(null) instanceof PokerCards cards)) {
      return Optional.of(game.id() + " deals no cards by mental poker here: there is no key to rebuild");
    }
    Optional<String> no = cards.whyNotRebuild(seat);
    if (no.isPresent()) {
      return no;
    }
    Optional<JointDraw> draw = game.pendingDraw(state);
    if (draw.isPresent() && cards.escrow().voted() < 0) {
      return Optional.of("the draw for " + draw.get().purpose() + " is under way");
    }
    return Optional.empty();
  }

  /** A dealer named by a complaint against its key escrow: the game stops with the cheat named. */
  private Optional<roundtable.core.crypto.EscrowCheat> cheat(S state) {
    return game.hiddenCards(state).filter(PokerCards.class::isInstance).flatMap(c -> ((PokerCards) c).cheat());
  }

  /** The game's own rules, without the open-handed bot. */
  public Game<S> rules() {
    return game;
  }

  @Override
  public Applied<S> apply(S state, int seat, Action action) throws IllegalActionException {
    if (action instanceof PokerStep.Leave) {
      Optional<String> no = whyNot(game, state, seat);
      if (no.isPresent()) {
        throw new IllegalActionException("seat " + seat + " cannot leave now: " + no.get());
      }
    }
    if (action instanceof PokerStep.Unescrow u) {
      Optional<String> no = whyNotVoteOut(game, state, u.seat());
      if (no.isPresent()) {
        throw new IllegalActionException("seat " + u.seat() + " cannot be voted out now: " + no.get());
      }
    }
    return playLeftSeats(game.apply(state, seat, action));
  }

  /** While the prompt names a seat that left and the bot has an action for it, applies it. */
  private Applied<S> playLeftSeats(Applied<S> applied) {
    S state = applied.state();
    SortedSet<Integer> left = left(game, state);
    if (left.isEmpty()) {
      return applied;
    }
    List<Event> events = new ArrayList<>(applied.events());
    Notation notation = LogNotation.of(game);
    for (int computed = 0; ; computed++) {
      Optional<Turn> turn = nextTurn(state, left);
      if (turn.isEmpty()) {
        return new Applied<>(state, events);
      }
      if (computed == MAX_COMPUTED) {
        throw new IllegalStateException("the open-handed bot made " + MAX_COMPUTED + " actions in one step");
      }
      int seat = turn.get().seat();
      Action action = turn.get().action();
      try {
        Applied<S> next = game.apply(state, seat, action);
        events.add(new BotActed(seat, action, notation.format(action)));
        events.addAll(next.events());
        state = next.state();
      } catch (IllegalActionException e) {
        throw new IllegalStateException("the rules refuse the open-handed bot's '" + notation.format(action)
            + "' for seat " + seat + ": " + e.getMessage(), e);
      }
    }
  }

  private record Turn(int seat, Action action) {}

  /** The first seat that left, named by the prompt, for which the bot has an action. */
  private Optional<Turn> nextTurn(S state, SortedSet<Integer> left) {
    Prompt prompt = game.prompt(state);
    for (var named : prompt.seats().entrySet()) {
      if (left.contains(named.getKey())) {
        Optional<Action> action = OpenHandedBot.act(game, state, named.getKey(), named.getValue());
        if (action.isPresent()) {
          return Optional.of(new Turn(named.getKey(), action.get()));
        }
      }
    }
    return Optional.empty();
  }

  // ---- the game itself ----

  @Override
  public String id() {
    return game.id();
  }

  @Override
  public String title() {
    return game.title();
  }

  @Override
  public int minPlayers() {
    return game.minPlayers();
  }

  @Override
  public int maxPlayers() {
    return game.maxPlayers();
  }

  @Override
  public List<TableOption> options() {
    return game.options();
  }

  @Override
  public S setup(TableConfig config) {
    return game.setup(config);
  }

  @Override
  public Prompt prompt(S state) {
    return cheat(state).isPresent() ? Prompt.none() : game.prompt(state);
  }

  @Override
  public Optional<Outcome> outcome(S state) {
    return cheat(state).map(Outcome::draw).or(() -> game.outcome(state));
  }

  @Override
  public List<Action> legalActions(S state, int seat, Knowledge knowledge) {
    return game.legalActions(state, seat, knowledge);
  }

  @Override
  public S view(S state, Viewer viewer) {
    return game.view(state, viewer);
  }

  @Override
  public Optional<JointDraw> pendingDraw(S state) {
    return game.pendingDraw(state);
  }

  @Override
  public Optional<HiddenCards> hiddenCards(S state) {
    return game.hiddenCards(state);
  }

  @Override
  public Optional<S> withHiddenCards(S state, HiddenCards cards) {
    return game.withHiddenCards(state, cards);
  }

  @Override
  public Notation notation() {
    return game.notation();
  }

  @Override
  public String diagram(S state) {
    return game.diagram(state);
  }

  /**
   * The open-handed bot acted for a seat that left for good: the seat, the action, and the action
   * as the log writes it (the terminal's line).
   */
  public record BotActed(int seat, Action action, String written) implements Event {
    @Override
    public String text() {
      return "seat " + seat + " (left; the open-handed bot): " + written;
    }
  }
}
