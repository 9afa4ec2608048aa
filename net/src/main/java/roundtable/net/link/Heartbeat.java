package roundtable.net.link;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import roundtable.proto.SignedEnvelope;

/**
 * Keeps a link alive, and notices when the other end went silent (docs/protocol.md, "Links in
 * play"): added once the link is up ({@link AfterHandshake}), a peer that has sent nothing on it
 * for {@link #PING_SECONDS} sends a keepalive, and a link on which nothing came for {@link #SILENT_SECONDS} is closed. A closed lid, a
 * pulled cable or a stopped process says nothing, and TCP alone would wait many minutes; so the
 * table learns within seconds that the peer is away, and the mesh dials it again.
 */
public final class Heartbeat extends IdleStateHandler {
  public static final int PING_SECONDS = 2;
  public static final int SILENT_SECONDS = 10;

  private final Supplier<SignedEnvelope> keepalive;

  /** @param keepalive the signed message sent on an idle link (made on a Netty thread) */
  public Heartbeat(Supplier<SignedEnvelope> keepalive) {
    super(SILENT_SECONDS, PING_SECONDS, 0, TimeUnit.SECONDS);
    this.keepalive = keepalive;
  }

  @Override
  protected void channelIdle(ChannelHandlerContext ctx, IdleStateEvent idle) {
    switch (idle.state()) {
      case WRITER_IDLE -> ctx.writeAndFlush(keepalive.get());
      case READER_IDLE -> LinkGuard.close(ctx.channel(), "nothing heard on the link for " + SILENT_SECONDS
          + " s: the peer is gone silent (a closed lid, a cut cable, a stopped process)");
      default -> { }
    }
  }
}
