package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.LinkUp;
import roundtable.net.link.Verified;
import roundtable.proto.Chat;
import roundtable.proto.Envelope;
import roundtable.proto.Hello;
import roundtable.proto.HelloAnswer;
import roundtable.proto.SignedEnvelope;

/**
 * What a peer does with the chat lines it hears: each shown and relayed once; past five lines in
 * ten seconds neither, and the peer at the other end told why once, not once a line.
 */
class TableChatTest {
  private final Links links = mock(Links.class);
  private final Channel link = mock(Channel.class);
  private final Signer mallory = new Signer(Identity.generate());
  private final List<TableNews> shown = new ArrayList<>();
  private final TableChat chat = new TableChat(links, "ann", key -> "mallory");

  TableChatTest() {
    ByteString key = ByteString.copyFrom(mallory.identity().publicKey());
    when(links.peer(link)).thenReturn(new LinkUp(Hello.newBuilder().setIdentityKey(key).build(),
        HelloAnswer.getDefaultInstance()));
    when(links.envelope()).thenReturn(Envelope.newBuilder());
  }

  private Verified line(String text) throws Exception {
    SignedEnvelope signed = mallory.sign(mallory.envelope().setChat(Chat.newBuilder().setText(text)));
    return new Verified(signed, Envelope.parseFrom(signed.getEnvelope()));
  }

  @Test
  void aLineHeardOnTwoLinksIsShownAndRelayedOnce() throws Exception {
    Verified hello = line("hello");
    chat.heard(link, hello, shown::add);
    chat.heard(mock(Channel.class), hello, shown::add);
    assertEquals(List.of(new TableNews.Chat("mallory", "hello", false)), shown);
    verify(links, times(1)).relay(any(), eq(hello.signed()));
  }

  @Test
  void aFloodIsShownFiveTimesAndAnsweredOnce() throws Exception {
    for (int i = 0; i < 40; i++) {
      chat.heard(link, line("spam " + i), shown::add);
    }
    assertEquals(5, shown.size());
    verify(links, times(5)).relay(any(), any());
    verify(links, times(1)).send(eq(link), any());
    verify(links, never()).sendAll(any(), any());
  }
}
