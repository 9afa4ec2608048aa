package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import roundtable.core.bot.Player;
import roundtable.core.log.ActionLog;
import roundtable.core.table.Applied;
import roundtable.core.game.Game;
import roundtable.core.game.MayAct;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.board.Seen;
import roundtable.net.identity.Signer;
import roundtable.net.play.LocalSeats;
import roundtable.net.play.Replica;
import roundtable.net.session.Seats;
import roundtable.proto.Seat;
import roundtable.proto.SeatAssignment;
import roundtable.proto.SignedEnvelope;

/**
 * The honest seats of a session ({@link LocalSeats}, as {@link Seats#local()}) with a look at the replica after each
 * change, on the session's thread: the first time, the board hears that the game began; then each
 * new entry of the log is applied again to this report's own copy of the state, so that the board
 * hears the rules' events of every step (protocol and random steps included). The window's turn,
 * asked while the seats act, is told after the steps that led to it. Leaving for good is the window's
 * seat's alone; a vote out at a {@code seat-leaves=continue} table reaches every seat of this peer.
 */
final class SessionReport<S extends GameState> implements Seats.Maker<S> {
  private final NetTable<S> table;
  private S state;
  private int told;
  private boolean broken;

  SessionReport(NetTable<S> table) {
    this.table = table;
  }

  @Override
  public Seats make(Replica<S> replica, Signer signer, Map<Integer, Player<S>> players) {
    return make(replica, signer, players, List.of());
  }

  @Override
  public Seats make(Replica<S> replica, Signer signer, Map<Integer, Player<S>> players, List<Seat> start) {
    LocalSeats<S> seats = new LocalSeats<>(replica, signer, players);
    if (state == null) {
      state = replica.game().setup(replica.config());
      table.begin(state, seen(replica, players, start));
    }
    report(replica);
    return new Seats() {
      @Override
      public List<SignedEnvelope> act() {
        return act(Integer.MAX_VALUE);
      }

      @Override
      public List<SignedEnvelope> act(int most) {
        report(replica); // the steps received: a turn asked now is on a state the board has
        List<SignedEnvelope> sent = seats.act(most);
        report(replica); // this peer's own steps, which may come before the window's turn
        table.tellTurn(state);
        return sent;
      }

      @Override
      public boolean cutShort() {
        return seats.cutShort();
      }

      @Override
      public void wake() {
        seats.wake();
      }

      /**
       * The person at the window leaves for good: its seat only. This peer's bots, if it has any,
       * play on as before, their hands still hidden (the terminal's peer has one seat, so it is the same).
       */
      @Override
      public void leave() {
        players.forEach((seat, player) -> {
          if (player instanceof WindowPlayer<S>) {
            seats.leave(seat);
          }
        });
      }

      @Override
      public void voteOut(int seat) {
        seats.voteOut(seat);
      }
    };
  }

  /**
   * Who looks: the window's seat with its secrets, or a spectator; the seats' names from the seating,
   * else from the game's Start (a late spectator's, which may be told the log before its window has
   * the session in hand).
   */
  private Seen seen(Replica<S> replica, Map<Integer, Player<S>> players, List<Seat> start) {
    List<String> names = names(table.session() == null ? SeatAssignment.getDefaultInstance()
        : table.session().seating(), replica.config().players());
    if (names.isEmpty()) {
      names = names(SeatAssignment.newBuilder().addAllSeats(start).build(), replica.config().players());
    }
    if (names.isEmpty() && table.keptNames().size() == replica.config().players()) {
      names = table.keptNames(); // a resumed game: the names kept with its Start
    }
    for (var mine : players.entrySet()) {
      if (mine.getValue() instanceof WindowPlayer<S> window) {
        return new Seen(Viewer.seat(mine.getKey()), window.knowledge(), names);
      }
    }
    return Seen.spectator(names);
  }

  /** The seats' names as the lobby gave them; none when the seating is not known here (a late spectator). */
  static List<String> names(SeatAssignment seating, int players) {
    if (seating.getSeatsCount() != players) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (Seat seat : seating.getSeatsList()) {
      names.add(seat.getName());
    }
    return names;
  }

  /** Tells the board each entry of the log it has not heard yet. */
  private void report(Replica<S> replica) {
    Game<S> game = replica.game();
    List<ActionLog.Entry> entries = replica.log().entries();
    for (; told < entries.size() && !broken; told++) {
      ActionLog.Entry e = entries.get(told);
      S before = state;
      try {
        // The replica's own result for the entry it just applied; re-applied only when catching up.
        Applied<S> applied = replica.applied(told).isPresent() ? replica.applied(told).get()
            : MayAct.apply(game, before, e.seat(), e.action());
        state = applied.state();
        table.tell(l -> l.applied(before, e.seat(), e.action(), applied));
      } catch (IllegalActionException ex) {
        broken = true; // the replica applied it: this cannot happen unless the rules are not deterministic
        Stop why = new Stop.Refused(e.seat(), "step " + e.index() + ": " + ex.getMessage());
        table.tell(l -> l.ended(TableFeed.Ending.stopped(why)));
      }
    }
  }
}
