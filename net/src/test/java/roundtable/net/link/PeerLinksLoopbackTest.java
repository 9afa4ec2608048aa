package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.google.protobuf.ByteString;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.Role;

/** Two peers over a real TCP link on 127.0.0.1: handshake, then a signed chat, sealed on the wire. */
class PeerLinksLoopbackTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);

  @Test
  @Timeout(20)
  void aJoinerShakesHandsWithTheOpenerAndTheyTalk() throws Exception {
    Signer opener = new Signer(Identity.generate());
    Signer joiner = new Signer(Identity.generate());
    Recorder atOpener = new Recorder();
    Recorder atJoiner = new Recorder();
    try (PeerLinks links = new PeerLinks(1)) {
      ByteArrayOutputStream tapped = new ByteArrayOutputStream(); // what the opener's socket received
      PeerLinkInitializer openerLinks = new PeerLinkInitializer(
          () -> new HandshakeHandler(new Handshake("conquest", "1", TABLE), opener, Role.SEAT_PLAYER, "alice"),
          () -> atOpener);
      Channel listener = links.listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
          new ChannelInitializer<>() {
            @Override
            protected void initChannel(Channel channel) {
              channel.pipeline().addLast(new ChannelInboundHandlerAdapter() {
                @Override
                public void channelRead(ChannelHandlerContext ctx, Object msg) {
                  synchronized (tapped) {
                    tapped.writeBytes(ByteBufUtil.getBytes((ByteBuf) msg));
                  }
                  ctx.fireChannelRead(msg);
                }
              });
              channel.pipeline().addLast(openerLinks);
            }
          });
      Channel link = links.connect((InetSocketAddress) listener.localAddress(),
          new PeerLinkInitializer(
              () -> new HandshakeHandler(new Handshake("conquest", "1", ByteString.EMPTY), joiner, Role.SEAT_PLAYER, "bob"),
              () -> atJoiner));
      assertEquals("alice", atJoiner.up.get(10, TimeUnit.SECONDS).peer().getName());
      assertEquals("bob", atOpener.up.get(10, TimeUnit.SECONDS).peer().getName());

      link.writeAndFlush(joiner.sign(joiner.envelope().setChat(Chat.newBuilder().setText("hello alice"))));
      Verified got = atOpener.first.get(10, TimeUnit.SECONDS);
      assertEquals("hello alice", got.envelope().getChat().getText());
      assertEquals(joiner.identity().fingerprint(), got.author());
      assertNotNull(link.pipeline().get(FrameCodec.SEAL), "the joiner seals");
      String wire;
      synchronized (tapped) {
        wire = tapped.toString(StandardCharsets.ISO_8859_1);
      }
      assertFalse(wire.contains("hello alice"), "the chat crossed the socket sealed");
      link.close().sync();
      listener.close().sync();
    }
  }
}
