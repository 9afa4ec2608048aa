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
 *
 * <p>Encryption (docs/protocol.md, "Encryption"): the Hello carries a fresh X25519 key. When the
 * other's Hello passes, both keys give the link's secrets; this side sends its answer in the clear
 * and seals every frame after it; the other's answer is the last clear frame it reads, every later
 * one must be sealed. So each direction is: Hello, HelloAnswer, then sealed frames only.
 */
public final class HandshakeHandler extends ChannelInboundHandlerAdapter {
  private final Handshake handshake;
  private final Signer signer;
  private final Role role;
  private final String name;
  private final ByteString nonce = Handshake.nonce();
  private final LinkKeys linkKeys = LinkKeys.generate();
  private Hello mine;
  private Hello peer;
  private LinkSecrets secrets;

  public HandshakeHandler(Handshake handshake, Signer signer, Role role, String name) {
    this.handshake = handshake;
    this.signer = signer;
    this.role = role;
    this.name = name;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    mine = handshake.helloBody(signer, role, name, nonce, linkKeys.publicKey());
    ctx.writeAndFlush(signer.sign(signer.envelope().setHello(mine)));
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
        Hello theirs = handshake.check(envelope);
        secrets = linkKeys.agree(mine, theirs);
        peer = theirs;
        ctx.writeAndFlush(handshake.answer(signer, peer));
        FrameCodec.seal(ctx.pipeline(), secrets); // the answer went out in the clear; what follows is sealed
      } else {
        FrameCodec.open(ctx.pipeline(), secrets); // the other's answer was its last clear frame
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
