package roundtable.net.link;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/** A test session: keeps the LinkUp event and every envelope received after it. */
public final class Recorder extends ChannelInboundHandlerAdapter {
  public final CompletableFuture<LinkUp> up = new CompletableFuture<>();
  public final List<Verified> received = new CopyOnWriteArrayList<>();
  public final CompletableFuture<Verified> first = new CompletableFuture<>();

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof LinkUp linkUp) {
      up.complete(linkUp);
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof Verified verified) {
      received.add(verified);
      first.complete(verified);
    }
  }
}
