package roundtable.net.link;

import com.google.protobuf.InvalidProtocolBufferException;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import roundtable.proto.Envelope;
import roundtable.proto.SignedEnvelope;

/**
 * One link carries at most {@value #LINES} chat envelopes in any {@value #PER_SECONDS} seconds,
 * whoever signed them (docs/protocol.md, "Chat and errors"): the rest are dropped here, before
 * their signature is checked, so a flood costs the players next to nothing. Keys cost nothing to
 * make, so a limit per author alone would not hold a flood back. One instance per link.
 */
public final class ChatGate extends MessageToMessageDecoder<SignedEnvelope> {
  public static final int LINES = 50;
  public static final int PER_SECONDS = 10;
  private static final long PER_NANOS = PER_SECONDS * 1_000_000_000L;
  private static final Logger LOG = System.getLogger(ChatGate.class.getName());

  private final Deque<Long> carried = new ArrayDeque<>();
  private long lastTold = Long.MIN_VALUE;
  private final java.util.function.LongSupplier clock;

  public ChatGate() {
    this(System::nanoTime);
  }

  ChatGate(java.util.function.LongSupplier clock) {
    super(SignedEnvelope.class);
    this.clock = clock;
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, SignedEnvelope signed, List<Object> out) {
    if (isChat(signed) && !pass(clock.getAsLong(), ctx)) {
      return;
    }
    out.add(signed);
  }

  private static boolean isChat(SignedEnvelope signed) {
    try {
      return Envelope.parseFrom(signed.getEnvelope()).hasChat();
    } catch (InvalidProtocolBufferException e) {
      return false; // the verifier answers it
    }
  }

  private boolean pass(long now, ChannelHandlerContext ctx) {
    while (!carried.isEmpty() && now - carried.peekFirst() >= PER_NANOS) {
      carried.removeFirst();
    }
    if (carried.size() < LINES) {
      carried.addLast(now);
      return true;
    }
    if (lastTold == Long.MIN_VALUE || now - lastTold >= PER_NANOS) {
      lastTold = now;
      LOG.log(Level.WARNING, "chat lines on the link from {0} dropped: at most {1} every {2} s on one link",
          ctx.channel().remoteAddress(), LINES, PER_SECONDS);
    }
    return false;
  }
}
