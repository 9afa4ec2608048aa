package roundtable.core.graalwar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.random.Commit;
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
import roundtable.core.table.Viewer;

/**
 * Graal (rulebook 003): take the enemy's château-fort, or its roi, prince and duc. Two players, or
 * two camps of 3 to 6 players (see {@link Lineup}).
 */
public final class Graalwar implements Game<GraalwarState> {
  public static final Graalwar GAME = new Graalwar();

  private static final List<TableOption> OPTIONS = List.of(
      new TableOption("match", "a single game, or three with the winner of each moving first in the next",
          List.of("one-game", "best-of-three"), 2, 6),
      new TableOption("move-limit", "moves after which a game nobody has won is drawn (not in the rulebook)",
          List.of("400", "200", "800", "none"), 2, 6));

  private Graalwar() {}

  @Override
  public String id() {
    return "graalwar";
  }

  @Override
  public String title() {
    return "Graal";
  }

  @Override
  public int minPlayers() {
    return 2;
  }

  @Override
  public int maxPlayers() {
    return 6;
  }

  @Override
  public List<TableOption> options() {
    return OPTIONS;
  }

  @Override
  public GraalwarState setup(TableConfig config) {
    String limit = config.option("move-limit");
    int games = config.option("match").equals("best-of-three") ? 3 : 1;
    Settings settings = new Settings(new Lineup(config.players()), games,
        limit.equals("none") ? 0 : Integer.parseInt(limit), config.openLog());
    return GraalwarState.start(settings, Layout.CLASSIC);
  }

  @Override
  public Prompt prompt(GraalwarState s) {
    if (s.outcome() != null) {
      return Prompt.none();
    }
    if (s.deploying()) {
      boolean revealing = s.waitingFor(true) < 0;
      List<Integer> seats = new ArrayList<>();
      for (int seat = 0; seat < s.players(); seat++) {
        if (revealing ? !s.revealed(seat) : !s.committed(seat)) {
          seats.add(seat);
        }
      }
      return Prompt.each(seats, Decision.SECRET_CHOICE, revealing ? "Lift the screen: reveal your deployment"
          : "Deploy your army behind the screen and commit to it");
    }
    return Prompt.one(s.toMove(), Decision.MOVE, s.lineup().name(s.toMove()) + ": move a soldier or shoot");
  }

  @Override
  public Optional<Outcome> outcome(GraalwarState s) {
    return Optional.ofNullable(s.outcome());
  }

  @Override
  public List<Action> legalActions(GraalwarState s, int seat, Knowledge knowledge) {
    if (s.outcome() != null || !prompt(s).names(seat)) {
      return List.of();
    }
    if (s.deploying()) {
      return DeployPlan.actions(s, seat, knowledge);
    }
    return List.copyOf(Battle.moves(s, s.board(), seat));
  }

  @Override
  public Applied<GraalwarState> apply(GraalwarState s, int seat, Action action) throws IllegalActionException {
    if (s.outcome() != null) {
      throw new IllegalActionException("the game is over: " + s.outcome().text());
    }
    if (seat < 0 || seat >= s.players()) {
      throw new IllegalActionException("there is no seat " + seat + " at a table of " + s.players());
    }
    List<Event> events = new ArrayList<>();
    if (s.deploying()) {
      if (action instanceof Commit c) {
        return new Applied<>(Deploying.commit(s, seat, c, events), events);
      }
      if (action instanceof DeployReveal r) {
        return new Applied<>(Deploying.reveal(s, seat, r, events), events);
      }
      throw new IllegalActionException("the armies are still behind the screens: " + prompt(s).text());
    }
    if (!(action instanceof Move move)) {
      throw new IllegalActionException("the screens are down: move a soldier or shoot");
    }
    if (seat != s.toMove()) {
      throw new IllegalActionException("it is " + s.lineup().name(s.toMove()) + "'s turn, not "
          + s.lineup().name(seat) + "'s");
    }
    return new Applied<>(Battle.play(s, seat, move, events), events);
  }

  /** Behind the screens a seat sees its own revealed deployment only, a spectator none. */
  @Override
  public GraalwarState view(GraalwarState s, Viewer viewer) {
    if (!s.deploying()) {
      return s;
    }
    GraalwarState seen = s;
    for (int seat = 0; seat < s.players(); seat++) {
      if (!viewer.is(seat)) {
        seen = seen.withDeployment(seat, "");
      }
    }
    return seen;
  }

  @Override
  public Notation notation() {
    return GraalwarNotation.INSTANCE;
  }

  @Override
  public String diagram(GraalwarState s) {
    return GraalwarDiagram.draw(s);
  }
}
