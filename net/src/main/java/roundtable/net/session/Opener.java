package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.util.List;
import java.util.function.BiConsumer;
import roundtable.net.ProtocolException;
import roundtable.net.link.LinkUp;
import roundtable.net.link.Verified;
import roundtable.proto.ErrorCode;
import roundtable.proto.PeerError;
import roundtable.proto.Role;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * The opener's side of the lobby: seats its own bots, answers each SeatRequest with the whole
 * SeatAssignment and TableOptions to everyone, and sends Start when an all-bot table is full.
 * Executor thread only.
 */
final class Opener {
  private final Lobby lobby;
  private final Links links;
  private final BiConsumer<SignedEnvelope, Start> begin;
  private boolean started;

  /** @param begin starts the game here, from the signed Start just sent */
  Opener(Lobby lobby, Links links, BiConsumer<SignedEnvelope, Start> begin) {
    this.lobby = lobby;
    this.links = links;
    this.begin = begin;
  }

  static SeatRequest botSeat(String bot, String name) {
    return SeatRequest.newBuilder().setKind(SeatKind.BOT).setBotKind(bot).setName(name + " " + bot).build();
  }

  /** Seats the opener's own bots, before anyone joins. */
  void seat(ByteString me, List<String> bots, String name) {
    for (String bot : bots) {
      try {
        lobby.take(me, botSeat(bot, name));
      } catch (ProtocolException e) {
        throw new IllegalArgumentException("the opener's own seats: " + e.getMessage(), e);
      }
    }
    startWhenFull();
  }

  /** A new link sees the lobby as it is (until the game starts). */
  void welcome(Channel channel) {
    if (!started) {
      links.send(channel, links.envelope().setSeatAssignment(lobby.assignment()));
      links.send(channel, links.envelope().setTableOptions(lobby.options()));
    }
  }

  void request(Channel channel, Verified message) {
    LinkUp link = links.peer(channel);
    try {
      if (started) {
        throw new ProtocolException(ErrorCode.TABLE_FULL, "the game has started");
      }
      if (link == null || !link.peer().getIdentityKey().equals(message.envelope().getAuthorKey())
          || link.peer().getRole() != Role.SEAT_PLAYER) {
        throw new ProtocolException(ErrorCode.NOT_ALLOWED, "only the seated player at the end of this link may ask for a seat");
      }
      lobby.take(message.envelope().getAuthorKey(), message.envelope().getSeatRequest());
    } catch (ProtocolException e) {
      links.send(channel, links.envelope().setError(PeerError.newBuilder().setCode(e.code()).setText(e.getMessage())));
      return;
    }
    links.sendAll(links.envelope().setSeatAssignment(lobby.assignment()));
    links.sendAll(links.envelope().setTableOptions(lobby.options()));
    startWhenFull();
  }

  private void startWhenFull() {
    if (!started && lobby.full() && lobby.allBots()) {
      started = true;
      Start start = lobby.start();
      SignedEnvelope signed = links.sign(links.envelope().setStart(start));
      links.sendAll(List.of(signed), null);
      begin.accept(signed, start);
    }
  }
}
