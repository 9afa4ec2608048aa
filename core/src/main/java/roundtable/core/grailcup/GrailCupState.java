package roundtable.core.grailcup;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.GameState;

/**
 * A Grail Cup position. Everything here is public but the faces of {@code cards}: the Ally cards
 * (those kept, those set aside face down) and the clover tokens are handles in the hidden cards.
 *
 * @param squares each seat's knight's square (0..45)
 * @param stamps when each knight arrived on its square: on a shared square the later one stands behind
 * @param lances each seat's Lances
 * @param seal the seat holding the Chancellor's seal
 * @param sealFromDie the seal was won on the Village die this round, so its holder keeps it
 * @param chancellor this round's Chancellor; {@code direction} +1 clockwise, -1 counterclockwise, 0 not chosen
 * @param chosen each seat's Allies kept this round (card ids)
 * @param asideUp Allies set aside face up this round; {@code asideDown} those set aside face down
 * @param curse the Ally the Enchantress cursed (0: none), by seat {@code curser}
 * @param squire the seat that played the Squire this round (-1: none), predicting {@code squireTarget} first
 * @param die the Village die being rolled, or null; {@code dice} counts the rolls
 * @param agenda what is still to do, first first
 * @param winner the seat whose knight reached the finish, or -1
 * @param stopped the cheat that stopped the game without a winner, or null
 */
public record GrailCupState(
    int players,
    boolean openLog,
    int round,
    List<Integer> squares,
    List<Integer> stamps,
    int nextStamp,
    int dragon,
    List<Integer> lances,
    int seal,
    boolean sealFromDie,
    int chancellor,
    int direction,
    List<List<Integer>> chosen,
    List<Integer> asideUp,
    List<Integer> asideDown,
    int curse,
    int curser,
    int squire,
    int squireTarget,
    HiddenCards cards,
    JointDraw die,
    int dice,
    List<Task> agenda,
    int winner,
    GrailCupEvent.CheatCaught stopped) implements GameState {

  public GrailCupState {
    squares = List.copyOf(squares);
    stamps = List.copyOf(stamps);
    lances = List.copyOf(lances);
    chosen = chosen.stream().map(List::copyOf).toList();
    asideUp = List.copyOf(asideUp);
    asideDown = List.copyOf(asideDown);
    agenda = List.copyOf(agenda);
  }

  public boolean over() {
    return winner >= 0 || stopped != null;
  }

  /** The seat of the knight in front: the highest square, on a shared square the first there. */
  public int leader() {
    int best = 0;
    for (int s = 1; s < players; s++) {
      if (squares.get(s) > squares.get(best)
          || squares.get(s).equals(squares.get(best)) && stamps.get(s) < stamps.get(best)) {
        best = s;
      }
    }
    return best;
  }

  /** "Le dernier de la course": the lowest square, on a shared square the last to arrive. */
  public int last() {
    int worst = 0;
    for (int s = 1; s < players; s++) {
      if (squares.get(s) < squares.get(worst)
          || squares.get(s).equals(squares.get(worst)) && stamps.get(s) > stamps.get(worst)) {
        worst = s;
      }
    }
    return worst;
  }

  /** The knights on this square, front first. */
  public List<Integer> knightsOn(int square) {
    return java.util.stream.IntStream.range(0, players).boxed().filter(s -> squares.get(s) == square)
        .sorted(java.util.Comparator.comparing(stamps::get)).toList();
  }

  /** Lances left in the reserve. */
  public int lanceReserve() {
    return Track.LANCES - lances.stream().mapToInt(Integer::intValue).sum();
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
    return !over() && !agenda.isEmpty() && (die == null || die.isDone()) && cards.pending().isOver();
  }

  @Override
  public void encode(CanonicalWriter out) {
    out.writeString("grailcup").writeInt(players).writeBoolean(openLog).writeInt(round);
    out.writeAll(squares, CanonicalWriter::writeInt).writeAll(stamps, CanonicalWriter::writeInt).writeInt(nextStamp);
    out.writeInt(dragon).writeAll(lances, CanonicalWriter::writeInt);
    out.writeInt(seal).writeBoolean(sealFromDie).writeInt(chancellor).writeInt(direction);
    out.writeAll(chosen, (w, l) -> w.writeAll(l, CanonicalWriter::writeInt));
    out.writeAll(asideUp, CanonicalWriter::writeInt).writeAll(asideDown, CanonicalWriter::writeInt);
    out.writeInt(curse).writeInt(curser).writeInt(squire).writeInt(squireTarget);
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
