package roundtable.net.session;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import roundtable.core.crypto.PokerCards;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Game;
import roundtable.core.table.GameState;
import roundtable.net.play.SeatMap;
import roundtable.proto.Envelope;
import roundtable.proto.SeatBot;
import roundtable.proto.SignedEnvelope;

/**
 * Seating a bot in an absent peer's place, by vote (docs/protocol.md, "Away and coming back"): the
 * votes heard, by what they propose; a proposal every other seat holder signed seats the bot. Also
 * keeps the votes that did, for the log sent to late peers and kept on disk. Executor thread only.
 */
final class Takeover {
  /** What a vote proposes. */
  record Proposal(int seat, ByteString away, ByteString holder, String kind, long step) {
    static Proposal of(SeatBot vote) {
      return new Proposal(vote.getSeat(), vote.getAwayKey(), vote.getNewHolderKey(), vote.getBotKind(), vote.getStep());
    }

    SeatBot vote() {
      return SeatBot.newBuilder().setSeat(seat).setAwayKey(away).setNewHolderKey(holder).setBotKind(kind)
          .setStep(step).build();
    }
  }

  private final Map<Proposal, Map<ByteString, SignedEnvelope>> votes = new HashMap<>();
  /** The votes of every bot seated, proposal by proposal, in order. */
  private final Map<Proposal, List<SignedEnvelope>> seated = new LinkedHashMap<>();

  /**
   * Whether a bot may take the seat now: the rules need none of its secrets. Not when the game deals
   * cards by mental poker (opening any card needs the seat's key share), nor when it committed to a
   * draw and has not revealed yet.
   */
  static <S extends GameState> boolean allowed(Game<S> game, S state, int seat) {
    boolean poker = game.hiddenCards(state).filter(PokerCards.class::isInstance).isPresent();
    boolean owesReveal = game.pendingDraw(state).map((JointDraw d) -> d.awaitsRevealFrom(seat)).orElse(false);
    return !poker && !owesReveal;
  }

  /**
   * A vote by a seat holder; the proposal it completes, if every holder of a seat but the absent one
   * has now signed it (and the seat is still the absent one's).
   */
  Optional<Proposal> heard(SeatBot vote, ByteString voter, SignedEnvelope signed, SeatMap seats) {
    Proposal p = Proposal.of(vote);
    if (seated.containsKey(p) || !seats.holds(p.away(), p.seat()) || voter.equals(p.away())
        || seats.seatsOf(voter).isEmpty()) {
      return Optional.empty();
    }
    Map<ByteString, SignedEnvelope> by = votes.computeIfAbsent(p, k -> new LinkedHashMap<>());
    by.putIfAbsent(voter, signed);
    Set<ByteString> needed = new TreeSet<>(ByteString.unsignedLexicographicalComparator());
    needed.addAll(seats.holders().values());
    needed.remove(p.away());
    if (!by.keySet().containsAll(needed)) {
      return Optional.empty();
    }
    seated.put(p, List.copyOf(by.values()));
    votes.remove(p);
    return Optional.of(p);
  }

  /** Every vote that seated a bot, for a LogBatch or the disk. */
  List<SignedEnvelope> record() {
    List<SignedEnvelope> all = new ArrayList<>();
    seated.values().forEach(all::addAll);
    return all;
  }

  /** The body of a signed vote, or empty if it is none (its signature was checked by the caller). */
  static Optional<SeatBot> body(SignedEnvelope signed) {
    try {
      Envelope e = Envelope.parseFrom(signed.getEnvelope());
      return e.hasSeatBot() ? Optional.of(e.getSeatBot()) : Optional.empty();
    } catch (InvalidProtocolBufferException e) {
      return Optional.empty();
    }
  }
}
