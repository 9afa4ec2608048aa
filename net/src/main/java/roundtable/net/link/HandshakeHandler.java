package roundtable.net.link;

import com.google.protobuf.ByteString;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.lang.System.Logger.Level;
import java.util.function.Supplier;
import roundtable.net.ProtocolException;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.Hello;
import roundtable.proto.PeerError;
import roundtable.proto.Role;
import roundtable.proto.TableCard;

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
  private static final System.Logger LOG = System.getLogger(HandshakeHandler.class.getName());
  private final Handshake handshake;
  private final Signer signer;
  private final Role role;
  private final String name;
  /** The table this peer opened, as it is when a link opens (null for a peer that opened none). */
  private final Supplier<TableCard> card;
  private final ByteString nonce = Handshake.nonce();
  private final LinkKeys linkKeys = LinkKeys.generate();
  private Hello mine;
  private Hello peer;
  private LinkSecrets secrets;

  public HandshakeHandler(Handshake handshake, Signer signer, Role role, String name) {
    this(handshake, signer, role, name, () -> null);
  }

  /**
   * @param card what this peer's Hello tells of the table it opened (docs/protocol.md, "Handshake"),
   *     read when the link opens, on a Netty thread; it gives null when there is none
   */
  public HandshakeHandler(Handshake handshake, Signer signer, Role role, String name, Supplier<TableCard> card) {
    this.handshake = handshake;
    this.signer = signer;
    this.role = role;
    this.name = name;
    this.card = card;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    mine = handshake.helloBody(signer, role, name, nonce, linkKeys.publicKey(), card.get());
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
      if (peer == null && envelope.hasHello() && Handshake.isProbe(envelope.getHello())) {
        // A probe has what it came for, this side's Hello (sent when the link opened): no answer.
        LOG.log(Level.INFO, "link {0}: a probe read this peer''s hello", ctx.channel().remoteAddress());
        ctx.close();
        return;
      }
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
