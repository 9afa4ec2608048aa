package roundtable.net.play;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomBot;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.secrets.SeatSecrets;
import roundtable.net.ProtocolException;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.Seat;
import roundtable.proto.SeatKind;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * A conquest table of bot peers that pass their signed messages in memory: each peer has an inbox,
 * and a message is delivered in any order except that one author's messages keep their order (as on
 * one link). Each peer forwards what it applies to every other peer and sends a state-hash check
 * every few steps, when its step is settled.
 */
final class MemoryTable {
  /** One peer: its identity, its replica and its own seats. */
  static final class Peer {
    final Identity identity = Identity.generate();
    final Signer signer = new Signer(identity);
    final ByteString key = ByteString.copyFrom(identity.publicKey());
    final List<SignedEnvelope> inbox = new ArrayList<>();
    Replica<ConquestState> replica;
    LocalSeats<ConquestState> local;

    String fingerprint() {
      return identity.fingerprint();
    }
  }

  static final ByteString TABLE = ByteString.copyFrom(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});

  /** Peers send a state-hash check every this many steps (when settled) and at the end. */
  static final int HASH_CHECK_EVERY = 16;

  final List<Peer> peers = new ArrayList<>();
  final Start start;
  final Random order;
  final List<Received> outcomes = new ArrayList<>();
  int delivered;

  /**
   * @param holders for each seat, the index of the peer that holds it
   */
  MemoryTable(int peerCount, int[] holders, Map<String, String> options, long seed) {
    this.order = new Random(seed);
    SplittableRandom root = new SplittableRandom(seed);
    for (int p = 0; p < peerCount; p++) {
      peers.add(new Peer());
    }
    Start.Builder start = Start.newBuilder().setTableId(TABLE).setGameId("conquest").setRulesVersion("1")
        .setLobbyRevision(1).setPlayers(holders.length).putAllOptions(options);
    for (int seat = 0; seat < holders.length; seat++) {
      start.addSeats(Seat.newBuilder().setSeat(seat).setHolderKey(peers.get(holders[seat]).key)
          .setKind(SeatKind.BOT).setBotKind("random").setName("bot " + seat));
    }
    this.start = start.build();
    for (int p = 0; p < peerCount; p++) {
      Peer peer = peers.get(p);
      peer.replica = Replica.start(Conquest.GAME, this.start);
      Map<Integer, Player<ConquestState>> mine = new TreeMap<>();
      for (int seat = 0; seat < holders.length; seat++) {
        if (holders[seat] == p) {
          SeatSecrets secrets = new SeatSecrets(seat, root.split());
          mine.put(seat, new BotPlayer<>(new RandomBot<>(), RandomnessPlayer.of(secrets), secrets, root.split()));
        }
      }
      peer.local = new LocalSeats<>(peer.replica, peer.signer, mine);
    }
  }

  Peer peer(int index) {
    return peers.get(index);
  }

  void sendFrom(Peer from, List<SignedEnvelope> messages) {
    for (Peer to : peers) {
      if (to != from) {
        to.inbox.addAll(messages);
      }
    }
  }

  /**
   * Runs until nobody has anything to do, or the condition holds: at each event a random peer
   * either lets its seats act or takes one message from its inbox.
   */
  void run(BooleanSupplier stop, int maxEvents) {
    for (int events = 0; events < maxEvents; events++) {
      if (stop.getAsBoolean()) {
        return;
      }
      Peer p = peers.get(order.nextInt(peers.size()));
      if (p.inbox.isEmpty() || order.nextInt(3) == 0) {
        List<SignedEnvelope> sent = p.local.act();
        sendFrom(p, sent);
        if (sent.isEmpty() && idle()) {
          return;
        }
      } else {
        deliverOne(p);
      }
    }
    throw new AssertionError("the table did not settle within " + maxEvents + " events");
  }

  /** No message waits, and no peer has anything to do. */
  private boolean idle() {
    for (Peer p : peers) {
      if (!p.inbox.isEmpty()) {
        return false;
      }
    }
    for (Peer p : peers) {
      List<SignedEnvelope> sent = p.local.act();
      if (!sent.isEmpty()) {
        sendFrom(p, sent);
        return false;
      }
    }
    return true;
  }

  /** Delivers one message of the inbox, any whose author has no earlier message waiting there. */
  void deliverOne(Peer to) {
    List<Integer> choices = new ArrayList<>();
    Set<ByteString> authors = new HashSet<>();
    for (int i = 0; i < to.inbox.size(); i++) {
      if (authors.add(author(to.inbox.get(i)))) {
        choices.add(i);
      }
    }
    SignedEnvelope message = to.inbox.remove((int) choices.get(order.nextInt(choices.size())));
    deliver(to, message);
  }

  Received deliver(Peer to, SignedEnvelope message) {
    Received outcome;
    try {
      outcome = to.replica.receive(message);
    } catch (ProtocolException e) {
      throw new AssertionError("refused by the verifier: " + e.getMessage(), e);
    }
    delivered++;
    outcomes.add(outcome);
    sendFrom(to, outcome.forward());
    if (to.replica.step() % HASH_CHECK_EVERY == 0 || to.replica.prompt().isOver()) {
      to.local.hashCheck().ifPresent(check -> sendFrom(to, List.of(check)));
    }
    return outcome;
  }

  static ByteString author(SignedEnvelope signed) {
    try {
      return Envelope.parseFrom(signed.getEnvelope()).getAuthorKey();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e);
    }
  }

  /** Delivers everything waiting, in order, without anyone acting. */
  void drain() {
    for (boolean any = true; any; ) {
      any = false;
      for (Peer p : peers) {
        while (!p.inbox.isEmpty()) {
          deliver(p, p.inbox.remove(0));
          any = true;
        }
      }
    }
  }
}
