package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.Envelope;
import roundtable.proto.Hello;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;

/** Links are sealed after the handshake: AES-256-GCM with keys from X25519 and HKDF-SHA256. */
class LinkEncryptionTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);
  private static final String SECRET = "meet me behind the third tower";
  private final Signer alice = new Signer(Identity.generate());
  private final Signer bob = new Signer(Identity.generate());
  private final Recorder atAlice = new Recorder();
  private final Recorder atBob = new Recorder();
  private final EmbeddedChannel a = peer(new Handshake("conquest", "1", TABLE), alice, Role.SEAT_PLAYER, "alice", atAlice);
  private final EmbeddedChannel b = peer(new Handshake("conquest", "1", ByteString.EMPTY), bob, Role.SPECTATOR, "bob", atBob);
  /** Every byte that went a→b and b→a, as a listener on the LAN would see them. */
  private final ByteBuf tapped = Unpooled.buffer();

  private static EmbeddedChannel peer(Handshake handshake, Signer signer, Role role, String name, Recorder session) {
    return new EmbeddedChannel(new PeerLinkInitializer(
        () -> new HandshakeHandler(handshake, signer, role, name), () -> session));
  }

  private void pump() {
    boolean moved = true;
    while (moved) {
      moved = carry(a, b, UnaryOperator.identity()) | carry(b, a, UnaryOperator.identity());
    }
  }

  /** Carries what {@code from} wrote to {@code to}, through {@code wire} (which may change it). */
  private boolean carry(EmbeddedChannel from, EmbeddedChannel to, UnaryOperator<ByteBuf> wire) {
    ByteBuf bytes = outbound(from);
    if (bytes.readableBytes() == 0) {
      bytes.release();
      return false;
    }
    bytes = wire.apply(bytes);
    tapped.writeBytes(bytes, bytes.readerIndex(), bytes.readableBytes());
    if (to.isActive()) {
      to.writeInbound(bytes);
    } else {
      bytes.release();
    }
    return true;
  }

  private static ByteBuf outbound(EmbeddedChannel from) {
    ByteBuf all = Unpooled.buffer();
    for (ByteBuf piece; (piece = from.readOutbound()) != null; ) {
      all.writeBytes(piece);
      piece.release();
    }
    return all;
  }

  private SignedEnvelope chat(Signer signer, String text) {
    return signer.sign(signer.envelope().setChat(Chat.newBuilder().setText(text)));
  }

  private void shakeHands() {
    pump();
    assertNotNull(atAlice.up.getNow(null), "alice's link is up");
    assertNotNull(atBob.up.getNow(null), "bob's link is up");
  }

  @Test
  void afterTheHandshakeEnvelopesRoundTripBothWaysAndTheWireShowsNoneOfThem() {
    shakeHands();
    assertNotNull(a.pipeline().get(FrameCodec.SEAL));
    assertNotNull(a.pipeline().get(FrameCodec.OPEN));
    assertNotNull(b.pipeline().get(FrameCodec.SEAL));
    assertNotNull(b.pipeline().get(FrameCodec.OPEN));
    SignedEnvelope fromAlice = chat(alice, SECRET);
    SignedEnvelope fromBob = chat(bob, SECRET + " at noon");
    a.writeAndFlush(fromAlice);
    b.writeAndFlush(fromBob);
    a.writeAndFlush(chat(alice, "second"));
    pump();
    assertEquals(List.of(fromAlice.getEnvelope(), chat(alice, "second").getEnvelope()),
        atBob.received.stream().map(v -> v.signed().getEnvelope()).toList(), "same bytes, in order");
    assertEquals(fromBob, atAlice.first.join().signed());
    assertEquals(alice.identity().fingerprint(), atBob.first.join().author());

    byte[] wire = ByteBufUtil.getBytes(tapped);
    assertFalse(contains(wire, SECRET.getBytes(StandardCharsets.UTF_8)), "the chat text is not on the wire");
    assertFalse(contains(wire, fromAlice.getSignature().toByteArray()), "nor the envelope's signature");
    assertTrue(contains(wire, "alice".getBytes(StandardCharsets.UTF_8)), "the hellos themselves are in the clear");
    assertTrue(a.isActive() && b.isActive());
  }

  @Test
  void aMessageWrittenAsItsBytesInsideALargerArrayArrivesAsTheMessage() {
    shakeHands();
    SignedEnvelope sent = chat(alice, SECRET);
    byte[] bytes = sent.toByteArray();
    byte[] padded = new byte[bytes.length + 10]; // as Fanout's bytes, read at an offset
    System.arraycopy(bytes, 0, padded, 7, bytes.length);
    a.writeAndFlush(Unpooled.wrappedBuffer(padded, 7, bytes.length));
    Fanout.write(a, List.of(sent.toByteArray(), chat(alice, "second")), false);
    pump();
    assertEquals(List.of(sent.getEnvelope(), sent.getEnvelope(), chat(alice, "second").getEnvelope()),
        atBob.received.stream().map(v -> v.signed().getEnvelope()).toList());
  }

  @Test
  void aSealedFrameIsItsCounterThenCiphertextAndTag() {
    shakeHands();
    SignedEnvelope sent = chat(alice, SECRET);
    a.writeAndFlush(sent);
    ByteBuf frame = outbound(a);
    assertEquals(Wire.LENGTH_BYTES + SealHandler.OVERHEAD + sent.getSerializedSize(), frame.readableBytes());
    assertEquals(frame.readableBytes() - Wire.LENGTH_BYTES, frame.getInt(0));
    assertEquals(0, frame.getLong(Wire.LENGTH_BYTES), "the first sealed frame has counter 0");
    a.writeAndFlush(sent);
    ByteBuf next = outbound(a);
    assertEquals(1, next.getLong(Wire.LENGTH_BYTES), "then 1: never reused");
    assertFalse(ByteBufUtil.equals(frame.slice(12, 16), next.slice(12, 16)), "the same envelope seals differently");
    b.writeInbound(frame, next);
    assertEquals(2, atBob.received.size());
  }

  @Test
  void aFlippedByteClosesTheLinkAndNothingIsPassedOn() {
    shakeHands();
    a.writeAndFlush(chat(alice, SECRET));
    carry(a, b, bytes -> {
      int at = bytes.writerIndex() - 20; // inside the ciphertext
      bytes.setByte(at, bytes.getByte(at) ^ 0x01);
      return bytes;
    });
    assertFalse(b.isActive());
    assertTrue(atBob.received.isEmpty());
    String reason = b.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(reason.contains("fails authentication"), reason);
  }

  @Test
  void aFlippedCounterClosesTheLinkToo() {
    shakeHands();
    a.writeAndFlush(chat(alice, SECRET));
    carry(a, b, bytes -> bytes.setByte(Wire.LENGTH_BYTES + 7, 5)); // counter 0 -> 5
    assertFalse(b.isActive());
    assertTrue(atBob.received.isEmpty());
    assertTrue(b.attr(LinkGuard.CLOSE_REASON).get().contains("fails authentication"));
  }

  @Test
  void aReplayedFrameClosesTheLink() {
    shakeHands();
    a.writeAndFlush(chat(alice, SECRET));
    ByteBuf frame = outbound(a);
    b.writeInbound(frame.copy());
    assertEquals(1, atBob.received.size());
    b.writeInbound(frame);
    assertFalse(b.isActive());
    assertEquals(1, atBob.received.size(), "the replay changes nothing");
    String reason = b.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(reason.contains("replayed or reordered"), reason);
  }

  @Test
  void aReorderedFrameClosesTheLink() {
    shakeHands();
    a.writeAndFlush(chat(alice, "one"));
    ByteBuf first = outbound(a);
    a.writeAndFlush(chat(alice, "two"));
    ByteBuf second = outbound(a);
    b.writeInbound(second);
    b.writeInbound(first);
    assertFalse(b.isActive());
    assertEquals(List.of("two"), atBob.received.stream().map(v -> v.envelope().getChat().getText()).toList());
  }

  @Test
  void aFrameInTheClearAfterTheHandshakeClosesTheLink() {
    shakeHands();
    EmbeddedChannel plain = new EmbeddedChannel(new PeerLinkInitializer());
    plain.writeOutbound(chat(alice, SECRET));
    b.writeInbound(outbound(plain));
    assertFalse(b.isActive());
    assertTrue(atBob.received.isEmpty());
  }

  @Test
  void aFrameSealedForAnotherLinkClosesTheLink() {
    shakeHands();
    LinkEncryptionTest other = new LinkEncryptionTest();
    other.shakeHands();
    other.a.writeAndFlush(chat(other.alice, SECRET));
    b.writeInbound(outbound(other.a));
    assertFalse(b.isActive());
    assertTrue(atBob.received.isEmpty());
  }

  @Test
  void anAttackerWhoSwapsInItsOwnLinkKeyIsRefusedByTheHelloSignature() {
    // A man in the middle rewrites alice's Hello with its own X25519 key, keeping her signature
    // (it has not her identity key to sign again).
    ByteString attackerKey = LinkKeys.generate().publicKey();
    carry(a, b, bytes -> {
      bytes.skipBytes(Wire.LENGTH_BYTES);
      try {
        SignedEnvelope hello = SignedEnvelope.parseFrom(bytes.nioBuffer());
        Envelope envelope = Envelope.parseFrom(hello.getEnvelope());
        Hello swapped = envelope.getHello().toBuilder().setLinkKey(attackerKey).build();
        byte[] body = hello.toBuilder()
            .setEnvelope(envelope.toBuilder().setHello(swapped).build().toByteString()).build().toByteArray();
        return Unpooled.buffer().writeInt(body.length).writeBytes(body);
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    });
    assertFalse(b.isActive());
    assertFalse(atBob.up.isDone());
    String reason = b.attr(LinkGuard.CLOSE_REASON).get();
    assertTrue(reason.contains("BAD_SIGNATURE") && reason.contains(alice.identity().fingerprint()), reason);
  }

  @Test
  void bothSidesDeriveTheSameKeysCrossedAndTheTwoDirectionsDiffer() throws Exception {
    LinkKeys ka = LinkKeys.generate();
    LinkKeys kb = LinkKeys.generate();
    Handshake hs = new Handshake("conquest", "1", TABLE);
    Hello ha = hs.helloBody(alice, Role.SEAT_PLAYER, "alice", Handshake.nonce(), ka.publicKey());
    Hello hb = hs.helloBody(bob, Role.SEAT_PLAYER, "bob", Handshake.nonce(), kb.publicKey());
    LinkSecrets sa = ka.agree(ha, hb);
    LinkSecrets sb = kb.agree(hb, ha);
    assertArrayEquals(sa.sealKey(), sb.openKey());
    assertArrayEquals(sa.sealIvPrefix(), sb.openIvPrefix());
    assertArrayEquals(sb.sealKey(), sa.openKey());
    assertArrayEquals(sb.sealIvPrefix(), sa.openIvPrefix());
    assertFalse(Arrays.equals(sa.sealKey(), sa.openKey()));
    assertEquals(32, sa.sealKey().length);
    assertEquals(4, sa.sealIvPrefix().length);
  }

  @Test
  void aLinkKeyOfSmallOrderIsRefused() {
    LinkKeys ka = LinkKeys.generate();
    Handshake hs = new Handshake("conquest", "1", TABLE);
    Hello ha = hs.helloBody(alice, Role.SEAT_PLAYER, "alice", Handshake.nonce(), ka.publicKey());
    Hello zero = hs.helloBody(bob, Role.SEAT_PLAYER, "bob", Handshake.nonce(), ByteString.copyFrom(new byte[32]));
    roundtable.net.ProtocolException e = org.junit.jupiter.api.Assertions.assertThrows(
        roundtable.net.ProtocolException.class, () -> ka.agree(ha, zero));
    assertEquals(roundtable.proto.ErrorCode.BAD_KEY, e.code());
  }

  @Test
  void hkdfMatchesRfc5869TestCase1() throws Exception {
    HexFormat hex = HexFormat.of();
    byte[] ikm = hex.parseHex("0b".repeat(22));
    byte[] salt = hex.parseHex("000102030405060708090a0b0c");
    byte[] info = hex.parseHex("f0f1f2f3f4f5f6f7f8f9");
    byte[] prk = Hkdf.extract(salt, ikm);
    assertEquals("077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5", hex.formatHex(prk));
    assertEquals("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865",
        hex.formatHex(Hkdf.expand(prk, info, 42)));
  }

  @Test
  void aSealedFrameMustFitTheCapWithItsOverhead() {
    shakeHands();
    SignedEnvelope fits = chat(alice, "x".repeat(Wire.MAX_FRAME_BYTES - 300));
    assertTrue(fits.getSerializedSize() + SealHandler.OVERHEAD <= Wire.MAX_FRAME_BYTES);
    a.writeAndFlush(fits);
    pump();
    assertEquals(fits, atBob.first.join().signed());
    SignedEnvelope tooBig = chat(alice, "x".repeat(Wire.MAX_FRAME_BYTES - 125));
    assertTrue(tooBig.getSerializedSize() <= Wire.MAX_FRAME_BYTES
        && tooBig.getSerializedSize() + SealHandler.OVERHEAD > Wire.MAX_FRAME_BYTES, "" + tooBig.getSerializedSize());
    assertFalse(a.writeAndFlush(tooBig).isSuccess());
    assertNull(a.readOutbound());
    assertTrue(a.isActive());
  }

  @Test
  void sealingCostPerFrame() throws Exception {
    LinkKeys ka = LinkKeys.generate();
    LinkKeys kb = LinkKeys.generate();
    Handshake hs = new Handshake("conquest", "1", TABLE);
    Hello ha = hs.helloBody(alice, Role.SEAT_PLAYER, "alice", Handshake.nonce(), ka.publicKey());
    Hello hb = hs.helloBody(bob, Role.SEAT_PLAYER, "bob", Handshake.nonce(), kb.publicKey());
    EmbeddedChannel seal = new EmbeddedChannel(new SealHandler(ka.agree(ha, hb)));
    EmbeddedChannel open = new EmbeddedChannel(new OpenHandler(kb.agree(hb, ha)));
    byte[] body = chat(alice, "a typical action line, unstack c9 c8 c7").toByteArray();
    int frames = 20_000;
    List<Long> times = new ArrayList<>();
    for (int round = 0; round < 3; round++) {
      long t0 = System.nanoTime();
      for (int i = 0; i < frames; i++) {
        seal.writeOutbound(Unpooled.wrappedBuffer(body));
        open.writeInbound((ByteBuf) seal.readOutbound());
        ByteBuf plain = open.readInbound();
        if (i == 0) {
          assertArrayEquals(body, ByteBufUtil.getBytes(plain));
        }
        plain.release();
      }
      times.add((System.nanoTime() - t0) / frames);
    }
    System.out.printf("seal+open of a %d-byte envelope: %.1f µs per frame (best of 3 x %d)%n",
        body.length, Math.min(times.get(1), times.get(2)) / 1000.0, frames);
  }

  private static boolean contains(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }
}
