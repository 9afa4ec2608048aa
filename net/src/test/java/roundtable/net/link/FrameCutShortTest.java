package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A frame whose bytes stop coming is dropped after its deadline, and the link closed (docs/protocol.md). */
class FrameCutShortTest {
  private static final long DEADLINE = TimeUnit.SECONDS.toNanos(FrameDecoder.FRAME_SECONDS);

  private static EmbeddedChannel link() {
    return new EmbeddedChannel(new FrameDecoder(DEADLINE));
  }

  @Test
  void aFrameCutShortClosesTheLinkAtItsDeadline() {
    EmbeddedChannel link = link();
    link.writeInbound(Unpooled.buffer().writeInt(100).writeZero(40)); // 40 bytes of a 100-byte body
    link.advanceTimeBy(FrameDecoder.FRAME_SECONDS - 1, TimeUnit.SECONDS);
    link.runScheduledPendingTasks();
    assertTrue(link.isOpen(), "still within its deadline");
    link.advanceTimeBy(2, TimeUnit.SECONDS);
    link.runScheduledPendingTasks();
    assertFalse(link.isOpen(), "cut short: closed");
    assertNull(link.readInbound(), "nothing of it is passed on");
  }

  @Test
  void aFrameThatComesInPiecesWithinItsDeadlineIsAFrame() {
    EmbeddedChannel link = link();
    link.writeInbound(Unpooled.buffer().writeInt(100).writeZero(40));
    link.advanceTimeBy(5, TimeUnit.SECONDS);
    link.writeInbound(Unpooled.buffer().writeZero(60));
    ByteBuf body = link.readInbound();
    assertEquals(100, body.readableBytes());
    body.release();
    link.advanceTimeBy(FrameDecoder.FRAME_SECONDS * 2L, TimeUnit.SECONDS);
    link.runScheduledPendingTasks();
    assertTrue(link.isOpen(), "the deadline went with the frame");
  }

  @Test
  void eachFrameHasItsOwnDeadline() {
    EmbeddedChannel link = link();
    // one whole frame and the start of the next in one read
    link.writeInbound(Unpooled.buffer().writeInt(2).writeZero(2).writeInt(10).writeZero(3));
    ((ByteBuf) link.readInbound()).release();
    link.advanceTimeBy(FrameDecoder.FRAME_SECONDS + 1, TimeUnit.SECONDS);
    link.runScheduledPendingTasks();
    assertFalse(link.isOpen(), "the second frame never came whole");
  }
}
