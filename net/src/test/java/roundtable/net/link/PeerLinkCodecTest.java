package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.EncoderException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.GameAction;
import roundtable.proto.SignedEnvelope;

class PeerLinkCodecTest {
  private final Signer alice = new Signer(Identity.generate());

  private static EmbeddedChannel link() {
    return new EmbeddedChannel(new PeerLinkInitializer(ChannelInboundHandlerAdapter::new));
  }

  private SignedEnvelope action(int sequence) {
    return alice.sign(alice.envelope().setAction(GameAction.newBuilder()
        .setTableId(ByteString.copyFrom(new byte[16]))
        .setSeat(0)
        .setAction("unstack c9 c8 c7")
        .setStateHash(ByteString.copyFrom(new byte[Wire.HASH_BYTES]))
        .setSequence(sequence)));
  }

  /** What the encoder of one link writes for these envelopes. */
  private static ByteBuf wire(SignedEnvelope... envelopes) {
    EmbeddedChannel out = link();
    ByteBuf all = Unpooled.buffer();
    for (SignedEnvelope e : envelopes) {
      out.writeOutbound(e);
      for (ByteBuf piece; (piece = out.readOutbound()) != null; ) { // the prefix, then the body
        all.writeBytes(piece);
        piece.release();
      }
    }
    return all;
  }

  private static ByteBuf frame(byte[] body) {
    return Unpooled.buffer().writeInt(body.length).writeBytes(body);
  }

  @Test
  void aSignedEnvelopeRoundTripsThroughEncoderAndDecoder() {
    SignedEnvelope sent = action(1);
    ByteBuf bytes = wire(sent);
    assertEquals(sent.getSerializedSize(), bytes.getInt(0), "4-byte big-endian length prefix");
    assertEquals(Wire.LENGTH_BYTES + sent.getSerializedSize(), bytes.readableBytes());

    EmbeddedChannel in = link();
    assertFalse(in.writeInbound(bytes.retainedSlice(0, 3)), "nothing before the frame is whole");
    assertTrue(in.writeInbound(bytes.retainedSlice(3, bytes.readableBytes() - 3)));
    bytes.release();
    Verified got = in.readInbound();
    assertEquals(sent, got.signed());
    assertEquals("unstack c9 c8 c7", got.envelope().getAction().getAction());
    assertEquals(alice.identity().fingerprint(), got.author());
    assertTrue(in.isActive());
  }

  @Test
  void severalFramesInOneReadArriveInOrder() {
    EmbeddedChannel in = link();
    in.writeInbound(wire(action(1), action(2), action(3)));
    for (int i = 1; i <= 3; i++) {
      assertEquals(i, ((Verified) in.readInbound()).envelope().getAction().getSequence());
    }
    assertNull(in.readInbound());
  }

  @Test
  void aFrameOverTheCapClosesTheLinkAndNothingIsPassedOn() {
    EmbeddedChannel in = link();
    ByteBuf bytes = Unpooled.buffer().writeInt(Wire.MAX_FRAME_BYTES + 1).writeBytes(new byte[100]);
    in.writeInbound(bytes);
    assertNull(in.readInbound());
    assertFalse(in.isActive());
    assertTrue(in.attr(LinkGuard.CLOSE_REASON).get().contains("over the 1048576-byte cap"),
        in.attr(LinkGuard.CLOSE_REASON).get());
  }

  @Test
  void aFrameAtTheCapIsNotRefusedForItsSize() {
    EmbeddedChannel in = link();
    SignedEnvelope big = alice.sign(alice.envelope().setChat(Chat.newBuilder()
        .setText("x".repeat(Wire.MAX_FRAME_BYTES - 300))));
    assertTrue(big.getSerializedSize() <= Wire.MAX_FRAME_BYTES);
    in.writeInbound(wire(big));
    assertEquals(big, ((Verified) in.readInbound()).signed());
    assertTrue(in.isActive());
  }

  @Test
  void aFrameOverTheCapIsNotSentAndTheLinkStaysUp() {
    EmbeddedChannel out = link();
    SignedEnvelope big = alice.sign(alice.envelope().setChat(Chat.newBuilder()
        .setText("x".repeat(Wire.MAX_FRAME_BYTES))));
    EncoderException e = assertThrows(EncoderException.class, () -> out.writeOutbound(big));
    assertTrue(e.getMessage().contains("over the 1048576-byte cap"), e.getMessage());
    assertNull(out.readOutbound());
    assertTrue(out.isActive());
  }

  @Test
  void aValidFrameBeforeAnOversizedOneStillArrives() {
    EmbeddedChannel in = link();
    ByteBuf bytes = wire(action(1));
    bytes.writeInt(-1); // 4 GiB - 1 as an unsigned length
    in.writeInbound(bytes);
    assertEquals(1, ((Verified) in.readInbound()).envelope().getAction().getSequence());
    assertNull(in.readInbound());
    assertFalse(in.isActive());
  }

  @Test
  void garbageBytesCloseTheLink() {
    EmbeddedChannel in = link();
    in.writeInbound(Unpooled.copiedBuffer("GET / HTTP/1.1\r\nHost: x\r\n\r\n", StandardCharsets.US_ASCII));
    assertNull(in.readInbound());
    assertFalse(in.isActive());
  }

  @Test
  void aFrameThatIsNotProtobufClosesTheLinkAndLaterFramesAreDropped() {
    EmbeddedChannel in = link();
    ByteBuf bytes = frame(new byte[] {0, 0, 0, 0, 0}); // field number 0 is never valid
    bytes.writeBytes(wire(action(1)));
    in.writeInbound(bytes);
    assertNull(in.readInbound());
    assertFalse(in.isActive());
    assertTrue(in.attr(LinkGuard.CLOSE_REASON).get().startsWith("malformed frame"),
        in.attr(LinkGuard.CLOSE_REASON).get());
  }

  @Test
  void anEmptyFrameIsRefusedForItsMissingSignature() {
    EmbeddedChannel in = link();
    in.writeInbound(frame(new byte[0]));
    assertNull(in.readInbound());
    assertFalse(in.isActive());
    assertTrue(in.attr(LinkGuard.CLOSE_REASON).get().contains("BAD_SIGNATURE"));
  }

  @Test
  void aForgedFrameClosesTheLinkNamingTheAuthor() {
    SignedEnvelope good = action(1);
    byte[] signature = good.getSignature().toByteArray();
    signature[10] ^= 1;
    SignedEnvelope forged = good.toBuilder().setSignature(ByteString.copyFrom(signature)).build();
    EmbeddedChannel in = link();
    in.writeInbound(wire(forged));
    assertNull(in.readInbound());
    assertFalse(in.isActive());
    String reason = in.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(reason.contains("does not verify") && reason.contains(alice.identity().fingerprint()), reason);
  }

  @Test
  void theLengthPrefixIsBigEndian() {
    SignedEnvelope sent = action(1);
    ByteBuf bytes = wire(sent);
    byte[] prefix = new byte[4];
    bytes.getBytes(0, prefix);
    int n = sent.getSerializedSize();
    assertArrayEquals(new byte[] {(byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n}, prefix);
    bytes.release();
  }
}
