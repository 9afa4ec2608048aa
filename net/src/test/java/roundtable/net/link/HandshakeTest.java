package roundtable.net.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.Hello;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;

class HandshakeTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);
  private final Signer opener = new Signer(Identity.generate());
  private final Signer joiner = new Signer(Identity.generate());
  private final Handshake here = new Handshake("conquest", "1", TABLE);

  private static Envelope open(SignedEnvelope signed) throws ProtocolException {
    return EnvelopeVerifier.verify(signed);
  }

  private ProtocolException refused(Handshake theirs) throws ProtocolException {
    Envelope hello = open(theirs.hello(joiner, Role.SEAT_PLAYER, "bob", Handshake.nonce(), LinkKeys.generate().publicKey()));
    return assertThrows(ProtocolException.class, () -> here.check(hello));
  }

  private ProtocolException refused(Hello.Builder hello) throws ProtocolException {
    Envelope envelope = open(joiner.sign(joiner.envelope().setHello(hello)));
    return assertThrows(ProtocolException.class, () -> here.check(envelope));
  }

  private Hello.Builder goodHello() throws ProtocolException {
    return open(here.hello(joiner, Role.SPECTATOR, "carol", Handshake.nonce(), LinkKeys.generate().publicKey())).getHello().toBuilder();
  }

  @Test
  void bothSidesHelloThenEachAnswerTheOthersNonce() throws Exception {
    Handshake there = new Handshake("conquest", "1", ByteString.EMPTY); // joins by address
    ByteString openerNonce = Handshake.nonce();
    ByteString joinerNonce = Handshake.nonce();
    Hello fromJoiner = here.check(open(there.hello(joiner, Role.SEAT_PLAYER, "bob", joinerNonce, LinkKeys.generate().publicKey())));
    Hello fromOpener = there.check(open(here.hello(opener, Role.SEAT_PLAYER, "alice", openerNonce, LinkKeys.generate().publicKey())));
    assertEquals("bob", fromJoiner.getName());
    assertEquals(ByteString.EMPTY,
        here.checkAnswer(open(there.answer(joiner, fromOpener)), fromJoiner, openerNonce).getTableId());
    assertEquals(TABLE, there.checkAnswer(open(here.answer(opener, fromJoiner)), fromOpener, joinerNonce).getTableId(),
        "the joiner by address learns the table from the answer");
  }

  @Test
  void anotherProtocolVersionIsNamed() throws Exception {
    ProtocolException e = refused(goodHello().setProtocolVersion(2));
    assertEquals(ErrorCode.PROTOCOL_VERSION_MISMATCH, e.code());
    assertEquals("protocol version differs: here 1, peer 2", e.getMessage());
  }

  @Test
  void anotherGameIsNamed() throws Exception {
    ProtocolException e = refused(new Handshake("grail-cup", "1", TABLE));
    assertEquals(ErrorCode.GAME_MISMATCH, e.code());
    assertEquals("game differs: here conquest, peer 'grail-cup'", e.getMessage());
  }

  @Test
  void anotherRulesVersionIsNamed() throws Exception {
    ProtocolException e = refused(new Handshake("conquest", "2", TABLE));
    assertEquals(ErrorCode.RULES_VERSION_MISMATCH, e.code());
    assertEquals("rules version of conquest differs: here '1', peer '2'", e.getMessage());
  }

  @Test
  void anotherTableIsNamed() throws Exception {
    ProtocolException e = refused(new Handshake("conquest", "1", ByteString.copyFrom(new byte[] {1})));
    assertEquals(ErrorCode.WRONG_TABLE, e.code());
    assertTrue(e.getMessage().startsWith("table differs"), e.getMessage());
  }

  @Test
  void aKeyOfTheWrongLengthOrNotTheSignersIsRefused() throws Exception {
    ProtocolException length = refused(goodHello().setIdentityKey(ByteString.copyFrom(new byte[33])));
    assertEquals(ErrorCode.BAD_KEY, length.code());
    assertTrue(length.getMessage().contains("32 bytes, not 33"), length.getMessage());

    ProtocolException other = refused(goodHello().setIdentityKey(ByteString.copyFrom(opener.identity().publicKey())));
    assertEquals(ErrorCode.BAD_KEY, other.code());
    assertTrue(other.getMessage().contains(opener.identity().fingerprint())
        && other.getMessage().contains(joiner.identity().fingerprint()), other.getMessage());
  }

  @Test
  void aMissingRoleOrAShortNonceIsMalformed() throws Exception {
    assertEquals(ErrorCode.MALFORMED, refused(goodHello().setRole(Role.ROLE_UNSPECIFIED)).code());
    assertEquals("nonce is 8 bytes, not 32",
        refused(goodHello().setNonce(ByteString.copyFrom(new byte[8]))).getMessage());
  }

  @Test
  void aHelloWithoutALinkKeyIsMalformed() throws Exception {
    ProtocolException e = refused(goodHello().clearLinkKey());
    assertEquals(ErrorCode.MALFORMED, e.code());
    assertEquals("link key is 0 bytes, not 32", e.getMessage());
  }

  @Test
  void somethingElseBeforeTheHelloIsNotAllowed() throws Exception {
    Envelope chat = open(joiner.sign(joiner.envelope().setChat(roundtable.proto.Chat.newBuilder().setText("hi"))));
    ProtocolException e = assertThrows(ProtocolException.class, () -> here.check(chat));
    assertEquals("expected a hello first, got chat", e.getMessage());
  }

  @Test
  void anAnswerWithAnotherNonceOrFromAnotherKeyIsRefused() throws Exception {
    ByteString myNonce = Handshake.nonce();
    Hello fromJoiner = here.check(open(here.hello(joiner, Role.SEAT_PLAYER, "bob", Handshake.nonce(), LinkKeys.generate().publicKey())));
    Hello staleCopy = fromJoiner.toBuilder().setNonce(Handshake.nonce()).build();
    Envelope replayed = open(here.answer(joiner, staleCopy));
    ProtocolException nonce = assertThrows(ProtocolException.class,
        () -> here.checkAnswer(replayed, fromJoiner, myNonce));
    assertTrue(nonce.getMessage().contains("does not echo this link's nonce"), nonce.getMessage());

    Hello mine = fromJoiner.toBuilder().setNonce(myNonce).build();
    Envelope byOpener = open(here.answer(opener, mine));
    ProtocolException key = assertThrows(ProtocolException.class,
        () -> here.checkAnswer(byOpener, fromJoiner, myNonce));
    assertEquals(ErrorCode.BAD_KEY, key.code());
  }
}
