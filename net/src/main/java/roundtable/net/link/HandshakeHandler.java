package roundtable.net.link;

import com.google.protobuf.ByteString;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import roundtable.net.ProtocolException;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.Hello;
import roundtable.proto.PeerError;
import roundtable.proto.Role;

/**
 * Runs the handshake of one link (docs/protocol.md, "Handshake"): sends this peer's Hello when the
 * link comes up, checks the other's Hello and answers it, checks the other's answer, then fires
 * {@link LinkUp} and leaves the pipeline. A check that fails sends a PeerError naming what differs
 * and closes the link; a PeerError received during the handshake closes it with that reason.
 */
public final class HandshakeHandler extends ChannelInboundHandlerAdapter {
  private final Handshake handshake;
  private final Signer signer;
  private final Role role;
  private final String name;
  private final ByteString nonce = Handshake.nonce();
  private Hello peer;

  public HandshakeHandler(Handshake handshake, Signer signer, Role role, String name) {
    this.handshake = handshake;
    this.signer = signer;
    this.role = role;
    this.name = name;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    ctx.writeAndFlush(handshake.hello(signer, role, name, nonce));
    ctx.fireChannelActive();
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof Verified verified)) {
      ctx.fireChannelRead(msg);
      return;
    }
    Envelope envelope = verified.envelope();
    if (envelope.hasError()) {
      LinkGuard.close(ctx.channel(), "peer refused the handshake: " + envelope.getError().getCode()
          + ": " + envelope.getError().getText());
      return;
    }
    try {
      if (peer == null) {
        peer = handshake.check(envelope);
        ctx.writeAndFlush(handshake.answer(signer, peer));
      } else {
        LinkUp up = new LinkUp(peer, handshake.checkAnswer(envelope, peer, nonce));
        ctx.pipeline().remove(this);
        ctx.fireUserEventTriggered(up);
      }
    } catch (ProtocolException e) {
      PeerError error = PeerError.newBuilder().setCode(e.code()).setText(e.getMessage()).build();
      LinkGuard.note(ctx.channel(), "handshake refused: " + e.code() + ": " + e.getMessage());
      ctx.writeAndFlush(signer.sign(signer.envelope().setError(error)))
          .addListener(ChannelFutureListener.CLOSE);
    }
  }
}
