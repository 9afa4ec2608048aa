package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.SignedEnvelope;

class FanoutTest {
  private final Signer alice = new Signer(Identity.generate());
  /** Every write of every link, in the order the links were written: "link name: chat text". */
  private final List<String> writes = new ArrayList<>();

  private SignedEnvelope chat(String text) {
    return alice.sign(alice.envelope().setChat(Chat.newBuilder().setText(text)));
  }

  private EmbeddedChannel link(String name) {
    return new EmbeddedChannel(new ChannelOutboundHandlerAdapter() {
      @Override
      public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        writes.add(name + ": " + "V" + text(msg));
        ctx.write(msg, promise);
      }
    }, new LinkGuard());
  }

  /** The chat text of a write: a message, or its bytes when it was serialized once for several links. */
  private static String text(Object msg) {
    try {
      SignedEnvelope signed = msg instanceof ByteBuf bytes
          ? SignedEnvelope.parseFrom(ByteBufUtil.getBytes(bytes)) : (SignedEnvelope) msg;
      return roundtable.proto.Envelope.parseFrom(signed.getEnvelope()).getChat().getText();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void thePlayersGetEveryMessageBeforeAnySpectator() {
    EmbeddedChannel watcher = link("s1");
    EmbeddedChannel p1 = link("p1");
    EmbeddedChannel p2 = link("p2");
    Fanout.send(List.of(chat("a"), chat("b")), List.of(p1, p2), List.of(watcher));
    assertEquals(List.of("p1: Va", "p1: Vb", "p2: Va", "p2: Vb", "s1: Va", "s1: Vb"), writes);
    assertEquals(2, watcher.outboundMessages().size(), "flushed");
    assertEquals(2, p2.outboundMessages().size(), "flushed");
  }

  /** With the spectators on a loop of their own, their writes wait until the players' are done. */
  @Test
  void theSpectatorsWritesWaitForThePlayersLoop() {
    EmbeddedChannel watcher = link("s1");
    EmbeddedChannel p1 = link("p1");
    Executor afterPlayers = mock(Executor.class);
    Fanout.send(List.of(chat("a")), List.of(p1), List.of(watcher), afterPlayers);
    assertEquals(List.of("p1: Va"), writes, "the players are written, the spectators not yet");

    ArgumentCaptor<Runnable> spectators = ArgumentCaptor.forClass(Runnable.class);
    verify(afterPlayers).execute(spectators.capture());
    spectators.getValue().run(); // the players' loop has done what was queued before
    assertEquals(List.of("p1: Va", "s1: Va"), writes);
  }

  @Test
  void aSpectatorTooFarBehindIsDroppedWithTheReasonAndAPlayerNever() {
    EmbeddedChannel slowWatcher = link("s1");
    EmbeddedChannel watcher = link("s2");
    EmbeddedChannel slowPlayer = link("p1");
    // As when more than the high-water mark waits to be sent.
    slowWatcher.unsafe().outboundBuffer().setUserDefinedWritability(1, false);
    slowPlayer.unsafe().outboundBuffer().setUserDefinedWritability(1, false);
    Fanout.send(List.of(chat("move")), List.of(slowPlayer), List.of(slowWatcher, watcher));

    assertEquals(List.of("p1: Vmove", "s2: Vmove"), writes);
    assertFalse(slowWatcher.isOpen());
    String reason = slowWatcher.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(reason.startsWith("spectator dropped: more than " + PeerLinks.HIGH_WATER_MARK + " bytes wait"), reason);
    assertTrue(slowPlayer.isOpen());
    assertTrue(watcher.isOpen());

    Fanout.send(List.of(chat("next")), List.of(slowPlayer), List.of(slowWatcher, watcher));
    assertEquals(List.of("p1: Vmove", "s2: Vmove", "p1: Vnext", "s2: Vnext"), writes, "a closed link is skipped");
  }
}
