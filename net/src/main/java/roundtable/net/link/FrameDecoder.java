package roundtable.net.link;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import roundtable.net.Wire;

/**
 * Strips the length prefix of each frame (docs/protocol.md, "Framing"). A body over the cap fails
 * fast (TooLongFrameException): Netty's limit counts the prefix too, so it is the cap plus the
 * prefix, and a body of exactly the cap passes. A frame begun but not complete within {@link
 * #FRAME_SECONDS} is cut short: the link is closed with a log line, rather than waiting for ever
 * for bytes that may never come (or come one at a time).
 */
final class FrameDecoder extends LengthFieldBasedFrameDecoder {
  /** How long the bytes of one frame may take to arrive, from its first. */
  static final int FRAME_SECONDS = 10;

  private final long deadlineNanos;
  private ScheduledFuture<?> deadline;
  /** Frames completed so far: a deadline that finds the same count finds the same frame unfinished. */
  private long frames;

  FrameDecoder(long deadlineNanos) {
    super(Wire.MAX_FRAME_BYTES + Wire.LENGTH_BYTES, 0, Wire.LENGTH_BYTES, 0, Wire.LENGTH_BYTES, true);
    this.deadlineNanos = deadlineNanos;
  }

  FrameDecoder() {
    this(TimeUnit.SECONDS.toNanos(FRAME_SECONDS));
  }

  @Override
  protected Object decode(ChannelHandlerContext ctx, ByteBuf in) throws Exception {
    Object frame = super.decode(ctx, in);
    if (frame != null) {
      frames++;
      cancel();
    }
    if (frame == null && in.isReadable() && deadline == null) {
      long begun = frames;
      deadline = ctx.executor().schedule(() -> cutShort(ctx, begun), deadlineNanos, TimeUnit.NANOSECONDS);
    }
    return frame;
  }

  private void cutShort(ChannelHandlerContext ctx, long begun) {
    deadline = null;
    int pending = actualReadableBytes();
    if (frames == begun && pending > 0) {
      LinkGuard.close(ctx.channel(), "a frame cut short: " + pending + " bytes of it came, the rest not within "
          + TimeUnit.NANOSECONDS.toSeconds(deadlineNanos) + " s");
    }
  }

  private void cancel() {
    if (deadline != null) {
      deadline.cancel(false);
      deadline = null;
    }
  }

  @Override
  protected void handlerRemoved0(ChannelHandlerContext ctx) {
    cancel();
  }
}
