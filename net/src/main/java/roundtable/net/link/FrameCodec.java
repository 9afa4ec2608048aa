package roundtable.net.link;

import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import io.netty.handler.codec.LengthFieldPrepender;
import io.netty.handler.codec.protobuf.ProtobufDecoder;
import roundtable.net.Wire;
import roundtable.proto.SignedEnvelope;

/**
 * The frames of a peer link: a 4-byte big-endian length, then one {@link SignedEnvelope} of at
 * most {@link Wire#MAX_FRAME_BYTES}. A longer length fails at once (before its bytes arrive). After
 * the handshake the body is sealed ({@link #seal}, {@link #open}): counter, AES-GCM ciphertext, tag.
 */
public final class FrameCodec {
  public static final String FRAME_DECODER = "frame-decoder";
  public static final String PROTOBUF_DECODER = "protobuf-decoder";
  public static final String FRAME_ENCODER = "frame-encoder";
  public static final String PROTOBUF_ENCODER = "protobuf-encoder";
  /** Seals outgoing frame bodies, between the protobuf encoder and the length prefix. */
  public static final String SEAL = "seal";
  /** Opens incoming frame bodies, between the length decoder and the protobuf decoder. */
  public static final String OPEN = "open";

  private FrameCodec() {}

  /** Adds the four codec handlers at the end of the pipeline. */
  public static void addTo(ChannelPipeline pipeline) {
    pipeline.addLast(FRAME_DECODER, frameDecoder());
    pipeline.addLast(PROTOBUF_DECODER, new ProtobufDecoder(SignedEnvelope.getDefaultInstance()));
    pipeline.addLast(FRAME_ENCODER, new LengthFieldPrepender(Wire.LENGTH_BYTES));
    pipeline.addLast(PROTOBUF_ENCODER, new CappedProtobufEncoder());
  }

  /** From now on every frame this side sends is sealed (call on the link's event loop). */
  public static void seal(ChannelPipeline pipeline, LinkSecrets secrets) {
    pipeline.addAfter(FRAME_ENCODER, SEAL, new SealHandler(secrets));
  }

  /** From now on every frame this side receives must be sealed (call on the link's event loop). */
  public static void open(ChannelPipeline pipeline, LinkSecrets secrets) {
    pipeline.addAfter(FRAME_DECODER, OPEN, new OpenHandler(secrets));
  }

  /** Strips the length prefix: a body over the cap fails fast, a frame cut short closes the link ({@link FrameDecoder}). */
  public static LengthFieldBasedFrameDecoder frameDecoder() {
    return new FrameDecoder();
  }
}
