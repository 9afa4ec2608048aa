package roundtable.desktop.cli;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.Handshake;
import roundtable.net.link.HandshakeHandler;
import roundtable.net.link.LinkUp;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.proto.Chat;
import roundtable.proto.SignedEnvelope;

/**
 * For {@code bench net --chat-flood}: a spectator that does what an honest peer never does, sending
 * chat lines without end at a steady rate over one link to the opener, each signed and sealed like
 * any. The peers refuse all but five lines in ten seconds (docs/protocol.md, chat); the bench shows
 * what checking and dropping the rest costs the players.
 */
final class ChatFlood implements AutoCloseable {
  /** Distinct lines sent in turn (copies of a line heard already are dropped even sooner). */
  private static final int LINES = 2_000;
  /** One flooder for every game of the bench: its lines are signed once. */
  private static final Signer FLOODER = new Signer(Identity.generate());
  private final PeerLinks net = new PeerLinks(1);
  private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();

  private ChatFlood(InetSocketAddress opener, String game, String rulesVersion, int linesPerSecond)
      throws Exception {
    Signer signer = FLOODER;
    CompletableFuture<LinkUp> up = new CompletableFuture<>();
    Channel link = net.connect(opener, new PeerLinkInitializer(
        () -> new HandshakeHandler(new Handshake(game, rulesVersion, ByteString.EMPTY), signer,
            roundtable.proto.Role.SPECTATOR, "flood"),
        () -> new ChannelInboundHandlerAdapter() {
          @Override
          public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
            if (event instanceof LinkUp linkUp) {
              up.complete(linkUp);
            }
            ctx.fireUserEventTriggered(event);
          }

          @Override
          public void channelRead(ChannelHandlerContext ctx, Object message) {
            // what the table sends is not read
          }
        }));
    up.get(10, TimeUnit.SECONDS);
    List<SignedEnvelope> lines = Lines.SIGNED;
    int[] next = {0};
    clock.scheduleAtFixedRate(() -> link.writeAndFlush(lines.get(next[0]++ % lines.size())),
        0, Math.max(1, 1_000_000 / linesPerSecond), TimeUnit.MICROSECONDS);
  }

  /**
   * The lines, signed once before the first game: the flooder would be a machine of its own, and
   * its signing is no cost of the players'.
   */
  private static final class Lines {
    static final List<SignedEnvelope> SIGNED = new ArrayList<>();

    static {
      for (int i = 0; i < LINES; i++) {
        SIGNED.add(FLOODER.sign(FLOODER.envelope().setChat(Chat.newBuilder().setText("flood " + i))));
      }
    }
  }

  /** A flood at this many lines a second, its link up when this returns. */
  static ChatFlood start(InetSocketAddress opener, String game, String rulesVersion, int linesPerSecond)
      throws Exception {
    return new ChatFlood(opener, game, rulesVersion, linesPerSecond);
  }

  @Override
  public void close() {
    clock.shutdownNow();
    net.close();
  }
}
