package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.EventLoop;
import io.netty.util.concurrent.GenericFutureListener;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mockito.ArgumentCaptor;
import org.mockito.InOrder;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.Hello;
import roundtable.proto.Role;

/**
 * Issue 19: at the opener a spectator's link of a crowd moves to the spectators' event loop once its
 * handshake is through, and loses nothing on the way; a player's link, and the first watchers',
 * stay where they were.
 */
class AfterHandshakeTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);
  private static final int LINES = 40; // under the chat gate's cap

  @Test
  @Timeout(20)
  void aSpectatorsLinkMovesToItsOwnLoopAndWhatItSaidAtOnceFollowsItsLinkUpInOrder() throws Exception {
    Signer opener = new Signer(Identity.generate());
    try (PeerLinks links = new PeerLinks(1); PeerLinks others = new PeerLinks(1)) {
      Seen atOpener = new Seen();
      Channel listener = links.listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
          new PeerLinkInitializer(
              () -> new HandshakeHandler(new Handshake("conquest", "1", TABLE), opener, Role.SEAT_PLAYER, "alice"),
              () -> new AfterHandshake(() -> new Heartbeat(() -> opener.sign(opener.envelope().setPresence(
                  roundtable.proto.Presence.getDefaultInstance()))), links.spectatorLoop()), () -> atOpener));
      InetSocketAddress address = (InetSocketAddress) listener.localAddress();

      Signer watcher = new Signer(Identity.generate());
      others.connect(address, new PeerLinkInitializer(
          () -> new HandshakeHandler(new Handshake("conquest", "1", ByteString.EMPTY), watcher, Role.SPECTATOR, "eve"),
          () -> new SaysAtOnce(watcher)));
      Signer player = new Signer(Identity.generate());
      others.connect(address, new PeerLinkInitializer(
          () -> new HandshakeHandler(new Handshake("conquest", "1", ByteString.EMPTY), player, Role.SEAT_PLAYER, "bob"),
          () -> new SaysAtOnce(player)));

      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (atOpener.events.size() < 2 * (LINES + 1) && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      for (String name : List.of("eve", "bob")) {
        List<Seen.Event> theirs = atOpener.events.stream().filter(e -> e.name.equals(name)).toList();
        assertEquals(LINES + 1, theirs.size(), name + ": " + theirs);
        assertEquals("up", theirs.get(0).what, "the session hears of the link before anything said on it");
        for (int i = 1; i <= LINES; i++) {
          assertEquals("line " + i, theirs.get(i).what, name + ", in order");
        }
        Channel link = theirs.get(0).channel;
        assertNotNull(link.pipeline().get(AfterHandshake.HEARTBEAT), "the heartbeat runs once the link is up");
        assertNull(link.pipeline().get(AfterHandshake.class), "and the handler has left");
        theirs.forEach(e -> assertSame(link.eventLoop(), e.loop, "every event on the link's own loop"));
      }
      Channel eve = atOpener.events.stream().filter(e -> e.name.equals("eve")).findFirst().orElseThrow().channel;
      Channel bob = atOpener.events.stream().filter(e -> e.name.equals("bob")).findFirst().orElseThrow().channel;
      assertSame(links.spectatorLoop(), eve.eventLoop(), "the spectator's link moved");
      assertNotSame(links.spectatorLoop(), bob.eventLoop(), "the player's stayed");
      assertSame(listener.eventLoop().parent(), bob.eventLoop().parent());
    }
  }

  /**
   * The first watchers stay on the players' loop, written in the players' turn (no second thread to
   * wake); the next one moves to the crowd's loop, and a watcher that leaves frees its place.
   */
  @Test
  @Timeout(20)
  void theFirstWatchersStayWithThePlayersAndACrowdMoves() throws Exception {
    Signer opener = new Signer(Identity.generate());
    try (PeerLinks links = new PeerLinks(1, 2); PeerLinks others = new PeerLinks(1)) {
      Seen atOpener = new Seen();
      Channel listener = links.listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
          new PeerLinkInitializer(
              () -> new HandshakeHandler(new Handshake("conquest", "1", TABLE), opener, Role.SEAT_PLAYER, "alice"),
              () -> new AfterHandshake(() -> new Heartbeat(() -> opener.sign(opener.envelope().setPresence(
                  roundtable.proto.Presence.getDefaultInstance()))), links.spectatorLoop(), links::keepsWatcher),
              () -> atOpener));
      InetSocketAddress address = (InetSocketAddress) listener.localAddress();
      List<Channel> watchers = new java.util.ArrayList<>();
      for (String name : List.of("eve", "finn", "gus", "hal")) {
        Signer watcher = new Signer(Identity.generate());
        Channel link = others.connect(address, new PeerLinkInitializer(
            () -> new HandshakeHandler(new Handshake("conquest", "1", ByteString.EMPTY), watcher, Role.SPECTATOR, name),
            () -> new SaysAtOnce(watcher)));
        Channel there = linkOf(atOpener, name);
        watchers.add(link);
        if (name.equals("gus")) {
          assertSame(links.spectatorLoop(), there.eventLoop(), "the third watcher moves: " + name);
          watchers.get(0).close().sync(); // eve leaves: her place with the players is free again
          long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
          while (linkOf(atOpener, "eve").isOpen() && System.nanoTime() < deadline) {
            Thread.sleep(10);
          }
        } else {
          assertSame(listener.eventLoop(), there.eventLoop(), "stays with the players: " + name);
        }
      }
    }
  }

  /** The opener's end of a watcher's link, once it is up there. */
  private static Channel linkOf(Seen atOpener, String name) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      java.util.Optional<Seen.Event> up = atOpener.events.stream().filter(e -> e.name.equals(name)).findFirst();
      if (up.isPresent()) {
        return up.get().channel;
      }
      Thread.sleep(10);
    }
    throw new AssertionError(name + "'s link never came up at the opener");
  }

  /**
   * What the link reads between its LinkUp and the end of its move (the rest of the same read from
   * the socket) waits, then follows the LinkUp in order; the heartbeat is added on the new loop.
   */
  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void whatIsReadWhileTheLinkMovesWaitsAndFollowsItsLinkUp() throws Exception {
    ChannelHandlerContext ctx = mock(ChannelHandlerContext.class);
    Channel channel = mock(Channel.class);
    io.netty.channel.ChannelPipeline pipeline = mock(io.netty.channel.ChannelPipeline.class);
    EventLoop players = mock(EventLoop.class);
    EventLoop spectators = mock(EventLoop.class);
    ChannelFuture off = mock(ChannelFuture.class);
    ChannelFuture on = mock(ChannelFuture.class);
    when(ctx.channel()).thenReturn(channel);
    when(ctx.pipeline()).thenReturn(pipeline);
    when(ctx.name()).thenReturn("after");
    when(channel.eventLoop()).thenReturn(players);
    when(ctx.deregister()).thenReturn(off);
    when(spectators.register(channel)).thenReturn(on);
    when(off.isSuccess()).thenReturn(true);
    when(on.isSuccess()).thenReturn(true);
    Heartbeat heartbeat = new Heartbeat(() -> null);
    AfterHandshake after = new AfterHandshake(() -> heartbeat, spectators);
    LinkUp up = new LinkUp(Hello.newBuilder().setRole(Role.SPECTATOR).setName("eve").build(),
        roundtable.proto.HelloAnswer.getDefaultInstance());

    after.userEventTriggered(ctx, up);
    after.channelRead(ctx, "line 1");
    after.channelRead(ctx, "line 2");
    verify(ctx, never()).fireUserEventTriggered(any());
    verify(ctx, never()).fireChannelRead(any());

    ArgumentCaptor<GenericFutureListener> listener = ArgumentCaptor.forClass(GenericFutureListener.class);
    verify(off).addListener(listener.capture());
    listener.getValue().operationComplete(off); // deregistered from the players' loop
    verify(on).addListener(listener.capture());
    listener.getValue().operationComplete(on); // registered with the spectators'

    InOrder inOrder = inOrder(pipeline, ctx);
    inOrder.verify(pipeline).addAfter("after", AfterHandshake.HEARTBEAT, heartbeat);
    inOrder.verify(ctx).fireUserEventTriggered(up);
    inOrder.verify(ctx).fireChannelRead("line 1");
    inOrder.verify(ctx).fireChannelRead("line 2");
    inOrder.verify(pipeline).remove(after);
  }

  @Test
  void aPlayersLinkStaysWhereItIs() throws Exception {
    ChannelHandlerContext ctx = mock(ChannelHandlerContext.class, org.mockito.Answers.RETURNS_DEEP_STUBS);
    EventLoop spectators = mock(EventLoop.class);
    when(ctx.name()).thenReturn("after");
    AfterHandshake after = new AfterHandshake(() -> new Heartbeat(() -> null), spectators);
    LinkUp up = new LinkUp(Hello.newBuilder().setRole(Role.SEAT_PLAYER).setName("bob").build(),
        roundtable.proto.HelloAnswer.getDefaultInstance());

    after.userEventTriggered(ctx, up);
    after.channelRead(ctx, "line 1");

    verify(ctx, never()).deregister();
    verifyNoInteractions(spectators);
    InOrder inOrder = inOrder(ctx);
    inOrder.verify(ctx).fireUserEventTriggered(up);
    inOrder.verify(ctx).fireChannelRead("line 1");
  }

  /** Says {@link #LINES} chat lines the moment its link is up, in one go. */
  private static final class SaysAtOnce extends ChannelInboundHandlerAdapter {
    private final Signer signer;

    SaysAtOnce(Signer signer) {
      this.signer = signer;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
      if (event instanceof LinkUp) {
        for (int i = 1; i <= LINES; i++) {
          ctx.write(signer.sign(signer.envelope().setChat(Chat.newBuilder().setText("line " + i))));
        }
        ctx.flush();
      }
    }
  }

  /** The opener's session, as the events reach it: which link, which thread. */
  @io.netty.channel.ChannelHandler.Sharable
  private static final class Seen extends ChannelInboundHandlerAdapter {
    record Event(String name, String what, Channel channel, Object loop) {}

    final List<Event> events = new CopyOnWriteArrayList<>();
    private final java.util.Map<Channel, String> names = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
      if (event instanceof LinkUp up) {
        names.put(ctx.channel(), up.peer().getName());
        events.add(new Event(up.peer().getName(), "up", ctx.channel(), current(ctx)));
      }
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      if (msg instanceof Verified verified) {
        String name = names.getOrDefault(ctx.channel(), "before its link was up");
        events.add(new Event(name, verified.envelope().getChat().getText(), ctx.channel(), current(ctx)));
      }
    }

    private static Object current(ChannelHandlerContext ctx) {
      return ctx.channel().eventLoop().inEventLoop() ? ctx.channel().eventLoop() : Thread.currentThread();
    }
  }
}
