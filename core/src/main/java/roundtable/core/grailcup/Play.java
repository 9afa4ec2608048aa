package roundtable.core.grailcup;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.Agenda;
import roundtable.core.hidden.DraftList;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.random.JointDraw;

/**
 * A working copy of a {@link GrailCupState} that the rules change in place while applying one
 * action, then freeze again. {@link #settle} runs the agenda until it waits for somebody.
 */
final class Play {
  static final String ALLIES = "allies";
  static final String RESERVE = Track.RESERVE;
  static final List<String> COLOURS = List.of("Red", "Blue", "Yellow", "Green", "White", "Black", "Purple", "Orange");

  final int players;
  final boolean openLog;
  int round;
  /** The state this play started from; its lists are drafted, copied only when changed. */
  private final GrailCupState from;
  final DraftList<Integer> squares;
  final DraftList<Integer> stamps;
  int nextStamp;
  int dragon;
  final DraftList<Integer> lances;
  int seal;
  boolean sealFromDie;
  int chancellor;
  int direction;
  final List<DraftList<Integer>> chosen;
  final DraftList<Integer> asideUp;
  final DraftList<Integer> asideDown;
  int curse;
  int curser;
  int squire;
  int squireTarget;
  HiddenCards cards;
  JointDraw die;
  int dice;
  final Agenda<Task> agenda;
  int winner;
  GrailCupEvent.CheatCaught stopped;
  /** What happened while applying the action, in order: only the rules' records, never bare words. */
  final List<GrailCupEvent> events = new ArrayList<>();

  Play(GrailCupState s) {
    from = s;
    players = s.players();
    openLog = s.openLog();
    round = s.round();
    squares = new DraftList<>(s.squares());
    stamps = new DraftList<>(s.stamps());
    nextStamp = s.nextStamp();
    dragon = s.dragon();
    lances = new DraftList<>(s.lances());
    seal = s.seal();
    sealFromDie = s.sealFromDie();
    chancellor = s.chancellor();
    direction = s.direction();
    chosen = DraftList.of(s.chosen());
    asideUp = new DraftList<>(s.asideUp());
    asideDown = new DraftList<>(s.asideDown());
    curse = s.curse();
    curser = s.curser();
    squire = s.squire();
    squireTarget = s.squireTarget();
    cards = s.cards();
    die = s.die();
    dice = s.dice();
    agenda = new Agenda<>(s.agenda());
    winner = s.winner();
    stopped = s.stopped();
  }

  GrailCupState state() {
    // the parts that did not change are the state's own
    Race race = !squares.isChanged() && !stamps.isChanged() && !lances.isChanged() && nextStamp == from.nextStamp()
        && dragon == from.dragon() ? from.race()
        : new Race(squares.frozen(), stamps.frozen(), nextStamp, dragon, lances.frozen());
    Council council = new Council(seal, sealFromDie, chancellor, direction);
    List<List<Integer>> chose = DraftList.frozen(from.chosen(), chosen);
    RoundAllies allies = chose == from.chosen() && !asideUp.isChanged() && !asideDown.isChanged()
        && curse == from.curse() && curser == from.curser() && squire == from.squire()
        && squireTarget == from.squireTarget() ? from.allies()
        : new RoundAllies(chose, asideUp.frozen(), asideDown.frozen(), curse, curser, squire, squireTarget);
    return new GrailCupState(players, openLog, round, race, council.equals(from.council()) ? from.council() : council,
        allies, cards, die, dice, agenda.list(), winner, stopped);
  }

  static String name(int seat) {
    return COLOURS.get(seat);
  }

  void tell(GrailCupEvent event) {
    events.add(event);
  }

  /** Runs the agenda until it waits for a player, a die, a shuffle or a share, or the game ends. */
  void settle() {
    agenda.settle(() -> winner >= 0 || stopped != null || new Waits(die, cards).any(), next -> {
      if (next instanceof Task.Walk w) {
        return !Moves.walk(this, w);
      } else if (next instanceof Task.Call c) {
        return !Calling.call(this, c);
      } else if (next instanceof Task.Ask) {
        return false;
      }
      run((Task.Step) next);
      return true;
    });
    if (winner >= 0 || stopped != null) {
      agenda.clear();
      die = null;
    }
  }

