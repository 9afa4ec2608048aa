package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.Role;

/** Two peers over a real TCP link on 127.0.0.1: handshake, then one signed chat each way. */
class PeerLinksLoopbackTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);

  @Test
  @Timeout(20)
  void aJoinerShakesHandsWithTheOpenerAndTheyTalk() throws Exception {
    Signer opener = new Signer(Identity.generate());
    Signer joiner = new Signer(Identity.generate());
    Recorder atOpener = new Recorder();
    Recorder atJoiner = new Recorder();
    try (PeerLinks links = new PeerLinks(1)) {
      Channel listener = links.listen(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
          new PeerLinkInitializer(
              () -> new HandshakeHandler(new Handshake("conquest", "1", TABLE), opener, Role.SEAT_PLAYER, "alice"),
              () -> atOpener));
      Channel link = links.connect((InetSocketAddress) listener.localAddress(),
          new PeerLinkInitializer(
              () -> new HandshakeHandler(new Handshake("conquest", "1", ByteString.EMPTY), joiner, Role.SEAT_PLAYER, "bob"),
              () -> atJoiner));
      assertEquals("alice", atJoiner.up.get(10, TimeUnit.SECONDS).peer().getName());
      assertEquals("bob", atOpener.up.get(10, TimeUnit.SECONDS).peer().getName());

      link.writeAndFlush(joiner.sign(joiner.envelope().setChat(Chat.newBuilder().setText("hello alice"))));
      Verified got = atOpener.first.get(10, TimeUnit.SECONDS);
      assertEquals("hello alice", got.envelope().getChat().getText());
      assertEquals(joiner.identity().fingerprint(), got.author());
      link.close().sync();
      listener.close().sync();
    }
  }
}
