package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.Presence;
import roundtable.proto.SignedEnvelope;

/**
 * One link carries fifty chat lines in any ten seconds, whoever signed them: a flood signed by a
 * fresh key for every line is dropped before any signature is checked; nothing else is held back.
 */
class ChatGateTest {
  private static final long SECOND = 1_000_000_000L;
  private long now;
  private final EmbeddedChannel link = new EmbeddedChannel(new ChatGate(() -> now));

  private static SignedEnvelope lineByAFreshKey(int i) {
    Signer fresh = new Signer(Identity.generate());
    return fresh.sign(fresh.envelope().setChat(Chat.newBuilder().setText("flood " + i)));
  }

  private int passed() {
    int n = 0;
    while (link.readInbound() != null) {
      n++;
    }
    return n;
  }

  @Test
  void fiftyLinesInTenSecondsPassTheRestAreDropped() {
    for (int i = 0; i < 80; i++) {
      link.writeInbound(lineByAFreshKey(i));
    }
    assertEquals(50, passed());
    now = 10 * SECOND;
    link.writeInbound(lineByAFreshKey(80));
    assertEquals(1, passed(), "ten seconds later the link carries lines again");
  }

  @Test
  void whatIsNotChatIsNeverHeldBack() {
    for (int i = 0; i < 60; i++) {
      link.writeInbound(lineByAFreshKey(i));
    }
    passed();
    Signer peer = new Signer(Identity.generate());
    link.writeInbound(peer.sign(peer.envelope().setPresence(Presence.getDefaultInstance())));
    assertEquals(1, passed());
  }
}
