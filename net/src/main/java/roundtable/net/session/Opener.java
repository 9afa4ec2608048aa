package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import roundtable.net.ProtocolException;
import roundtable.net.link.LinkUp;
import roundtable.net.link.Verified;
import roundtable.proto.ErrorCode;
import roundtable.proto.PeerError;
import roundtable.proto.Presence;
import roundtable.proto.Role;
import roundtable.proto.Seat;
import roundtable.proto.SeatAssignment;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;
import roundtable.proto.TableCard;

/**
 * The opener's side of the table around the game: seats its own bots, answers each SeatRequest,
 * Ready and (before the start) Resign with the whole SeatAssignment and TableOptions to everyone,
 * frees the seats of a peer that leaves the lobby, sends Start once every seat is held and every
 * person is ready. Executor thread only.
 */
final class Opener {
  private final Lobby lobby;
  private final Links links;
  private final BiConsumer<SignedEnvelope, Start> begin;
  /** Open links per identity key: a peer is away when its last link goes down. */
  private final Map<ByteString, Integer> linksOf = new HashMap<>();
  private volatile boolean started;
  private volatile int taken;
  /** The table's options: fixed when it is opened. */
  private final Map<String, String> options;
  private volatile SeatAssignment assignment;

  /** @param begin starts the game here, from the signed Start just sent */
  Opener(Lobby lobby, Links links, BiConsumer<SignedEnvelope, Start> begin) {
    this.lobby = lobby;
    this.links = links;
    this.begin = begin;
    this.assignment = lobby.assignment();
    this.options = Map.copyOf(lobby.options().getOptionsMap());
  }

  /** The table as the opener's Hello tells it to a new link (readable from any thread). */
  TableCard card() {
    SeatAssignment seating = assignment;
    int players = seating.getSeatsCount();
    int held = (int) seating.getSeatsList().stream().filter(s -> !s.getHolderKey().isEmpty()).count();
    return TableCard.newBuilder().setPlayers(players).setSeatsTaken(held).setSeatsFree(players - held)
        .setStarted(started).putAllOptions(options).build();
  }

  /** A bot's seat, named as {@link #seatsFor} says. */
  private static SeatRequest botSeat(String bot, String seatName) {
    return SeatRequest.newBuilder().setKind(SeatKind.BOT).setBotKind(bot).setName(seatName).build();
  }

  /**
   * The seats a peer asks for, in order: its person's by its name, each bot's by the peer's name and
   * the bot's kind, numbered where the peer has several of one kind ("kitchen greedy 1", "kitchen
   * greedy 2"), so that no two seats of the table go by the same name.
   */
  static List<SeatRequest> seatsFor(List<String> kinds, String name) {
    List<SeatRequest> requests = new ArrayList<>();
    Map<String, Integer> counted = new HashMap<>();
    for (String kind : kinds) {
      if (PeerSetup.PERSON.equals(kind)) {
        requests.add(personSeat(name));
      } else {
        int number = counted.merge(kind, 1, Integer::sum);
        boolean several = Collections.frequency(kinds, kind) > 1;
        requests.add(botSeat(kind, several ? name + " " + kind + " " + number : name + " " + kind));
      }
    }
    return requests;
  }

  private static SeatRequest personSeat(String name) {
    return SeatRequest.newBuilder().setKind(SeatKind.PERSON).setName(name).build();
  }

  /**
   * Seats the opener's own bots and person, before anyone joins; a person seated here is ready at
   * once when {@code ready}, as a joiner's is, else when its window says so ({@link #ready(ByteString,
   * boolean)}: the opener's Start).
   */
  void seat(ByteString me, List<String> bots, String name, boolean ready) {
    try {
      for (SeatRequest seat : seatsFor(bots, name)) {
        lobby.take(me, seat);
      }
      if (bots.contains(PeerSetup.PERSON) && ready) {
        lobby.ready(me, true);
      }
    } catch (ProtocolException e) {
      throw new IllegalArgumentException("the opener's own seats: " + e.getMessage(), e);
    }
    changed();
  }

  /** The opener's own person is ready to start, or no longer. */
  void ready(ByteString me, boolean isReady) {
    try {
      lobby.ready(me, isReady);
    } catch (ProtocolException e) {
      return; // the opener holds no seat of its own: nothing to be ready for
    }
    changed();
  }

