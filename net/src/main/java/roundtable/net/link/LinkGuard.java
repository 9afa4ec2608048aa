package roundtable.net.link;

import com.google.protobuf.InvalidProtocolBufferException;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.util.AttributeKey;
import java.lang.System.Logger.Level;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;

/**
 * The last inbound handler of a link: any error that reaches it (an oversized frame, a frame that
 * does not parse, an envelope refused by the verifier) closes that link with the reason logged and
 * kept on the channel ({@link #CLOSE_REASON}). Nothing else changes: the message is dropped.
 */
public final class LinkGuard extends ChannelInboundHandlerAdapter {
  /** Why the link was closed, once it was. */
  public static final AttributeKey<String> CLOSE_REASON = AttributeKey.valueOf("roundtable.close-reason");
  private static final System.Logger LOG = System.getLogger(LinkGuard.class.getName());

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    close(ctx.channel(), reason(cause));
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
