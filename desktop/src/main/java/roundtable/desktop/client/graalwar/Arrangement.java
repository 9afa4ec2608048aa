package roundtable.desktop.client.graalwar;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import roundtable.core.graalwar.Castle;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.Deployment;
import roundtable.core.graalwar.Deployment.Fault;
import roundtable.core.graalwar.DeploymentGenerator;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.graalwar.Hole;
import roundtable.core.graalwar.Lineup;
import roundtable.core.graalwar.Piece;
import roundtable.core.random.Bytes;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Draft;

/**
 * A seat's deployment arranged behind its screen, "à leur guise": it starts from a suggested
 * deployment; a click on one of the seat's soldiers lifts it and a click on a hole of the seat's
 * ground puts it there (the two change places when the hole is taken); the château-fort moves by a
 * click on its donjon's new hole then its cour's. The rules' own check says at once what a
 * deployment breaks; once it breaks nothing the seat may commit to it, with a fresh salt. A seat
 * of a camp arranges its own stretch of the kingdom, every army it commands (the lone player of
 * three has two), and a member who is not its camp's chief has no château-fort.
 */
final class Arrangement implements Draft {
  /** Where one soldier stands: the index of its army among the seat's, and its kind. */
  private record Placed(int army, Piece piece) {}

  private final GraalwarState start;
  private final int seat;
  private final RandomGenerator suggestions;
  private final Bytes salt;
  private final List<Integer> armies;
  private Castle castle;
  private final Map<Integer, Placed> soldiers = new TreeMap<>();
  private PieceIds ids;
  /** The hole of the soldier lifted, or -1. */
  private int lifted = -1;
  /** Moving the château-fort: -1 not, -2 its donjon's hole to click, else the new donjon (its cour to click). */
  private int donjon = -1;

  private Arrangement(GraalwarState start, int seat, RandomGenerator suggestions, Bytes salt) {
    this.start = start;
    this.seat = seat;
    this.suggestions = suggestions;
    this.salt = salt;
    this.armies = start.lineup().armies(seat);
    suggest();
  }

  /** A seat's arrangement of this game, starting from a deployment drawn from {@code suggestions}. */
  static Arrangement suggested(GraalwarState s, int seat, RandomGenerator suggestions, SecureRandom salts) {
    byte[] salt = new byte[32];
    salts.nextBytes(salt);
    return new Arrangement(s, seat, suggestions, Bytes.of(salt));
  }

  /** Whether this is the arrangement of this seat for this state's game. */
  boolean arranges(GraalwarState s, int seatNow) {
    return seatNow == seat && s.score().game() == start.score().game() && s.players() == start.players()
        && s.layout().equals(start.layout());
  }

  /** A new suggested deployment, in place of the arrangement so far. */
  void suggest() {
    List<Deployment> drawn = DeploymentGenerator.generate(start.lineup(), seat, start.layout(), suggestions);
    soldiers.clear();
    castle = drawn.get(0).castle();
    for (int i = 0; i < drawn.size(); i++) {
      int army = i;
      drawn.get(i).soldiers().forEach((hole, piece) -> soldiers.put(hole, new Placed(army, piece)));
    }
    ids = PieceIds.of(field());
    lifted = -1;
    donjon = -1;
  }

  /** One deployment per army the seat commands, as arranged now. */
  List<Deployment> armies() {
    List<Deployment> out = new ArrayList<>();
    for (int i = 0; i < armies.size(); i++) {
      Map<Integer, Piece> mine = new TreeMap<>();
      int army = i;
      soldiers.forEach((hole, p) -> {
        if (p.army() == army) {
          mine.put(hole, p.piece());
        }
      });
      out.add(new Deployment(Lineup.full(armies.get(i)) ? castle : null, mine));
    }
    return out;
  }

  /** What the seat sees of the field while it arranges. */
  Field field() {
    return Field.behindScreens(start, seat, armies());
  }

  /** The ids of the soldiers as they were moved about. */
  PieceIds ids() {
    return ids;
  }

  /** The first rule the arrangement breaks, if any. */
  Optional<Fault> fault() {
    List<Deployment> arranged = armies();
    for (int i = 0; i < arranged.size(); i++) {
      Optional<Fault> f = arranged.get(i).fault(start.lineup(), seat, armies.get(i), start.layout(), castle);
      if (f.isPresent()) {
        return f;
      }
    }
    return Optional.empty();
  }

  /** The seat's own plan: the arrangement and its salt. */
  DeployPlan plan() {
    return new DeployPlan(armies(), salt);
  }

  @Override
  public Optional<Ready> ready() {
    if (fault().isPresent()) {
      return Optional.empty();
    }
    DeployPlan plan = plan();
    return Optional.of(new Ready(plan, plan.commit(seat)));
  }

