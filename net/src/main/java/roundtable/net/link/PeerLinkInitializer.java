package roundtable.net.link;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import roundtable.proto.PeerError;
import roundtable.proto.SignedEnvelope;

/**
 * The pipeline of a peer link: frames and protobuf ({@link FrameCodec}), a cap on chat lines
 * ({@link ChatGate}), signature checks
 * ({@link VerifyHandler}, which drops copies of what the peer already sent on), the given handlers in order (typically a {@link HandshakeHandler}, then
 * the session, which receive {@link Verified} envelopes), and {@link LinkGuard} last.
 */
public final class PeerLinkInitializer extends ChannelInitializer<Channel> {
  public static final String VERIFIER = "verifier";
  public static final String GUARD = "guard";

  private final KnownEnvelopes known;
  private final Function<PeerError, SignedEnvelope> answer;
  private final List<Supplier<? extends ChannelHandler>> handlers;

  /** @param handlers each makes one handler of every new link, in pipeline order */
  @SafeVarargs
  public PeerLinkInitializer(Supplier<? extends ChannelHandler>... handlers) {
    this(new KnownEnvelopes(), handlers);
  }

  /**
   * @param known what the peer already sent on, shared by all its links
   * @param handlers each makes one handler of every new link, in pipeline order
   */
  @SafeVarargs
  public PeerLinkInitializer(KnownEnvelopes known, Supplier<? extends ChannelHandler>... handlers) {
    this(known, null, handlers);
  }

  /**
   * @param known what the peer already sent on, shared by all its links
   * @param answer signs the PeerError the guard answers before it closes a link (null: none)
   * @param handlers each makes one handler of every new link, in pipeline order
   */
  @SafeVarargs
  public PeerLinkInitializer(KnownEnvelopes known, Function<PeerError, SignedEnvelope> answer,
      Supplier<? extends ChannelHandler>... handlers) {
    this.known = known;
    this.answer = answer;
    this.handlers = List.of(handlers);
  }

  @Override
  protected void initChannel(Channel channel) {
    FrameCodec.addTo(channel.pipeline());
    channel.pipeline().addLast(new ChatGate());
    channel.pipeline().addLast(VERIFIER, new VerifyHandler(known));
    for (Supplier<? extends ChannelHandler> handler : handlers) {
      channel.pipeline().addLast(handler.get());
    }
    channel.pipeline().addLast(GUARD, new LinkGuard(answer));
  }
}
