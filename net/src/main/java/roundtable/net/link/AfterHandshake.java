package roundtable.net.link;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.EventLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import roundtable.proto.Role;

/**
 * What a link gets once its handshake is through: its {@link Heartbeat}, and first, when the other
 * end is a spectator of a crowd, a move to the spectators' own event loop (issue 19: sealing and
 * writing every feed to fifty watchers must not hold up the players' messages on their loop; the
 * first few watchers stay, {@link PeerLinks#keepsWatcher}). Netty moves a channel by deregistering
 * it and registering it with the other loop; what is read meanwhile waits here and follows the
 * {@link LinkUp}, in order. Then this handler leaves the pipeline.
 */
public final class AfterHandshake extends ChannelInboundHandlerAdapter {
  public static final String HEARTBEAT = "heartbeat";

  private final Supplier<Heartbeat> heartbeat;
  private final EventLoop spectators;
  private final Predicate<Channel> staysWithPlayers;
  /** Messages read while the link moves (null when it does not). */
  private List<Object> held;

  /**
   * @param heartbeat makes the link's heartbeat, added once it is up
   * @param spectators the event loop spectators' links move to (null: they stay where they are)
   */
  public AfterHandshake(Supplier<Heartbeat> heartbeat, EventLoop spectators) {
    this(heartbeat, spectators, channel -> false);
  }

  /** @param staysWithPlayers whether a spectator's link stays on the players' loop ({@link PeerLinks#keepsWatcher}) */
  public AfterHandshake(Supplier<Heartbeat> heartbeat, EventLoop spectators, Predicate<Channel> staysWithPlayers) {
    this.heartbeat = heartbeat;
    this.spectators = spectators;
    this.staysWithPlayers = staysWithPlayers;
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (!(event instanceof LinkUp up)) {
      ctx.fireUserEventTriggered(event);
      return;
    }
    Channel channel = ctx.channel();
    if (spectators == null || up.peer().getRole() != Role.SPECTATOR || channel.eventLoop() == spectators
        || staysWithPlayers.test(channel)) {
      settle(ctx, up);
      return;
    }
    held = new ArrayList<>();
    ctx.deregister().addListener(off -> {
      if (!off.isSuccess()) {
        LinkGuard.close(channel, "a spectator's link could not leave the players' event loop: " + off.cause());
        return;
      }
      spectators.register(channel).addListener(on -> {
        if (on.isSuccess()) {
          settle(ctx, up);
        } else {
          channel.close(); // closed meanwhile: the session never heard of it
        }
      });
    });
  }

  /** On the link's (new) loop: the heartbeat starts, the session hears of the link, then what waited. */
  private void settle(ChannelHandlerContext ctx, LinkUp up) {
    ctx.pipeline().addAfter(ctx.name(), HEARTBEAT, heartbeat.get());
    ctx.fireUserEventTriggered(up);
    List<Object> waiting = held;
    held = null;
    if (waiting != null) {
      waiting.forEach(ctx::fireChannelRead);
    }
    ctx.pipeline().remove(this);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (held != null) {
      held.add(msg);
    } else {
      ctx.fireChannelRead(msg);
    }
  }
}