  @Override
  public boolean click(String target) {
    int hole;
    try {
      hole = Hole.parse(target);
    } catch (IllegalArgumentException notAHole) {
      return false;
    }
    if (donjon == -2) {
      if (!ground(hole)) {
        return false;
      }
      donjon = hole;
      return true;
    }
    if (donjon >= 0) {
      if (hole == donjon) {
        donjon = -2; // the donjon taken back: choose it again
      } else if (ground(hole) && Hole.besideStraight(donjon, hole)) {
        castle = new Castle(donjon, hole);
        donjon = -1;
      } else {
        return false;
      }
      return true;
    }
    if (lifted < 0) {
      if (soldiers.containsKey(hole)) {
        lifted = hole;
        return true;
      }
      if (castle != null && castle.holds(hole)) {
        donjon = -2; // a click on the empty castle moves it
        return true;
      }
      return false;
    }
    if (hole == lifted) {
      lifted = -1;
      return true;
    }
    if (!ground(hole)) {
      return false;
    }
    Placed moving = soldiers.remove(lifted);
    Placed there = soldiers.remove(hole);
    soldiers.put(hole, moving);
    if (there != null) {
      soldiers.put(lifted, there);
      ids = ids.swap(lifted, hole);
    } else {
      ids = ids.move(lifted, hole);
    }
    lifted = -1;
    return true;
  }

  /** The seat's ground: its kingdom, or its stretch of it in a camp. */
  private boolean ground(int hole) {
    int[] columns = start.lineup().columns(seat);
    int column = Hole.column(hole);
    return Hole.kingdom(hole) == start.lineup().camp(seat) && column >= columns[0] && column < columns[1];
  }

  /** Whether this soldier may stand on this hole, as the castle stands now. */
  private boolean fits(Piece piece, int hole) {
    boolean onCastle = castle != null && castle.holds(hole);
    boolean rock = start.layout().isRock(hole) && !onCastle;
    boolean forest = start.layout().isForest(hole) && !onCastle;
    return ground(hole) && !rock && !(forest && piece.mounted())
        && !(piece == Piece.ARCHER && castle != null && hole == castle.donjon());
  }

  @Override
  public Set<String> next() {
    Set<String> next = new LinkedHashSet<>();
    if (donjon >= 0) {
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        if (ground(hole) && Hole.besideStraight(donjon, hole)) {
          next.add(Hole.name(hole));
        }
      }
    } else if (lifted >= 0) {
      // The free holes where the soldier lifted may stand (the castle's and the soldiers' are not lit,
      // so that the light hides neither; a click there is as good).
      Piece piece = soldiers.get(lifted).piece();
      for (int hole = 0; hole < Hole.COUNT; hole++) {
        if (!soldiers.containsKey(hole) && fits(piece, hole) && !(castle != null && castle.holds(hole))) {
          next.add(Hole.name(hole));
        }
      }
    }
    return next;
  }

  @Override
  public List<String> picked() {
    if (lifted >= 0) {
      return List.of(Hole.name(lifted));
    }
    return donjon >= 0 ? List.of(Hole.name(donjon)) : List.of();
  }

  /** Lifts the château-fort: its donjon's new hole is clicked next. */
  void moveCastle() {
    if (castle != null) {
      lifted = -1;
      donjon = -2;
    }
  }

  @Override
  public String prompt(Words w) {
    String doing;
    if (donjon == -2) {
      doing = w.get("graalwar.draft.donjon");
    } else if (donjon >= 0) {
      doing = w.get("graalwar.draft.cour", Hole.name(donjon));
    } else if (lifted >= 0) {
      doing = w.get("graalwar.draft.lifted", GraalwarWords.piece(w, soldiers.get(lifted).piece()), Hole.name(lifted));
    } else {
      doing = w.get(castle != null ? "graalwar.draft.arrange" : "graalwar.draft.arrangeArmy");
    }
    String verdict = fault().map(f -> w.get("graalwar.draft.wrong", GraalwarWords.fault(f, start.lineup(), seat, w)))
        .orElse(w.get("graalwar.draft.ready"));
    return doing + " " + verdict;
  }

  @Override
  public List<Tool> tools(Words w) {
    List<Tool> tools = new ArrayList<>();
    if (castle != null) {
      tools.add(new Tool(w.get("graalwar.draft.moveCastle"), this::moveCastle));
    }
    tools.add(new Tool(w.get("graalwar.draft.suggest"), this::suggest));
    return tools;
  }

  @Override
  public String commitLabel(Words w) {
    return w.get("graalwar.draft.commit");
  }
}
