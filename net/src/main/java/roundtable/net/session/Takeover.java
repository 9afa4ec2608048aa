package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import roundtable.core.bot.LeftSeats;
import roundtable.core.crypto.PokerCards;
import roundtable.core.random.JointDraw;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.link.Verified;
import roundtable.net.play.SeatMap;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.SeatBot;
import roundtable.proto.SignedEnvelope;

/**
 * Seating a bot in an absent peer's place, by vote (docs/protocol.md, "Away and coming back"): this
 * peer's votes, the votes heard, by what they propose; a proposal every other seat holder signed
 * seats the bot at its step. Also keeps the votes that did, for the log sent to late peers and kept
 * on disk. Executor thread only.
 */
final class Takeover<S extends GameState> {
  private static final System.Logger LOG = System.getLogger(Takeover.class.getName());

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

  private final Links links;
  private final ByteString me;
  private final Map<Proposal, Map<ByteString, SignedEnvelope>> votes = new HashMap<>();
  /** The votes of every bot seated, proposal by proposal, in order. */
  private final Map<Proposal, List<SignedEnvelope>> seated = new LinkedHashMap<>();
  /** Proposals every other seat holder signed, waiting for their step (a log being replayed). */
  private final List<Proposal> due = new ArrayList<>();
  /** Absent peers this peer has voted on. */
  private final Set<ByteString> voted = new HashSet<>();
  private boolean willing = true;

  Takeover(Links links, ByteString me) {
    this.links = links;
    this.me = me;
  }

  /** Whether this peer votes for a bot at all (else the table gives up). */
  void willing(boolean vote) {
    willing = vote;
  }

  /** Whether this peer would vote a bot into every seat of the absent peer, the game allowing it. */
  boolean mayVote(StartedGame<S> play, ByteString absent) {
    SortedSet<Integer> theirs = play.replica.seats().seatsOf(absent);
    return willing && !theirs.isEmpty()
        && theirs.stream().allMatch(seat -> allowed(play.replica.game(), play.replica.state(), seat));
  }

  boolean votedOn(ByteString absent) {
    return voted.contains(absent);
  }

  /**
   * This peer's votes that a bot plays each seat of the absent peer from now on (only a seat holder
   * votes), run by the holder of the lowest seat among the peers still here: every voter that sees
   * the same peers present names the same one, the opener no more than another; whether it voted.
   */
  boolean cast(StartedGame<S> play, ByteString absent, java.util.Set<ByteString> away) {
    voted.add(absent);
    if (play.replica.seats().seatsOf(me).isEmpty()) {
      return false;
    }
    ByteString runner = play.replica.seats().holders().values().stream()
        .filter(k -> !k.equals(absent) && !away.contains(k)).findFirst().orElse(me);
    for (int seat : play.replica.seats().seatsOf(absent)) {
      SeatBot vote = new Proposal(seat, absent, runner, play.takeoverBot(), play.replica.step()).vote();
      SignedEnvelope signed = links.sign(links.envelope().setSeatBot(vote));
      links.sendAll(List.of(signed), null);
      tally(play, List.of(signed));
    }
    return true;
  }

  /**
   * A vote from a link: relayed and counted (only a seat holder's).
   *
   * @throws ProtocolException for a vote proposing another kind of bot than the table's (neither
   *     relayed nor counted)
   */
  void received(StartedGame<S> play, Channel from, Verified message) throws ProtocolException {
    if (!play.replica.seats().seatsOf(message.envelope().getAuthorKey()).isEmpty()) {
      checkKind(message.envelope().getSeatBot(), play.takeoverBot());
      links.relay(from, message.signed());
      tally(play, List.of(message.signed()));
    }
  }

  /**
   * Refuses a vote that proposes another kind of bot than the one the table chose (its Start's
   * {@code takeover_bot}): every peer proposes that kind, so such a vote could never win, and
   * counting it would let one peer choose the bot.
   */
  static void checkKind(SeatBot vote, String expected) throws ProtocolException {
    if (!vote.getBotKind().equals(expected)) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED, "a vote to seat a '" + vote.getBotKind() + "' bot at seat "
          + vote.getSeat() + " is refused: this table seats a " + expected + " bot in an absent peer's place"
          + " (its Start's takeover_bot)");
    }
  }

  /** Counts signed votes, each checked here; a proposal every other seat holder signed is due at its step. */
  void tally(StartedGame<S> play, List<SignedEnvelope> signedVotes) {
    for (SignedEnvelope signed : signedVotes) {
      try {
        Envelope envelope = EnvelopeVerifier.verify(signed);
        if (envelope.hasSeatBot()) {
          checkKind(envelope.getSeatBot(), play.takeoverBot());
          heard(envelope.getSeatBot(), envelope.getAuthorKey(), signed, play.replica.seats()).ifPresent(due::add);
        }
      } catch (ProtocolException e) {
        LOG.log(System.Logger.Level.WARNING, "a vote that does not verify: {0}", e.getMessage());
      }
    }
  }

  /**
   * Seats the bots whose step the game has reached (a log replayed gives each seat at its step):
   * the replica's seating changes, the opener's bot takes the seat, the former holder lets it go.
   * Returns what was done.
   */
  List<Proposal> applyDue(StartedGame<S> play) {
    List<Proposal> done = new ArrayList<>();
    for (var it = due.iterator(); it.hasNext(); ) {
      Proposal p = it.next();
      if (p.step() > play.replica.step()) {
        continue;
      }
      it.remove();
      if (play.pokerCards().isPresent()) {
        // seat-leaves=continue: the seat stays its holder's; its key is rebuilt from every other
        // seat's share, published now, and the open-handed bot plays it (LeftSeats).
        play.saveSeatBots(record());
        play.seats.voteOut(p.seat());
        done.add(p);
        continue;
      }
      play.replica.reseat(p.seat(), p.holder());
      play.saveSeatBots(record());
      if (p.holder().equals(me)) {
        play.takeOver(p.seat(), p.kind());
      } else if (p.away().equals(me)) {
        play.seatsChanged();
      }
      done.add(p);
    }
    return done;
  }

  /**
   * Whether a bot may take the seat now: the rules need none of its secrets. Not when it committed
   * to a draw and has not revealed yet. When the game deals cards by mental poker (opening any card
   * needs the seat's key share), only at a table opened with seat-leaves=continue, the escrow
   * complete, no draw under way: the vote then rebuilds the seat's key ({@link LeftSeats#whyNotVoteOut}).
   */
  static <S extends GameState> boolean allowed(Game<S> game, S state, int seat) {
    boolean poker = game.hiddenCards(state).filter(PokerCards.class::isInstance).isPresent();
    boolean owesReveal = game.pendingDraw(state).map((JointDraw d) -> d.awaitsRevealFrom(seat)).orElse(false);
    return !owesReveal && (!poker || LeftSeats.whyNotVoteOut(game, state, seat).isEmpty());
  }

  /**
   * A vote by a seat holder; the proposal it completes, if every holder of a seat but the absent one
   * has now signed it (and the seat is still the absent one's).
   */
  private Optional<Proposal> heard(SeatBot vote, ByteString voter, SignedEnvelope signed, SeatMap seats) {
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

}
