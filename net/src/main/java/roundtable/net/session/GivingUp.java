package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.PokerCards;
import roundtable.core.random.Bytes;
import roundtable.core.table.GameState;
import roundtable.proto.Leave;
import roundtable.proto.SeatStep;

/**
 * A game given up because a seated peer stayed away: the present seats publish the seeds of the
 * shuffles they made ({@code Leave.audit}), so every peer checks what can be checked before the
 * table ends. Seeds published by peers whose timer ran out first are kept until this peer gives up
 * too. Once it has, it waits for the seeds of every seat that shuffled and is held by a present
 * peer, at most {@link #WAIT}; the audit then names the seats whose shuffles could not be checked.
 * Executor thread only.
 */
final class GivingUp<S extends GameState> {
  static final Duration WAIT = Duration.ofSeconds(5);

  private final Map<Integer, List<Bytes>> seeds = new TreeMap<>();
  private final Set<Integer> awaited = new TreeSet<>();
  private Optional<PokerCards> cards = Optional.empty();
  /** When this peer gave up (System.nanoTime), or 0 while the game goes on. */
  private long since;

  boolean started() {
    return since != 0;
  }

  /**
   * This peer gives up: the seats held by peers not away are awaited; the Leave to send, with the
   * audit step of each of this peer's seats that shuffled (a spectator sends none, and tells its
   * table nothing: it only follows the players).
   */
  Leave start(StartedGame<S> play, Set<ByteString> away, String reason, long now) {
    since = now;
    cards = play.pokerCards();
    cards.ifPresent(c -> {
      awaited.addAll(Audit.shufflers(c));
      play.replica.seats().holders().forEach((seat, holder) -> {
        if (away.contains(holder)) {
          awaited.remove(seat);
        }
      });
    });
    Leave.Builder leave = Leave.newBuilder().setReason(reason);
    play.auditSteps().forEach((seat, step) -> {
      seeds.putIfAbsent(seat, step.seeds());
      leave.addAudit(SeatStep.newBuilder().setSeat(seat).setAction(play.format(step)));
    });
    return leave.build();
  }

  /** Another peer's Leave: the seeds of the seats its author holds. */
  void heard(StartedGame<S> play, ByteString author, Leave leave) {
    for (SeatStep step : leave.getAuditList()) {
      if (play.replica.seats().holds(author, step.getSeat())) {
        play.readAudit(step.getAction()).ifPresent(a -> seeds.putIfAbsent(step.getSeat(), a.seeds()));
      }
    }
  }

  /** Every awaited seat published its seeds, or the wait is over. */
  boolean complete(long now) {
    return seeds.keySet().containsAll(awaited) || now - since > WAIT.toNanos();
  }

  /** The audit of what could be checked, when there were hidden cards. */
  Optional<Audit.Result> audit() {
    return cards.filter(c -> !c.history().isEmpty()).map(c -> Audit.partial(c, seeds));
  }
}
