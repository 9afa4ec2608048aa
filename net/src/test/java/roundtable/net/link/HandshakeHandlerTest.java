package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.Role;

class HandshakeHandlerTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);
  private final Signer alice = new Signer(Identity.generate());
  private final Signer bob = new Signer(Identity.generate());

  private static EmbeddedChannel peer(Handshake handshake, Signer signer, Role role, String name, Recorder session) {
    return new EmbeddedChannel(new PeerLinkInitializer(
        () -> new HandshakeHandler(handshake, signer, role, name), () -> session));
  }

  /** Carries bytes both ways until neither side has anything more to say. */
  private static void pump(EmbeddedChannel a, EmbeddedChannel b) {
    boolean moved = true;
    while (moved) {
      moved = carry(a, b) | carry(b, a);
    }
  }

  private static boolean carry(EmbeddedChannel from, EmbeddedChannel to) {
    boolean moved = false;
    for (ByteBuf bytes; (bytes = from.readOutbound()) != null; ) {
      moved = true;
      if (to.isActive()) {
        to.writeInbound(bytes);
      } else {
        bytes.release();
      }
    }
    return moved;
  }

  @Test
  void twoPeersShakeHandsThenTalk() {
    Recorder atAlice = new Recorder();
    Recorder atBob = new Recorder();
    EmbeddedChannel a = peer(new Handshake("conquest", "1", TABLE), alice, Role.SEAT_PLAYER, "alice", atAlice);
    EmbeddedChannel b = peer(new Handshake("conquest", "1", ByteString.EMPTY), bob, Role.SPECTATOR, "bob", atBob);
    pump(a, b);
    assertEquals("bob", atAlice.up.join().peer().getName());
    assertEquals(Role.SPECTATOR, atAlice.up.join().peer().getRole());
    assertEquals("alice", atBob.up.join().peer().getName());
    assertEquals(TABLE, atBob.up.join().answer().getTableId(), "bob learns the table from alice's answer");
    assertTrue(atAlice.received.isEmpty(), "the handshake itself is not passed on");

    b.writeAndFlush(bob.sign(bob.envelope().setChat(Chat.newBuilder().setText("good luck"))));
    pump(a, b);
    assertEquals("good luck", atAlice.first.join().envelope().getChat().getText());
    assertEquals(bob.identity().fingerprint(), atAlice.first.join().author());
    assertTrue(a.isActive() && b.isActive());
  }

  /** A probe's Hello (no game) gets no answer and no error: the opener's Hello, with its table card, was all. */
  @Test
  void aProbesHelloIsReadAndTheLinkClosesWithoutAnAnswer() throws Exception {
    Recorder atAlice = new Recorder();
    roundtable.proto.TableCard card = roundtable.proto.TableCard.newBuilder().setPlayers(3).setSeatsTaken(1)
        .setSeatsFree(2).putOptions("match", "one-round").build();
    EmbeddedChannel a = new EmbeddedChannel(new PeerLinkInitializer(() -> new HandshakeHandler(
        new Handshake("morrigan", "1", TABLE), alice, Role.SEAT_PLAYER, "alice", () -> card), () -> atAlice));
    EmbeddedChannel probe = new EmbeddedChannel(new PeerLinkInitializer());
    probe.writeOutbound(bob.sign(bob.envelope().setHello(new Handshake("", "", ByteString.EMPTY)
        .helloBody(bob, Role.SEAT_PLAYER, "probe", Handshake.nonce(), LinkKeys.generate().publicKey()))));
    java.util.List<ByteBuf> hello = new java.util.ArrayList<>(); // the opener's Hello, sent when the link opened
    for (ByteBuf bytes; (bytes = a.readOutbound()) != null; ) {
      hello.add(bytes);
    }
    carry(probe, a);
    assertFalse(a.isActive(), "the opener closed the probe's link");
    assertTrue(a.outboundMessages().isEmpty(), "neither answer nor error");
    assertTrue(a.attr(LinkGuard.CLOSE_REASON).get() == null, "a probe is no fault");
    assertFalse(atAlice.up.isDone());
    hello.forEach(probe::writeInbound);
    roundtable.proto.Envelope theirs = ((Verified) probe.readInbound()).envelope();
    assertEquals("morrigan", theirs.getHello().getGameId());
    assertEquals(TABLE, theirs.getHello().getTableId());
    assertEquals(card, theirs.getHello().getTable());
  }

  @Test
  void aGameMismatchIsNamedOnBothSidesAndBothLinksClose() {
    Recorder atAlice = new Recorder();
    Recorder atBob = new Recorder();
    EmbeddedChannel a = peer(new Handshake("conquest", "1", TABLE), alice, Role.SEAT_PLAYER, "alice", atAlice);
    EmbeddedChannel b = peer(new Handshake("grail-cup", "1", ByteString.EMPTY), bob, Role.SEAT_PLAYER, "bob", atBob);
    pump(a, b);
    assertFalse(a.isActive());
    assertFalse(b.isActive());
    assertFalse(atAlice.up.isDone() || atBob.up.isDone());
    String here = a.attr(LinkGuard.CLOSE_REASON).get();
    String there = b.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(here.contains("GAME_MISMATCH") && here.contains("grail-cup"), here);
    assertTrue(there.contains("GAME_MISMATCH") || there.contains("game differs"), there);
  }

  @Test
  void aRulesVersionMismatchIsNamed() {
    EmbeddedChannel a = peer(new Handshake("conquest", "1", TABLE), alice, Role.SEAT_PLAYER, "alice", new Recorder());
    EmbeddedChannel b = peer(new Handshake("conquest", "2", TABLE), bob, Role.SEAT_PLAYER, "bob", new Recorder());
    pump(a, b);
    assertFalse(a.isActive());
    String reason = a.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(reason.contains("rules version of conquest differs: here '1', peer '2'"), reason);
  }

  @Test
  void aChatBeforeTheHandshakeIsNotAllowed() {
    EmbeddedChannel a = peer(new Handshake("conquest", "1", TABLE), alice, Role.SEAT_PLAYER, "alice", new Recorder());
    a.readOutbound(); // alice's hello (prefix and body), not needed
    a.readOutbound();
    EmbeddedChannel rude = new EmbeddedChannel(new PeerLinkInitializer());
    rude.writeOutbound(bob.sign(bob.envelope().setChat(Chat.newBuilder().setText("hi"))));
    carry(rude, a);
    String reason = a.attr(LinkGuard.CLOSE_REASON).get();
    assertEquals("handshake refused: NOT_ALLOWED: expected a hello first, got chat", reason);
    pump(a, rude);
    assertFalse(a.isActive());
  }
}
