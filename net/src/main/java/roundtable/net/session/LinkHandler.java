package roundtable.net.session;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import roundtable.net.link.LinkUp;
import roundtable.net.link.Verified;

/**
 * The session's end of one link, after the handshake: it touches nothing of the game, it only hands
 * each event to the session's executor (link up, a verified envelope, link down).
 */
final class LinkHandler extends ChannelInboundHandlerAdapter {
  /** What the session does with the events of its links; each call runs on its executor. */
  interface Events {
    void post(Runnable task);

    void up(Channel channel, LinkUp up);

    void received(Channel channel, Verified message);

    void down(Channel channel);
  }

  private final Events session;

  LinkHandler(Events session) {
    this.session = session;
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof LinkUp up) {
      Channel channel = ctx.channel();
      session.post(() -> session.up(channel, up));
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof Verified verified) {
      Channel channel = ctx.channel();
      session.post(() -> session.received(channel, verified));
    } else {
      ctx.fireChannelRead(msg);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    Channel channel = ctx.channel();
    session.post(() -> session.down(channel));
    ctx.fireChannelInactive();
  }
}
