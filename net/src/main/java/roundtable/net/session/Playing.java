package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import roundtable.core.crypto.Audit;
import roundtable.core.table.GameState;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Signer;
import roundtable.net.link.Verified;
import roundtable.net.play.Desync;
import roundtable.net.play.Outcome;
import roundtable.net.play.Verdict;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.LogBatch;
import roundtable.proto.LogRequest;
import roundtable.proto.PeerError;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * The game at one peer, from the Start on: each received action or state-hash check goes through
 * the replica; what it applied is forwarded to every other link, a verdict is sent with its evidence
 * and stops the game, a desync too; after each change this peer's seats act; the end completes
 * {@link #end}. Also answers and replays log requests. Executor thread only, but for the snapshots.
 */
final class Playing<S extends GameState> {
  private static final System.Logger LOG = System.getLogger(Playing.class.getName());

  private final PeerSetup<S> setup;
  private final Signer signer;
  private final Links links;
  private final CompletableFuture<SessionEnd> end = new CompletableFuture<>();
  /** Play messages that came before the game started here (a spectator's live feed before its log). */
  private final List<Verified> early = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  private Play<S> play;
  private boolean stopped;
  private volatile int step;
  private volatile String stateHash = "";
  private volatile int hashesAgreed;

  Playing(PeerSetup<S> setup, Signer signer, Links links) {
    this.setup = setup;
    this.signer = signer;
    this.links = links;
  }

  CompletableFuture<SessionEnd> end() {
    return end;
  }

  boolean started() {
    return play != null;
  }

  int step() {
    return step;
  }

  String stateHash() {
    return stateHash;
  }

  int hashesAgreed() {
    return hashesAgreed;
  }

  /** Starts the game from the opener's signed Start, if it is for this table and game. */
  void begin(SignedEnvelope signed, Start start, ByteString tableId) {
    if (play != null) {
      return;
    }
    if (!start.getTableId().equals(tableId) || !start.getGameId().equals(setup.game().id())
        || !start.getRulesVersion().equals(setup.rulesVersion())) {
      LOG.log(Level.WARNING, "{0}: a Start for another table or game is ignored", setup.name());
      return;
    }
    play = new Play<>(setup, signer, signed, start);
    List<Verified> before = new ArrayList<>(early);
    early.clear();
    afterChange();
    for (Verified message : before) {
      receive(null, message);
    }
  }

  /** An action or a state-hash check, from a link (null: from the log or a buffer). */
  void receive(Channel from, Verified message) {
    if (play == null) {
      early.add(message);
      return;
    }
    if (stopped) {
      return;
    }
    Outcome outcome = play.replica.receive(message);
    if (outcome instanceof Outcome.Applied applied) {
      links.forward(applied.forward(), from);
    } else if (outcome instanceof Outcome.Refused refused) {
      stop(refused.verdict(), from);
    } else if (outcome instanceof Outcome.HashDiffers differs) {
      stop(differs.desync());
    } else if (outcome instanceof Outcome.HashAgrees || outcome instanceof Outcome.HashNotCompared) {
      hashesAgreed += outcome instanceof Outcome.HashAgrees ? 1 : 0;
      links.relay(from, message.signed());
    } // else a duplicate, held, or after the game stopped: nothing to send
    afterChange();
  }

  /** After any change: a verdict from a released action, this peer's own moves, the end. */
  void afterChange() {
    if (play == null || stopped) {
      return;
    }
    try {
      links.forward(play.act(), null);
    } catch (IllegalStateException e) {
      LOG.log(Level.ERROR, "{0}: own action refused: {1}", setup.name(), e.getMessage());
    }
    Optional<Verdict> halted = play.replica.halted();
    if (halted.isPresent()) {
      stop(halted.get(), null);
      return;
    }
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    if (!end.isDone() && play.over()) {
      end.complete(ending(Optional.empty(), Optional.empty()));
    }
  }

  /** A verdict: the evidence and the error go to every other link, so each peer judges for itself. */
  private void stop(Verdict verdict, Channel from) {
    links.forward(verdict.evidence(), from);
    links.forward(List.of(links.sign(links.envelope().setError(verdict.toPeerError()))), null);
    stopped = true;
    end.complete(ending(Optional.of(verdict), Optional.empty()));
  }

  private void stop(Desync desync) {
    links.forward(List.of(links.sign(links.envelope().setError(desync.toPeerError()))), null);
    stopped = true;
    end.complete(ending(Optional.empty(), Optional.of(desync)));
  }

  private SessionEnd ending(Optional<Verdict> verdict, Optional<Desync> desync) {
    step = play.replica.step();
    stateHash = play.replica.stateHash();
    Optional<String> audit = play.replica.log()
        .audit(play.replica.game().hiddenCards(play.replica.state())).map(Audit.Result::text);
    return new SessionEnd(play.replica.outcome(), step, stateHash, verdict, desync, errors, audit);
  }

  /** Another peer's error: kept and relayed; in play, the game stops here too. */
  void peerError(Channel from, Verified message) {
    PeerError error = message.envelope().getError();
    LOG.log(Level.WARNING, "{0}: peer {1} reports {2}: {3}", setup.name(), message.author(), error.getCode(),
        error.getText());
    errors.add(message.author() + ": " + error.getCode() + ": " + error.getText());
    links.relay(from, message.signed());
    if (play != null && !stopped && !end.isDone() && error.getCode() != ErrorCode.TABLE_FULL) {
      stopped = true;
      end.complete(ending(Optional.empty(), Optional.empty()));
    }
  }

  /** Answers a LogRequest with the signed Start and log (nothing before the game: Start comes to all). */
  void answerLog(Channel channel, LogRequest request) {
    if (play != null) {
      for (LogBatch batch : LogSync.batches(play.signedStart, play.replica.signedLog(), request.getFromIndex())) {
        links.send(channel, links.envelope().setLogBatch(batch));
      }
    }
  }

  /** Replays a LogBatch from the opener: its Start (verified, by the opener) then every action. */
  void replayLog(Channel from, LogBatch batch, ByteString openerKey, ByteString tableId) {
    if (batch.hasStart() && play == null) {
      try {
        Envelope start = EnvelopeVerifier.verify(batch.getStart());
        if (!start.hasStart() || !start.getAuthorKey().equals(openerKey)) {
          LOG.log(Level.WARNING, "{0}: a log whose head is not the opener's Start is ignored", setup.name());
          return;
        }
        begin(batch.getStart(), start.getStart(), tableId);
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: a log whose Start does not verify: {1}", setup.name(), e.getMessage());
        return;
      }
    }
    for (SignedEnvelope signed : batch.getActionsList()) {
      try {
        receive(from, new Verified(signed, EnvelopeVerifier.verify(signed)));
      } catch (ProtocolException e) {
        LOG.log(Level.WARNING, "{0}: an action of the log does not verify: {1}", setup.name(), e.getMessage());
      }
    }
  }
}
