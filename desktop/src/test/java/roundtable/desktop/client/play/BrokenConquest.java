package roundtable.desktop.client.play;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.game.Game;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;
import roundtable.core.table.Viewer;

/** Conquest with a bug in its rules: it throws after so many actions, on a seat's move, or in its setup. */
final class BrokenConquest implements Game<ConquestState> {
  private static final Conquest RULES = Conquest.GAME;
  private final AtomicInteger applies;
  private final boolean setupFails;
  private final int failingSeat;

  private BrokenConquest(int appliesBeforeFailing, boolean setupFails, int failingSeat) {
    this.applies = new AtomicInteger(appliesBeforeFailing);
    this.setupFails = setupFails;
    this.failingSeat = failingSeat;
  }

  static BrokenConquest afterApplies(int applies) {
    return new BrokenConquest(applies, false, -1);
  }

  static BrokenConquest inSetup() {
    return new BrokenConquest(0, true, -1);
  }

  /** Fails on the first move (not a draw step) of this seat. */
  static BrokenConquest onMoveOf(int seat) {
    return new BrokenConquest(Integer.MAX_VALUE, false, seat);
  }

  @Override
  public String id() {
    return RULES.id();
  }

  @Override
  public String title() {
    return RULES.title();
  }

  @Override
  public int minPlayers() {
    return RULES.minPlayers();
  }

  @Override
  public int maxPlayers() {
    return RULES.maxPlayers();
  }

  @Override
  public List<TableOption> options() {
    return RULES.options();
  }

  @Override
  public ConquestState setup(TableConfig config) {
    if (setupFails) {
      throw new IllegalStateException("a bug in setup");
    }
    return RULES.setup(config);
  }

  @Override
  public Prompt prompt(ConquestState state) {
    return RULES.prompt(state);
  }

  @Override
  public Optional<Outcome> outcome(ConquestState state) {
    return RULES.outcome(state);
  }

  @Override
  public List<Action> legalActions(ConquestState state, int seat, Knowledge knowledge) {
    return RULES.legalActions(state, seat, knowledge);
  }

  @Override
  public Applied<ConquestState> apply(ConquestState state, int seat, Action action) throws IllegalActionException {
    if (applies.getAndDecrement() <= 0 || seat == failingSeat && action instanceof Move) {
      throw new IllegalStateException("a bug in the rules");
    }
    return RULES.apply(state, seat, action);
  }

  @Override
  public ConquestState view(ConquestState state, Viewer viewer) {
    return RULES.view(state, viewer);
  }

  @Override
  public Optional<JointDraw> pendingDraw(ConquestState state) {
    return RULES.pendingDraw(state);
  }

  @Override
  public Optional<HiddenCards> hiddenCards(ConquestState state) {
    return RULES.hiddenCards(state);
  }

  @Override
  public Notation notation() {
    return RULES.notation();
  }

  @Override
  public String diagram(ConquestState state) {
    return RULES.diagram(state);
  }
}
