package roundtable.net.link;

import com.google.protobuf.MessageLite;
import com.google.protobuf.MessageLiteOrBuilder;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.EncoderException;
import io.netty.handler.codec.protobuf.ProtobufEncoder;
import java.util.List;
import roundtable.net.Wire;

/**
 * Netty's protobuf encoder, refusing a message over the frame cap: the write fails and the link
 * stays up (the other side would close it). Log batches are split by their sender to fit.
 */
@Sharable
public final class CappedProtobufEncoder extends ProtobufEncoder {
  @Override
  protected void encode(ChannelHandlerContext ctx, MessageLiteOrBuilder msg, List<Object> out) throws Exception {
    MessageLite message = msg instanceof MessageLite m ? m : ((MessageLite.Builder) msg).build();
    int size = message.getSerializedSize();
    if (size > Wire.MAX_FRAME_BYTES) {
      throw new EncoderException("not sent: a frame of " + size + " bytes is over the "
          + Wire.MAX_FRAME_BYTES + "-byte cap");
    }
    super.encode(ctx, message, out);
  }
}
