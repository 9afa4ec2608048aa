package roundtable.core.conquest;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import roundtable.core.conquest.Move.Blocked;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.table.Event;
import roundtable.core.game.Game;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;
import roundtable.core.table.TableStep;
import roundtable.core.table.Viewer;

/** À la conquête du Graal (rulebook 004): encircle the Grail with your stones. */
public final class Conquest implements Game<ConquestState> {
  public static final Conquest GAME = new Conquest();

  private static final List<TableOption> OPTIONS = List.of(
      new TableOption("match", "best of three rounds, or a single round", List.of("best-of-three", "one-round"), 2, 4),
      new TableOption("pairing", "a player's two colours: facing (red-yellow, blue-green) or side by side",
          List.of("facing", "adjacent"), 2, 3),
      new TableOption("turn-order", "clockwise, or numbered tokens dealt every turn round, shown at once or when played",
          List.of("clockwise", "tokens-open", "tokens-secret"), 3, 4),
      new TableOption("move-limit", "moves after which a round nobody has won is drawn (not in the rulebook)",
          List.of("300", "150", "600", "none"), 2, 4),
      // Only the turn tokens are dealt by mental poker: from 3 players.
      roundtable.core.crypto.SeatLeaves.option(3, 4));

  private Conquest() {}

  @Override
  public String id() {
    return "conquest";
  }

  @Override
  public String title() {
    return "À la conquête du Graal";
  }

  @Override
  public int minPlayers() {
    return 2;
  }

  @Override
  public int maxPlayers() {
    return 4;
  }

  @Override
  public List<TableOption> options() {
    return OPTIONS;
  }

  @Override
  public ConquestState setup(TableConfig config) {
    Lineup lineup = Lineup.of(config.players(), config.option("pairing").equals("adjacent"));
    String limit = config.option("move-limit");
    return Match.start(new Settings(lineup, TurnOrder.of(config.option("turn-order")),
        config.option("match").equals("best-of-three"), limit.equals("none") ? 0 : Integer.parseInt(limit),
        config.openLog()), roundtable.core.crypto.SeatLeaves.continues(config));
  }

  @Override
  public Prompt prompt(ConquestState s) {
    if (s.outcome() != null) {
      return Prompt.none();
    }
    if (s.startDraw() != null) {
      return s.startDraw().prompt();
    }
    if (protocolPending(s)) {
      return s.tokens().pending();
    }
    if (s.toMove() >= 0) {
      return Prompt.one(s.toMove(), Decision.MOVE, who(s, s.toMove()).english() + ": unstack, restack or slide");
    }
    // Secret tokens: any seat that has not played this turn round may hold the next number.
    List<Integer> candidates = new ArrayList<>();
    for (int seat = 0; seat < s.players(); seat++) {
      if (TokenTurns.face(s.tokens(), seat).isEmpty()) {
        candidates.add(seat);
      }
    }
    return Prompt.each(candidates, Decision.MOVE, "Token " + (s.cycleTurn() + 1) + ": its holder shows it");
  }

  /** Who moves for this seat: its colours, or the one colour the lone player moves this turn. */
  public static Who who(ConquestState s, int seat) {
    if (seat == s.lineup().loneSeat()) {
      return Who.colour(Integer.numberOfTrailingZeros(s.movableMask(seat)));
    }
    return Who.seat(s.lineup(), seat);
  }

  @Override
  public Optional<JointDraw> pendingDraw(ConquestState s) {
    if (s.outcome() != null) {
      return Optional.empty();
    }
    if (s.startDraw() != null) {
      return Optional.of(s.startDraw());
    }
    return s.tokens() == null ? Optional.empty() : s.tokens().pendingDraw();
  }

  @Override
  public Optional<HiddenCards> hiddenCards(ConquestState s) {
    return Optional.ofNullable(s.tokens());
  }

  /** The first-player draw, or a step of the tokens' protocol, is under way. */
  private static boolean protocolPending(ConquestState s) {
    return s.outcome() == null && (s.startDraw() != null || s.tokens() != null && !s.tokens().pending().isOver());
  }

  @Override
  public Optional<Outcome> outcome(ConquestState s) {
    return Optional.ofNullable(s.outcome());
  }

  @Override
  public List<Action> legalActions(ConquestState s, int seat, Knowledge knowledge) {
    if (s.outcome() != null || protocolPending(s)) {
      return List.of();
    }
    if (s.toMove() < 0) {
      return holdsNextToken(s, seat, knowledge) ? List.of(new ShowToken()) : List.of();
    }
    if (s.toMove() != seat) {
      return List.of();
    }
    List<Move> moves = new ArrayList<>();
    MoveRules.generate(s.board(), s.movableMask(seat), moves);
    List<Action> legal = new ArrayList<>(moves.size());
    Turns.NextPlayers next = new Turns.NextPlayers(s, seat);
    for (Move m : moves) {
      if (next.keepMoving(m)) {
        legal.add(m);
      }
    }
    return legal.isEmpty() ? List.of(new Blocked()) : legal;
  }

  /** Secret tokens: this seat, by what it knows, holds the number whose turn it is. */
  private static boolean holdsNextToken(ConquestState s, int seat, Knowledge knowledge) {
    CardRef token = TokenTurns.token(s.tokens(), seat);
    OptionalInt face = s.tokens().faceFor(token, seat, knowledge);
    return face.isPresent() && face.getAsInt() == s.cycleTurn() + 1 && s.tokens().publicFace(token).isEmpty();
  }

  @Override
  public Applied<ConquestState> apply(ConquestState s, int seat, Action action) throws IllegalActionException {
    if (s.outcome() != null) {
      throw new IllegalActionException("the game is over: " + s.outcome().text());
    }
    if (seat < 0 || seat >= s.players()) {
      throw new IllegalActionException("there is no seat " + seat + " at a table of " + s.players());
    }
    if (action instanceof TableStep) {
      List<Event> events = new ArrayList<>(4);
      return new Applied<>(Turns.drawStep(s, seat, action, events), events);
    }
    if (protocolPending(s)) {
      throw new IllegalActionException("the table is still waiting for: " + prompt(s).text());
    }
    if (action instanceof ShowToken) {
      List<Event> events = new ArrayList<>(4);
      return new Applied<>(TokenTurns.show(s, seat, events), events);
    }
    if (!(action instanceof Move move)) {
      throw new IllegalActionException("not an action of this game");
    }
    return Turns.play(s, seat, move);
  }

  @Override
  public ConquestState view(ConquestState s, Viewer viewer) {
    return s.tokens() == null ? s : s.withTokens(s.tokens().view(viewer), s.toMove());
  }

  @Override
  public Optional<ConquestState> withHiddenCards(ConquestState s, HiddenCards cards) {
    return s.tokens() == null ? Optional.empty() : Optional.of(s.withTokens(cards, s.toMove()));
  }

  @Override
  public Notation notation() {
    return ConquestNotation.INSTANCE;
  }

  @Override
  public String diagram(ConquestState s) {
    return ConquestDiagram.draw(s);
  }
}
