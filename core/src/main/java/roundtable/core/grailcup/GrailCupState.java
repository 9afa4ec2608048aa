package roundtable.core.grailcup;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.random.JointDraw;
import roundtable.core.table.GameState;

/**
 * A Grail Cup position. Everything here is public but the faces of {@code cards}: the Ally cards
 * (those kept, those set aside face down) and the clover tokens are handles in the hidden cards.
 *
 * @param race the knights, the Dragon and the Lances on the track
 * @param council the seal and this round's Chancellor
 * @param allies this round's Allies: kept, set aside, cursed, the Squire's prediction
 * @param die the Village die being rolled, or null; {@code dice} counts the rolls
 * @param agenda what is still to do, first first
 * @param winner the seat whose knight reached the finish, or -1
 * @param stopped the cheat that stopped the game without a winner, or null
 */
public record GrailCupState(
    int players,
    boolean openLog,
    int round,
    Race race,
    Council council,
    RoundAllies allies,
    HiddenCards cards,
    JointDraw die,
    int dice,
    List<Task> agenda,
    int winner,
    GrailCupEvent.CheatCaught stopped) implements GameState {

  public GrailCupState {
    agenda = Frozen.copyOf(agenda);
  }

  // ---- the parts' fields, read as the rules name them ----

  public List<Integer> squares() {
    return race.squares();
  }

  public List<Integer> stamps() {
    return race.stamps();
  }

  public int nextStamp() {
    return race.nextStamp();
  }

  public int dragon() {
    return race.dragon();
  }

  public List<Integer> lances() {
    return race.lances();
  }

  public int seal() {
    return council.seal();
  }

  public boolean sealFromDie() {
    return council.sealFromDie();
  }

  public int chancellor() {
    return council.chancellor();
  }

  public int direction() {
    return council.direction();
  }

  public List<List<Integer>> chosen() {
    return allies.chosen();
  }

  public List<Integer> asideUp() {
    return allies.asideUp();
  }

  public List<Integer> asideDown() {
    return allies.asideDown();
  }

  public int curse() {
    return allies.curse();
  }

  public int curser() {
    return allies.curser();
  }

  public int squire() {
    return allies.squire();
  }

  public int squireTarget() {
    return allies.squireTarget();
  }

  public boolean over() {
    return winner >= 0 || stopped != null;
  }

  /** The seat of the knight in front: the highest square, on a shared square the first there. */
  public int leader() {
    int best = 0;
    for (int s = 1; s < players; s++) {
      if (squares().get(s) > squares().get(best)
          || squares().get(s).equals(squares().get(best)) && stamps().get(s) < stamps().get(best)) {
        best = s;
      }
    }
    return best;
  }

  /** "Le dernier de la course": the lowest square, on a shared square the last to arrive. */
  public int last() {
    int worst = 0;
    for (int s = 1; s < players; s++) {
      if (squares().get(s) < squares().get(worst)
          || squares().get(s).equals(squares().get(worst)) && stamps().get(s) > stamps().get(worst)) {
        worst = s;
      }
    }
    return worst;
  }

  /** The knights on this square, front first. */
  public List<Integer> knightsOn(int square) {
    return java.util.stream.IntStream.range(0, players).boxed().filter(s -> squares().get(s) == square)
        .sorted(java.util.Comparator.comparing(stamps()::get)).toList();
  }

  /** Lances left in the reserve. */
  public int lanceReserve() {
    return Track.LANCES - lances().stream().mapToInt(Integer::intValue).sum();
  }

  /** The Ally the Chancellor calls now (1..9) while the seats answer the call, else 0. */
  public int calledAlly() {
    return waitsForAnswer() && agenda.get(0) instanceof Task.Call c && c.n() <= 9 ? c.n() : 0;
  }

  /** The Dragon Tamer moves the Dragon now (not a Dragon Call token). */
  public boolean dragonTamerAsked() {
    return waitsForAnswer() && agenda.get(0) instanceof Task.Ask a && a.kind() == Task.Kind.TAME;
  }

  /** The table waits for a player's answer (no die rolling, no card being shuffled or opened). */
  private boolean waitsForAnswer() {
    return !over() && !agenda.isEmpty() && !waits().any();
  }

  /** What the table waits for before the rules go on: the Village die rolling, the cards' steps. */
  public Waits waits() {
    return new Waits(die, cards);
  }

  @Override
  public void encode(CanonicalWriter out) {
    out.writeString("grailcup").writeInt(players).writeBoolean(openLog).writeInt(round);
    out.writeAll(squares(), CanonicalWriter::writeInt).writeAll(stamps(), CanonicalWriter::writeInt).writeInt(nextStamp());
    out.writeInt(dragon()).writeAll(lances(), CanonicalWriter::writeInt);
    out.writeInt(seal()).writeBoolean(sealFromDie()).writeInt(chancellor()).writeInt(direction());
    out.writeAll(chosen(), (w, l) -> w.writeAll(l, CanonicalWriter::writeInt));
    out.writeAll(asideUp(), CanonicalWriter::writeInt).writeAll(asideDown(), CanonicalWriter::writeInt);
    out.writeInt(curse()).writeInt(curser()).writeInt(squire()).writeInt(squireTarget());
    cards.encode(out);
    out.writeBoolean(die != null);
    if (die != null) {
      die.encode(out);
    }
    out.writeInt(dice);
    out.writeAll(agenda, (w, t) -> t.encode(w));
    out.writeInt(winner).writeBoolean(stopped != null); // a cheat stopped the game: its words are not hashed
  }
}
