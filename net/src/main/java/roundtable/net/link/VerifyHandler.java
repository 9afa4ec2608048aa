package roundtable.net.link;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.util.List;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.proto.Envelope;
import roundtable.proto.SignedEnvelope;

/**
 * Passes on each received envelope as a {@link Verified} once its signature checks out; a message
 * that fails raises its {@link roundtable.net.ProtocolException}, and {@link LinkGuard} closes the link.
 * A copy of one this peer already sent on ({@link KnownEnvelopes}) is dropped unchecked: it would
 * change nothing; a copy of one checked here already is passed on without a second check.
 */
public final class VerifyHandler extends MessageToMessageDecoder<SignedEnvelope> {
  private final KnownEnvelopes known;

  public VerifyHandler(KnownEnvelopes known) {
    super(SignedEnvelope.class);
    this.known = known;
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, SignedEnvelope signed, List<Object> out) throws Exception {
    if (!ctx.channel().isActive()) {
      return; // the link was closed for an earlier frame of the same read: drop the rest
    }
    if (known.contains(signed)) {
      return;
    }
    Envelope before = known.checkedBefore(signed);
    if (before != null) {
      out.add(new Verified(signed, before)); // a copy by another link of one checked here
      return;
    }
    Verified verified = new Verified(signed, EnvelopeVerifier.verify(signed));
    known.checked(verified);
    out.add(verified);
  }
}