  /** The table is opened again after a crash: its game had started with this Start. */
  void reopened(SignedEnvelope signedStart) {
    try {
      lobby.restore(roundtable.proto.Envelope.parseFrom(signedStart.getEnvelope()).getStart());
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new IllegalArgumentException("the kept Start does not parse: " + e.getMessage(), e);
    }
    started = true;
    taken = lobby.taken();
    assignment = lobby.assignment();
  }

  boolean started() {
    return started;
  }

  /** The seating now (readable from any thread). */
  SeatAssignment assignment() {
    return assignment;
  }

  /** Seats held (readable from any thread, for the announcement). */
  int taken() {
    return taken;
  }

  /** Whether this key holds a seat of the started game. */
  boolean seatedInGame(ByteString key) {
    return started && lobby.assignment().getSeatsList().stream().anyMatch(s -> s.getHolderKey().equals(key));
  }

  /** A new link sees the lobby as it is (in play, each peer follows who is there itself: {@link Mesh}). */
  void welcome(Channel channel) {
    linksOf.merge(keyOf(channel), 1, Integer::sum);
    if (!started) {
      links.send(channel, links.envelope().setSeatAssignment(lobby.assignment()));
      links.send(channel, links.envelope().setTableOptions(lobby.options()));
    }
  }

  /** A link went down: in the lobby, its peer's seats are freed when it was its last link. */
  void gone(Channel channel, LinkUp up) {
    ByteString key = up.peer().getIdentityKey();
    if (linksOf.merge(key, -1, Integer::sum) > 0) {
      return;
    }
    linksOf.remove(key);
    if (!started && lobby.release(key, null)) {
      changed();
    }
  }

  /** A seat request; the seat keeps where its holder listens in play: the link's address, its Hello's port. */
  void request(Channel channel, Verified message) {
    lobbyChange(channel, message, () -> lobby.take(message.envelope().getAuthorKey(),
        message.envelope().getSeatRequest(), listensAt(channel)));
  }

  private String listensAt(Channel channel) {
    LinkUp up = links.peer(channel);
    if (up == null || up.peer().getListenPort() == 0
        || !(channel.remoteAddress() instanceof java.net.InetSocketAddress remote)) {
      return "";
    }
    return Mesh.format(new java.net.InetSocketAddress(remote.getAddress(), up.peer().getListenPort()));
  }

  void ready(Channel channel, Verified message) {
    lobbyChange(channel, message, () -> lobby.ready(message.envelope().getAuthorKey(),
        message.envelope().getReady().getReady()));
  }

  /** Before the start, Resign gives up one seat (in play it is the game's business). */
  void resign(Channel channel, Verified message) {
    lobbyChange(channel, message, () -> {
      if (!lobby.release(message.envelope().getAuthorKey(), message.envelope().getResign().getSeat())) {
        throw new ProtocolException(ErrorCode.NOT_ALLOWED, "seat " + message.envelope().getResign().getSeat()
            + " is not held by its author");
      }
    });
  }

  private interface Change {
    void apply() throws ProtocolException;
  }

  /** A lobby message from the seated player at the end of this link: applied and shown to all, or refused to it. */
  private void lobbyChange(Channel channel, Verified message, Change change) {
    LinkUp link = links.peer(channel);
    try {
      if (started) {
        throw new ProtocolException(ErrorCode.TABLE_FULL, "the game has started");
      }
      if (link == null || !link.peer().getIdentityKey().equals(message.envelope().getAuthorKey())
          || link.peer().getRole() != Role.SEAT_PLAYER) {
        throw new ProtocolException(ErrorCode.NOT_ALLOWED, "only the seated player at the end of this link may"
            + " change its seats");
      }
      change.apply();
    } catch (ProtocolException e) {
      links.send(channel, links.envelope().setError(PeerError.newBuilder().setCode(e.code()).setText(e.getMessage())));
      return;
    }
    changed();
  }

  /** After a change of the lobby: everyone sees it, and the game starts if it can. */
  private void changed() {
    taken = lobby.taken();
    assignment = lobby.assignment();
    links.sendAll(links.envelope().setSeatAssignment(lobby.assignment()));
    links.sendAll(links.envelope().setTableOptions(lobby.options()));
    if (!started && lobby.startable()) {
      started = true;
      Start start = lobby.start();
      SignedEnvelope signed = links.sign(links.envelope().setStart(start));
      links.sendAll(List.of(signed), null);
      begin.accept(signed, start);
    }
  }

  private ByteString keyOf(Channel channel) {
    return links.peer(channel).peer().getIdentityKey();
  }
}
