package roundtable.net.link;

import com.google.protobuf.ByteString;
import java.security.SecureRandom;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.Hello;
import roundtable.proto.HelloAnswer;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.TableCard;

/**
 * The handshake of a link, from this peer's side: both ends send a {@link Hello}; each checks the
 * other's (protocol version, game, rules version, key, nonce, link key) and answers with a
 * {@link HelloAnswer} that echoes the other's nonce, or with a {@code PeerError} and closes.
 *
 * @param gameId the game this peer plays ({@code conquest})
 * @param rulesVersion the version of that game's rules
 * @param tableId this peer's table, or empty when it joins by address without knowing it
 * @param listenPort where this peer listens for the other peers of its table in play (0: nowhere)
 */
public record Handshake(String gameId, String rulesVersion, ByteString tableId, int listenPort) {
  private static final SecureRandom RANDOM = new SecureRandom();

  public Handshake(String gameId, String rulesVersion, ByteString tableId) {
    this(gameId, rulesVersion, tableId, 0);
  }

  /** A fresh nonce for a Hello. */
  public static ByteString nonce() {
    byte[] nonce = new byte[Wire.NONCE_BYTES];
    RANDOM.nextBytes(nonce);
    return ByteString.copyFrom(nonce);
  }

  /** This peer's signed Hello, carrying its ephemeral X25519 key for this link. */
  public SignedEnvelope hello(Signer signer, Role role, String name, ByteString nonce, ByteString linkKey) {
    return signer.sign(signer.envelope().setHello(helloBody(signer, role, name, nonce, linkKey)));
  }

  /** The Hello itself, as signed by {@link #hello}. */
  public Hello helloBody(Signer signer, Role role, String name, ByteString nonce, ByteString linkKey) {
    return helloBody(signer, role, name, nonce, linkKey, null);
  }

  /** The Hello of an opener, which tells its table as it is now ({@code card}; none when null). */
  public Hello helloBody(Signer signer, Role role, String name, ByteString nonce, ByteString linkKey,
      TableCard card) {
    Hello.Builder hello = Hello.newBuilder()
        .setProtocolVersion(Wire.PROTOCOL_VERSION)
        .setGameId(gameId)
        .setRulesVersion(rulesVersion)
        .setIdentityKey(ByteString.copyFrom(signer.identity().publicKey()))
        .setRole(role)
        .setNonce(nonce)
        .setTableId(tableId)
        .setName(name)
        .setLinkKey(linkKey)
        .setListenPort(listenPort);
    if (card != null) {
      hello.setTable(card);
    }
    return hello.build();
  }

  /**
   * Whether a Hello is a probe's (docs/protocol.md, "Handshake"): its game is empty, meaning "tell me
   * your game". It only reads the other side's Hello and closes; its link never comes up.
   */
  public static boolean isProbe(Hello hello) {
    return hello.getGameId().isEmpty() && hello.getProtocolVersion() == Wire.PROTOCOL_VERSION;
  }

  /** This peer's signed answer to a Hello that passed {@link #check}. */
  public SignedEnvelope answer(Signer signer, Hello theirs) {
    return signer.sign(signer.envelope().setHelloAnswer(
        HelloAnswer.newBuilder().setNonce(theirs.getNonce()).setTableId(tableId)));
  }

  /** The other side's Hello, from an envelope whose signature verified; or what differs. */
  public Hello check(Envelope envelope) throws ProtocolException {
    if (!envelope.hasHello()) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED,
          "expected a hello first, got " + envelope.getBodyCase().name().toLowerCase());
    }
    Hello hello = envelope.getHello();
    if (hello.getProtocolVersion() != Wire.PROTOCOL_VERSION) {
      throw new ProtocolException(ErrorCode.PROTOCOL_VERSION_MISMATCH, "protocol version differs: here "
          + Wire.PROTOCOL_VERSION + ", peer " + hello.getProtocolVersion());
    }
    if (!hello.getGameId().equals(gameId)) {
      throw new ProtocolException(ErrorCode.GAME_MISMATCH,
          "game differs: here " + gameId + ", peer " + quoted(hello.getGameId()));
    }
    if (!hello.getRulesVersion().equals(rulesVersion)) {
      throw new ProtocolException(ErrorCode.RULES_VERSION_MISMATCH, "rules version of " + gameId
          + " differs: here " + quoted(rulesVersion) + ", peer " + quoted(hello.getRulesVersion()));
    }
    byte[] key = hello.getIdentityKey().toByteArray();
    if (!Identity.isPublicKey(key)) {
      throw new ProtocolException(ErrorCode.BAD_KEY, "identity key is not a valid Ed25519 key: "
          + (key.length != Wire.KEY_BYTES ? "an Ed25519 key is " + Wire.KEY_BYTES + " bytes, not " + key.length
              : "not a point of the curve"));
    }
    if (!hello.getIdentityKey().equals(envelope.getAuthorKey())) {
      throw new ProtocolException(ErrorCode.BAD_KEY, "identity key " + Identity.fingerprint(key)
          + " is not the key that signed the hello, "
          + Identity.fingerprint(envelope.getAuthorKey().toByteArray()));
    }
    if (hello.getRole() != Role.SEAT_PLAYER && hello.getRole() != Role.SPECTATOR) {
      throw new ProtocolException(ErrorCode.MALFORMED, "role must be seat player or spectator, not "
          + hello.getRole());
    }
    if (hello.getNonce().size() != Wire.NONCE_BYTES) {
      throw new ProtocolException(ErrorCode.MALFORMED,
          "nonce is " + hello.getNonce().size() + " bytes, not " + Wire.NONCE_BYTES);
    }
    if (hello.getLinkKey().size() != LinkKeys.KEY_BYTES) {
      throw new ProtocolException(ErrorCode.MALFORMED,
          "link key is " + hello.getLinkKey().size() + " bytes, not " + LinkKeys.KEY_BYTES);
    }
    if (!tableId.isEmpty() && !hello.getTableId().isEmpty() && !hello.getTableId().equals(tableId)) {
      throw new ProtocolException(ErrorCode.WRONG_TABLE, "table differs: here " + hex(tableId)
          + ", peer " + hex(hello.getTableId()));
    }
    return hello;
  }

  /**
   * Checks the other side's answer: it comes from the key of its Hello and echoes this peer's nonce.
   */
  public HelloAnswer checkAnswer(Envelope envelope, Hello theirs, ByteString myNonce) throws ProtocolException {
    if (!envelope.hasHelloAnswer()) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED,
          "expected a hello answer, got " + envelope.getBodyCase().name().toLowerCase());
    }
    if (!envelope.getAuthorKey().equals(theirs.getIdentityKey())) {
      throw new ProtocolException(ErrorCode.BAD_KEY, "hello answer signed by "
          + Identity.fingerprint(envelope.getAuthorKey().toByteArray()) + ", not by the key of the hello, "
          + Identity.fingerprint(theirs.getIdentityKey().toByteArray()));
    }
    if (!envelope.getHelloAnswer().getNonce().equals(myNonce)) {
      throw new ProtocolException(ErrorCode.BAD_SIGNATURE, "hello answer does not echo this link's nonce"
          + " (a replayed answer?)");
    }
    return envelope.getHelloAnswer();
  }

  private static String quoted(String s) {
    return "'" + s + "'";
  }

  private static String hex(ByteString bytes) {
    return java.util.HexFormat.of().formatHex(bytes.toByteArray());
  }
}
