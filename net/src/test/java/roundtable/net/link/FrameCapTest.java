package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.TooLongFrameException;
import org.junit.jupiter.api.Test;
import roundtable.net.Wire;

/** The frame cap is on the body, as docs/protocol.md says: exactly the cap passes, one byte more does not. */
class FrameCapTest {
  private static ByteBuf frame(int body) {
    return Unpooled.buffer(Wire.LENGTH_BYTES + body).writeInt(body).writeZero(body);
  }

  @Test
  void aBodyOfExactlyTheCapIsAFrame() {
    EmbeddedChannel link = new EmbeddedChannel(FrameCodec.frameDecoder());
    link.writeInbound(frame(Wire.MAX_FRAME_BYTES));
    ByteBuf body = link.readInbound();
    assertEquals(Wire.MAX_FRAME_BYTES, body.readableBytes());
    body.release();
  }

  @Test
  void oneByteMoreIsRefusedAsSoonAsItsLengthIsRead() {
    EmbeddedChannel link = new EmbeddedChannel(FrameCodec.frameDecoder());
    ByteBuf prefix = Unpooled.buffer(4).writeInt(Wire.MAX_FRAME_BYTES + 1);
    assertThrows(TooLongFrameException.class, () -> link.writeInbound(prefix), "before its bytes arrive");
  }
}
