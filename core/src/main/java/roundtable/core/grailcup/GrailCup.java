package roundtable.core.grailcup;

import static roundtable.core.grailcup.Play.name;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import roundtable.core.grailcup.Task.Auto;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
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

/** Grail Cup (rulebook 000), 3 to 8 players: a race to the Grail with Allies chosen in secret. */
public final class GrailCup implements Game<GrailCupState> {
  public static final GrailCup GAME = new GrailCup();

  private GrailCup() {}

  @Override
  public String id() {
    return "grailcup";
  }

  @Override
  public String title() {
    return "Grail Cup";
  }

  @Override
  public int minPlayers() {
    return 3;
  }

  @Override
  public int maxPlayers() {
    return 8;
  }

  @Override
  public List<TableOption> options() {
    return List.of(roundtable.core.crypto.SeatLeaves.option(minPlayers(), maxPlayers()));
  }

  @Override
  public GrailCupState setup(TableConfig config) {
    int n = config.players();
    HiddenCards cards = roundtable.core.crypto.SeatLeaves.cards(config);
    List<Integer> zeros = new ArrayList<>();
    List<List<Integer>> chosen = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      zeros.add(0);
      chosen.add(List.of());
    }
    GrailCupState start = new GrailCupState(n, config.openLog(), 0, new Race(zeros, zeros, 0, Track.RED, zeros),
        new Council(-1, false, -1, 0), new RoundAllies(chosen, List.of(), List.of(), 0, -1, -1, -1),
        cards.newPile(Play.RESERVE, Clovers.faces()), null, 0,
        List.of(Task.step(Auto.SETUP_TOKENS), Task.step(Auto.SETUP_DEAL), Task.step(Auto.NEW_ROUND)), -1, null);
    Play p = new Play(start);
    p.settle();
    return p.state();
  }

  private static boolean protocolPending(GrailCupState s) {
    return !s.over() && s.waits().any();
  }

  /**
   * Whether {@link #prompt} names this seat, when the table waits for no protocol step: asked
   * without wording the prompt.
   */
  private static boolean toAct(GrailCupState s, int seat) {
    if (s.over() || s.agenda().isEmpty()) {
      return false;
    }
    Task next = s.agenda().get(0);
    if (next instanceof Task.Call c) {
      return Calling.asked(s, c) == seat;
    }
    return ((Task.Question) next).seat() == seat;
  }

  @Override
  public Prompt prompt(GrailCupState s) {
    if (s.over() || s.agenda().isEmpty()) {
      return Prompt.none();
    }
    if (s.waits().any()) {
      return s.waits().prompt();
    }
    Task next = s.agenda().get(0);
    if (next instanceof Task.Call c) {
      int asked = Calling.asked(s, c);
      return Prompt.one(asked, Decision.MOVE, "The Chancellor calls " + Ally.of(c.n()).named() + ": " + name(asked)
          + ", show it if you hold it, else pass");
    }
    Task.Question q = (Task.Question) next;
    return Prompt.one(q.seat(), Decision.MOVE, name(q.seat()) + ": " + Choices.question(s, q));
  }

  @Override
  public Optional<Outcome> outcome(GrailCupState s) {
    if (s.winner() >= 0) {
      return Optional.of(Outcome.won(s.winner(), new GrailCupEvent.GrailWon(s.winner())));
    }
    return s.stopped() == null ? Optional.empty() : Optional.of(Outcome.draw(s.stopped()));
  }

  @Override
  public List<Action> legalActions(GrailCupState s, int seat, Knowledge knowledge) {
    if (s.over() || protocolPending(s) || s.agenda().isEmpty() || !toAct(s, seat)) {
      return List.of();
    }
    return Choices.legal(s, seat, knowledge);
  }

  @Override
  public Applied<GrailCupState> apply(GrailCupState s, int seat, Action action) throws IllegalActionException {
    if (s.over()) {
      throw new IllegalActionException("the game is over: " + outcome(s).map(Outcome::text).orElse(""));
    }
    if (seat < 0 || seat >= s.players()) {
      throw new IllegalActionException("there is no seat " + seat + " at a table of " + s.players());
    }
    Play p = new Play(s);
    if (action instanceof TableStep step) {
      Waits w = s.waits().apply(seat, step);
      p.die = w.draw();
      p.cards = w.cards();
    } else {
      if (protocolPending(s)) {
        throw s.waits().moveTooSoon();
      }
      if (!(action instanceof Move move)) {
        throw new IllegalActionException("not an action of Grail Cup");
      }
      if (!toAct(s, seat)) {
        throw new IllegalActionException("it is not " + name(seat) + "'s turn: " + prompt(s).text());
      }
      Answers.answer(p, seat, move);
    }
    p.settle();
    return new Applied<>(p.state(), List.copyOf(p.events));
  }

  @Override
  public GrailCupState view(GrailCupState s, Viewer viewer) {
    Play p = new Play(s);
    p.cards = s.cards().view(viewer);
    return p.state();
  }

  @Override
  public Optional<JointDraw> pendingDraw(GrailCupState s) {
    if (s.over()) {
      return Optional.empty();
    }
    return s.waits().pendingDraw();
  }

  @Override
  public Optional<GrailCupState> withHiddenCards(GrailCupState s, HiddenCards cards) {
    Play p = new Play(s);
    p.cards = cards;
    return Optional.of(p.state());
  }

  @Override
  public Optional<HiddenCards> hiddenCards(GrailCupState s) {
    return Optional.of(s.cards());
  }

  @Override
  public Notation notation() {
    return GrailCupNotation.INSTANCE;
  }

  @Override
  public String diagram(GrailCupState s) {
    return GrailCupDiagram.draw(s);
  }

  /** The face of an Ally card or token as this seat knows it, if it does. */
  static OptionalInt face(GrailCupState s, int card, int seat, Knowledge knowledge) {
    return s.cards().faceFor(new CardRef(card), seat, knowledge);
  }
}
