package roundtable.desktop.cli;

import com.google.protobuf.ByteString;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.Handshake;
import roundtable.net.link.HandshakeHandler;
import roundtable.net.link.LinkUp;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.net.session.PeerSetup;
import roundtable.proto.Role;

/**
 * For {@code bench net --crowd sink}: spectator links that shake hands with the opener like any
 * watcher, then read what it sends and drop the bytes unopened. The opener serves them as it serves
 * fifty laptops (a Feed signed, then sealed and written to each link), while the crowd's own checks
 * and replays, which on a LAN run on the watchers' machines, take no CPU from the players.
 */
final class Sink implements AutoCloseable {
  private final PeerLinks net = new PeerLinks(1);

  /** Opens the links; they are all up when this returns. */
  Sink(InetSocketAddress opener, int count) throws Exception {
    for (int i = 0; i < count; i++) {
      Signer signer = new Signer(Identity.generate());
      String name = "sink" + i;
      Drop drop = new Drop();
      CompletableFuture<LinkUp> up = new CompletableFuture<>();
      net.connect(opener, new PeerLinkInitializer(
          () -> new HandshakeHandler(new Handshake(NetBench.GAME.id(), PeerSetup.RULES_VERSION, ByteString.EMPTY),
              signer, Role.SPECTATOR, name),
          () -> new ChannelInboundHandlerAdapter() {
            @Override
            public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
              if (event instanceof LinkUp linkUp) {
                drop.on = true; // from the next read on, nothing reaches the decoders
                up.complete(linkUp);
              }
              ctx.fireUserEventTriggered(event);
            }
          })).pipeline().addFirst(drop);
      up.get(10, TimeUnit.SECONDS);
    }
  }

  /** First in the pipeline: once the link is up, every byte read is dropped. */
  private static final class Drop extends ChannelInboundHandlerAdapter {
    volatile boolean on;

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object message) {
      if (on && message instanceof ByteBuf bytes) {
        bytes.release();
      } else {
        ctx.fireChannelRead(message);
      }
    }
  }

  @Override
  public void close() {
    net.close();
  }
}
