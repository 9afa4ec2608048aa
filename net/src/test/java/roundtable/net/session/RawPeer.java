package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPromise;
import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.Handshake;
import roundtable.net.link.HandshakeHandler;
import roundtable.net.link.LinkUp;
import roundtable.net.link.Recorder;
import roundtable.net.link.PeerLinkInitializer;
import roundtable.net.link.PeerLinks;
import roundtable.net.link.Verified;
import roundtable.proto.Envelope;
import roundtable.proto.LogRequest;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;

/**
 * A hand-driven peer for tests of bad peers: a real link to a table (the real handshake, sealed
 * frames) with no session behind it. It keeps what it receives and can send what no honest peer
 * would: any envelope it signs, a frame body of its choice (sealed, so it reaches the other side's
 * decoder), or bytes written to the socket as they are (before the frame codec and the seal).
 * Every byte it wrote to the socket is kept, so a frame it sent can be sent again as it was.
 */
final class RawPeer implements AutoCloseable {
  final Signer signer;
  private final Recorder recorder = new Recorder();
  final CompletableFuture<LinkUp> up = recorder.up;
  final List<Verified> received = recorder.received;
  private final PeerLinks net = new PeerLinks(1);
  private final Channel channel;
  private final ByteArrayOutputStream written = new ByteArrayOutputStream();
  private volatile ChannelHandlerContext socket;

  private RawPeer(Signer signer, InetSocketAddress opener, Role role, String name) throws InterruptedException {
    this.signer = signer;
    PeerLinkInitializer link = new PeerLinkInitializer(
        () -> new HandshakeHandler(new Handshake("conquest", PeerSetup.RULES_VERSION, ByteString.EMPTY), signer,
            role, name),
        () -> recorder);
    this.channel = net.connect(opener, new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel ch) {
        ch.pipeline().addLast("tap", new Tap());
        ch.pipeline().addLast(link);
      }
    });
  }

  /** A link to the opener, up (handshake done) when this returns. */
  static RawPeer connect(InetSocketAddress opener, Role role, String name) throws Exception {
    RawPeer peer = new RawPeer(new Signer(Identity.generate()), opener, role, name);
    peer.up.get(10, TimeUnit.SECONDS);
    return peer;
  }

  String fingerprint() {
    return signer.identity().fingerprint();
  }

  /** Signs and sends an envelope of this peer, sealed as usual. */
  void send(Envelope.Builder envelope) {
    send(signer.sign(envelope));
  }

  /** Sends a signed envelope as it is (this peer's, or anyone's), sealed as usual. */
  void send(SignedEnvelope signed) {
    channel.writeAndFlush(signed).syncUninterruptibly();
  }

  /** Sends these bytes as one frame body: sealed and length-prefixed on the way, as any frame. */
  void sendBody(byte[] body) {
    channel.writeAndFlush(Unpooled.wrappedBuffer(body)).syncUninterruptibly();
  }

  /** Writes these bytes to the socket as they are: no length prefix, no seal. */
  void sendRaw(byte[] bytes) {
    socket.writeAndFlush(Unpooled.wrappedBuffer(bytes)).syncUninterruptibly();
  }

  /** Every frame this peer wrote, in order, each with its 4-byte length prefix (the first two in the clear). */
  List<byte[]> framesWritten() {
    byte[] all;
    synchronized (written) {
      all = written.toByteArray();
    }
    List<byte[]> frames = new ArrayList<>();
    ByteBuffer in = ByteBuffer.wrap(all);
    while (in.remaining() >= Wire.LENGTH_BYTES) {
      int length = in.getInt(in.position());
      if (in.remaining() < Wire.LENGTH_BYTES + length) {
        break;
      }
      byte[] frame = new byte[Wire.LENGTH_BYTES + length];
      in.get(frame);
      frames.add(frame);
    }
    return frames;
  }

  /** Whether the other side closed the link within this many seconds. */
  boolean closedWithin(long seconds) {
    return channel.closeFuture().awaitUninterruptibly(seconds, TimeUnit.SECONDS);
  }

  boolean open() {
    return channel.isActive();
  }

  /** This end's address: the one the other side's log names for this link. */
  InetSocketAddress localAddress() {
    return (InetSocketAddress) channel.localAddress();
  }

  /**
   * Waits until the other side has handled everything sent so far: asks for the (empty) end of its
   * log and waits for the answer, which its single executor sends only after what came before.
   */
  void barrier() throws InterruptedException {
    long before = logBatches();
    send(signer.envelope().setLogRequest(LogRequest.newBuilder().setFromIndex(1 << 30)));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (logBatches() == before) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("no answer to a log request");
      }
      Thread.sleep(5);
    }
  }

  private long logBatches() {
    return received.stream().filter(v -> v.envelope().hasLogBatch()).count();
  }

  @Override
  public void close() {
    channel.close().awaitUninterruptibly(5, TimeUnit.SECONDS);
    net.close();
  }

  /** First in the pipeline: sees the bytes that go to the socket, and can write bytes there. */
  private final class Tap extends ChannelDuplexHandler {
    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
      socket = ctx;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
      if (msg instanceof ByteBuf bytes) {
        byte[] copy = ByteBufUtil.getBytes(bytes);
        synchronized (written) {
          written.writeBytes(copy);
        }
      }
      ctx.write(msg, promise);
    }
  }
}
