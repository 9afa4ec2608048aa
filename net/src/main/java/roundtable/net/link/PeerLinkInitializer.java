package roundtable.net.link;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import java.util.function.Supplier;

/**
 * The pipeline of a peer link: frames and protobuf ({@link FrameCodec}), signature checks
 * ({@link VerifyHandler}), the session's handler (which receives {@link Verified} envelopes), and
 * {@link LinkGuard} last.
 */
public final class PeerLinkInitializer extends ChannelInitializer<Channel> {
  public static final String VERIFIER = "verifier";
  public static final String SESSION = "session";
  public static final String GUARD = "guard";

  private final Supplier<? extends ChannelHandler> session;

  /** @param session makes the session handler of each new link */
  public PeerLinkInitializer(Supplier<? extends ChannelHandler> session) {
    this.session = session;
  }

  @Override
  protected void initChannel(Channel channel) {
    FrameCodec.addTo(channel.pipeline());
    channel.pipeline().addLast(VERIFIER, new VerifyHandler());
    channel.pipeline().addLast(SESSION, session.get());
    channel.pipeline().addLast(GUARD, new LinkGuard());
  }
}
