package roundtable.net.link;

import com.google.protobuf.InvalidProtocolBufferException;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.util.AttributeKey;
import java.lang.System.Logger.Level;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.proto.ErrorCode;
import roundtable.proto.PeerError;
import roundtable.proto.SignedEnvelope;

/**
 * The last inbound handler of a link: any error that reaches it (an oversized frame, a frame that
 * does not parse, an envelope refused by the verifier) closes that link with the reason logged and
 * kept on the channel ({@link #CLOSE_REASON}), after answering the other end a {@code PeerError}
 * that names it, when this peer can sign one (docs/protocol.md, "Chat and errors"). Nothing else
 * changes: the message is dropped.
 */
public final class LinkGuard extends ChannelInboundHandlerAdapter {
  /** Why the link was closed, once it was. */
  public static final AttributeKey<String> CLOSE_REASON = AttributeKey.valueOf("roundtable.close-reason");
  private static final System.Logger LOG = System.getLogger(LinkGuard.class.getName());
  private final Function<PeerError, SignedEnvelope> sign;

  /** A guard that closes without a word (a probe, a test's bare link). */
  public LinkGuard() {
    this(null);
  }

  /** @param sign signs this peer's PeerError for the other end (null: none is sent) */
  public LinkGuard(Function<PeerError, SignedEnvelope> sign) {
    this.sign = sign;
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    Channel channel = ctx.channel();
    String reason = reason(cause);
    if (sign == null || !channel.isActive() || channel.hasAttr(CLOSE_REASON) && channel.attr(CLOSE_REASON).get() != null) {
      close(channel, reason);
      return;
    }
    note(channel, reason);
    PeerError error = PeerError.newBuilder().setCode(code(cause)).setText(reason).build();
    channel.writeAndFlush(sign.apply(error)).addListener(written -> channel.close());
    // A peer that stops reading cannot keep the link open by leaving the answer unwritten.
    channel.eventLoop().schedule(() -> channel.close(), ANSWER_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** How long the answer may take to go out before the link closes anyway. */
  static final long ANSWER_MILLIS = 1_000;

  /** The error code of an error on a link. */
  static ErrorCode code(Throwable cause) {
    if (cause instanceof TooLongFrameException) {
      return ErrorCode.FRAME_TOO_LARGE;
    }
    Throwable inner = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    return inner instanceof ProtocolException p ? p.code() : ErrorCode.MALFORMED;
  }

  /** Closes a link, logging the reason and keeping it as {@link #CLOSE_REASON} (the first one wins). */
  public static void close(Channel channel, String reason) {
    note(channel, reason);
    channel.close();
  }

  /** Logs and keeps the reason of a close that the caller makes itself (after a last write). */
  public static void note(Channel channel, String reason) {
    if (channel.attr(CLOSE_REASON).setIfAbsent(reason) == null) {
      LOG.log(Level.WARNING, "link {0} closed: {1}", channel.remoteAddress(), reason);
    }
  }

  /** The reason in words for an error on a link. */
  static String reason(Throwable cause) {
    if (cause instanceof TooLongFrameException) {
      return "frame over the " + Wire.MAX_FRAME_BYTES + "-byte cap (" + cause.getMessage() + ")";
    }
    Throwable inner = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    if (inner instanceof ProtocolException p) {
      return p.code() + ": " + p.getMessage();
    }
    if (inner instanceof InvalidProtocolBufferException) {
      return "malformed frame: " + inner.getMessage();
    }
    return "link error: " + inner;
  }
}
