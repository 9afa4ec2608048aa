package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.net.ProtocolException;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Chat;
import roundtable.proto.SignedEnvelope;

/** In a mesh each action comes back on every link: a copy of what the peer sent on is dropped unchecked. */
class KnownEnvelopesTest {
  private final Signer alice = new Signer(Identity.generate());
  private final KnownEnvelopes known = new KnownEnvelopes();
  private final EmbeddedChannel link = new EmbeddedChannel(new VerifyHandler(known));

  private SignedEnvelope chat(String text) {
    return alice.sign(alice.envelope().setChat(Chat.newBuilder().setText(text)));
  }

  @Test
  void aCopyOfWhatThePeerSentOnIsDroppedAndNothingElse() {
    SignedEnvelope sent = chat("hello");
    known.add(List.of(sent));

    assertFalse(link.writeInbound(sent), "the copy goes no further");
    assertNull(link.readInbound());
    SignedEnvelope other = chat("hello again");
    assertTrue(link.writeInbound(other), "a message not sent on here is verified and passed on");
    assertEquals(other, ((Verified) link.readInbound()).signed());
  }

  @Test
  void aCopyIsNotVerifiedAgainButAForgeryReusingItsSignatureIs() {
    // Known with a signature that does not verify: only a lookup can let it through silently.
    SignedEnvelope unverifiable = chat("hi").toBuilder().setSignature(ByteString.copyFrom(new byte[64])).build();
    known.add(List.of(unverifiable));
    assertFalse(link.writeInbound(unverifiable));

    SignedEnvelope forged = chat("give me the Grail").toBuilder().setSignature(unverifiable.getSignature()).build();
    DecoderException thrown = assertThrows(DecoderException.class, () -> link.writeInbound(forged));
    assertTrue(thrown.getCause() instanceof ProtocolException, thrown.toString());
  }

  @Test
  void aCopyByAnotherLinkOfOneCheckedHereIsPassedOnWithoutASecondCheck() throws Exception {
    EmbeddedChannel other = new EmbeddedChannel(new VerifyHandler(known));
    SignedEnvelope said = chat("hello");
    assertTrue(link.writeInbound(said));
    Verified first = link.readInbound();
    assertTrue(other.writeInbound(said), "the copy still reaches the session, which drops duplicates");
    Verified copy = other.readInbound();
    assertEquals(first.envelope(), copy.envelope());

    // Only a lookup can pass a signature that does not verify: remembered as checked, it passes.
    SignedEnvelope unverifiable = chat("hi").toBuilder().setSignature(ByteString.copyFrom(new byte[64])).build();
    known.checked(new Verified(unverifiable, roundtable.proto.Envelope.parseFrom(unverifiable.getEnvelope())));
    assertTrue(other.writeInbound(unverifiable));
    SignedEnvelope forged = chat("give me the Grail").toBuilder().setSignature(unverifiable.getSignature()).build();
    DecoderException thrown = assertThrows(DecoderException.class, () -> other.writeInbound(forged));
    assertTrue(thrown.getCause() instanceof ProtocolException, "a forgery reusing it is checked: " + thrown);
  }

  @Test
  void aLargeEnvelopeIsNotRememberedAsChecked() {
    SignedEnvelope large = chat("x".repeat(KnownEnvelopes.CHECKED_MAX_BYTES));
    assertTrue(link.writeInbound(large));
    assertEquals(large, ((Verified) link.readInbound()).signed());
    assertNull(known.checkedBefore(large), "a log batch or a feed would fill the memory");
    SignedEnvelope small = chat("x");
    assertTrue(link.writeInbound(small));
    assertEquals(small, ((Verified) link.readInbound()).signed());
    assertTrue(known.checkedBefore(small) != null);
  }

  @Test
  void onlyTheLatestAreKept() {
    SignedEnvelope first = chat("0");
    known.add(List.of(first));
    SignedEnvelope last = first;
    for (int i = 1; i <= KnownEnvelopes.KEPT; i++) {
      last = chat(Integer.toString(i));
      known.add(List.of(last));
    }
    assertFalse(known.contains(first), "the oldest is forgotten");
    assertTrue(known.contains(last));
  }
}