  private void run(Task.Step t) {
    switch (t.what()) {
      case SETUP_TOKENS, SETUP_DEAL, SETUP_PLACE, NEW_ROUND, ROUND_DEAL, ASIDE_SHOWN, HAND_ON, REGROUP, REDEAL ->
          Round.run(this, t);
      case SHOWN, END_CALLING, SQUIRE, FORGE -> Calling.run(this, t);
      case SWAP, UNICORN, BACK, ARRIVE, DIE -> Moves.run(this, t);
      case OPEN, CLOVER, RESHUFFLE, PLACE -> Clovers.run(this, t);
      default -> throw new IllegalStateException("no rule runs " + t.what());
    }
  }

  /** Replaces the first task by these (none: it is done). */
  void replace(Task... next) {
    agenda.replace(next);
  }

  /**
   * Replaces the first task by the knight's arrival. A token's move ends on its square before the
   * token is shuffled back ("Mélangez ensuite"), but what the square does comes after: a chain that
   * brings the knight back to the same spot finds a fresh token there, never the used one.
   */
  void arrive(int seat, boolean own) {
    agenda.take();
    Task arrival = Task.step(Task.Auto.ARRIVE, seat, own ? 1 : 0);
    if (agenda.head() instanceof Task.Step s && s.what() == Task.Auto.RESHUFFLE) {
      agenda.replace(s, arrival);
    } else {
      agenda.first(arrival);
    }
  }

  void replace(List<Task> next) {
    agenda.take();
    agenda.first(next);
  }

  /** The knight arrives on a square: behind any knight already there. */
  void place(int seat, int square, GrailCupEvent.Stride stride) {
    tell(new GrailCupEvent.KnightMoved(seat, squares.get(seat), square, stride));
    squares.set(seat, square);
    stamps.set(seat, nextStamp++);
    if (square == Track.FINISH) {
      winner = seat;
      tell(new GrailCupEvent.GrailWon(seat));
    }
  }

  boolean knightOn(int square) {
    return squares.contains(square);
  }

  /** The seat's Lances change by this much; the record says why, from the seat and its Lances now. */
  void lances(int seat, int change, java.util.function.IntFunction<GrailCupEvent.LancesChanged> why) {
    lances.set(seat, lances.get(seat) + change);
    tell(why.apply(lances.get(seat)));
  }

  int lanceReserve() {
    return Track.LANCES - lances.stream().mapToInt(Integer::intValue).sum();
  }

  /** The card's face if everybody may see it (it was shown), else -1. */
  int publicFace(int card) {
    return cards.publicFace(new CardRef(card)).orElse(-1);
  }

  /** Ally cards in this seat's hidden hand that are not placed: the cards handed to it to choose from. */
  List<Integer> packet(int seat) {
    List<CardRef> hand = cards.hand(seat);
    int last = 0;
    for (int i = 0; i < hand.size(); i++) {
      last = Math.max(last, hand.get(i).id());
    }
    // only the hand's ids are asked: the set is sized for them once
    java.util.BitSet placed = new java.util.BitSet(last + 1);
    mark(placed, asideUp, last);
    mark(placed, asideDown, last);
    for (int s = 0; s < chosen.size(); s++) {
      mark(placed, chosen.get(s), last);
    }
    List<Integer> packet = new ArrayList<>();
    for (int i = 0; i < hand.size(); i++) {
      if (!placed.get(hand.get(i).id())) {
        packet.add(hand.get(i).id());
      }
    }
    return packet;
  }

  private static void mark(java.util.BitSet placed, List<Integer> ids, int last) {
    for (int i = 0; i < ids.size(); i++) {
      int id = ids.get(i);
      if (id <= last) {
        placed.set(id);
      }
    }
  }
}
