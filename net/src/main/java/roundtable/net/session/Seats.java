package roundtable.net.session;

import java.util.List;
import java.util.Map;
import roundtable.core.bot.Player;
import roundtable.core.table.GameState;
import roundtable.net.identity.Signer;
import roundtable.net.play.LocalSeats;
import roundtable.net.play.Replica;
import roundtable.proto.SignedEnvelope;

/**
 * This peer's own seats as the session sees them: asked after every change, they return the signed
 * envelopes to send to every link. {@link #local} is the honest one ({@link LocalSeats}); tests put
 * a cheating one in its place.
 */
@FunctionalInterface
public interface Seats {
  List<SignedEnvelope> act();

  /** The same, {@code most} actions at most where the seats can stop there ({@link #cutShort}). */
  default List<SignedEnvelope> act(int most) {
    return act();
  }

  /** Whether the last {@link #act(int)} stopped at its most, the seats having more to play. */
  default boolean cutShort() {
    return false;
  }

  /** Ask the seats again although the state did not change: a person's choice came in. */
  default void wake() {}

  /** Every seat of this peer leaves the game for good (its key and seeds published, signed). */
  default void leave() {}

  /** The table voted this seat out (seat-leaves=continue): this peer's seats give their shares of its key. */
  default void voteOut(int seat) {}

  /**
   * The same seats, with a look before and after each {@link #act} (a printer's, a board's, a
   * bench's stamps); everything else goes to them, so a seat watched still leaves, is voted out and
   * wakes up.
   */
  static Seats watched(Seats seats, Runnable before, Runnable after) {
    return actingAs(seats, most -> {
      before.run();
      List<SignedEnvelope> sent = seats.act(most);
      after.run();
      return sent;
    }, seats::cutShort);
  }

  /**
   * The same seats, acting only while {@code open} says so (a test holding a peer back mid-game);
   * everything else goes to them, so a seat held back still wakes (a bot that thought on its own
   * thread has its move taken once the gate opens), leaves and is voted out.
   */
  static Seats gated(Seats seats, java.util.function.BooleanSupplier open) {
    return actingAs(seats, most -> open.getAsBoolean() ? seats.act(most) : List.of(),
        () -> open.getAsBoolean() && seats.cutShort());
  }

  /** The same seats, but their {@link #act} is this one; wake, leave and vote-out go to them. */
  private static Seats actingAs(Seats seats, java.util.function.IntFunction<List<SignedEnvelope>> act,
      java.util.function.BooleanSupplier cutShort) {
    return new Seats() {
      @Override
      public List<SignedEnvelope> act() {
        return act.apply(Integer.MAX_VALUE);
      }

      @Override
      public List<SignedEnvelope> act(int most) {
        return act.apply(most);
      }

      @Override
      public boolean cutShort() {
        return cutShort.getAsBoolean();
      }

      @Override
      public void wake() {
        seats.wake();
      }

      @Override
      public void leave() {
        seats.leave();
      }

      @Override
      public void voteOut(int seat) {
        seats.voteOut(seat);
      }
    };
  }

  /** Makes the seats of a peer once the game starts. */
  @FunctionalInterface
  interface Maker<S extends GameState> {
    Seats make(Replica<S> replica, Signer signer, Map<Integer, Player<S>> players);

    /** The same, told the seats of the game's Start (their holders' names); a maker that shows them uses it. */
    default Seats make(Replica<S> replica, Signer signer, Map<Integer, Player<S>> players,
        List<roundtable.proto.Seat> start) {
      return make(replica, signer, players);
    }
  }

  /** The honest seats: each named seat's player acts, signed, through the replica. */
  static <S extends GameState> Maker<S> local() {
    return (replica, signer, players) -> {
      LocalSeats<S> seats = new LocalSeats<>(replica, signer, players);
      return new Seats() {
        @Override
        public List<SignedEnvelope> act() {
          return seats.act();
        }

        @Override
        public List<SignedEnvelope> act(int most) {
          return seats.act(most);
        }

        @Override
        public boolean cutShort() {
          return seats.cutShort();
        }

        @Override
        public void wake() {
          seats.wake();
        }

        @Override
        public void leave() {
          seats.players().keySet().forEach(seats::leave);
        }

        @Override
        public void voteOut(int seat) {
          seats.voteOut(seat);
        }
      };
    };
  }
}
