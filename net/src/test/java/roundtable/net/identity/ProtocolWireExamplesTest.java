package roundtable.net.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import roundtable.net.link.Handshake;
import roundtable.proto.Envelope;
import roundtable.proto.GameAction;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;

/**
 * The worked examples of docs/protocol.md ("Worked examples"): a Hello and a signed action, made
 * from fixed keys, as hex with their SHA-256. The same mechanism as core's ProtocolHashExamplesTest
 * (the document is read, each block checked against what the code makes) and the same switch to
 * print them: {@code -Droundtable.printHashExamples=true}.
 */
class ProtocolWireExamplesTest {
  private static final Path DOC = Path.of("..", "docs", "protocol.md");
  private static final HexFormat HEX = HexFormat.of();
  /** An example: "Example, LABEL:", a hex block, then its SHA-256. */
  private static final Pattern EXAMPLE = Pattern.compile(
      "Example, ([^`\\n:]+):\\s*```text\\n([0-9a-f\\n]+)```\\s*SHA-256: `([0-9a-f]{64})`");

  /** RFC 8032's first test key (section 7.1, TEST 1): anyone can check the public key and signatures. */
  static final byte[] IDENTITY = HEX.parseHex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
  /** RFC 7748's Alice (section 6.1): the X25519 public key of her private key. */
  static final ByteString LINK_KEY =
      ByteString.fromHex("8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
  static final ByteString NONCE = ByteString.copyFrom(HEX.parseHex("11".repeat(32)));
  static final ByteString TABLE = ByteString.copyFrom(HEX.parseHex("77".repeat(16)));
  /** docs/protocol.md: conquest with 2 players, open cards, at its start. */
  static final String START_HASH = "59f29a13c32b24f7293aa296bb5826d11a932458bebffad0df6ac9143dfa9c49";
  /** docs/security.md: seat 0's commitment for the first player. */
  static final String COMMIT = "fccc0483cfc5fef9959deec3819167b54c7bb7b96c5a11c7300dff5493fd1b1b";

  record Example(String hex, String sha256) {}

  static Map<String, Example> examples(String doc) {
    Map<String, Example> found = new LinkedHashMap<>();
    Matcher m = EXAMPLE.matcher(doc);
    while (m.find()) {
      found.put(m.group(1), new Example(m.group(2).replace("\n", ""), m.group(3)));
    }
    return found;
  }

  /** Each example the document has, by its label, made by the code. */
  static Map<String, byte[]> made() {
    Signer signer = new Signer(Identity.of(IDENTITY));
    SignedEnvelope hello = new Handshake("conquest", "3", ByteString.EMPTY)
        .hello(signer, Role.SPECTATOR, "watcher", NONCE, LINK_KEY);
    SignedEnvelope action = signer.sign(signer.envelope().setAction(GameAction.newBuilder().setTableId(TABLE)
        .setSeat(0).setAction("commit " + COMMIT).setStateHash(ByteString.fromHex(START_HASH)).setSequence(1)));
    Map<String, byte[]> made = new LinkedHashMap<>();
    made.put("a Hello's envelope (the bytes signed)", hello.getEnvelope().toByteArray());
    made.put("the Hello's frame, as sent", frame(hello));
    made.put("a signed action's envelope (the bytes signed)", action.getEnvelope().toByteArray());
    made.put("the signed action's SignedEnvelope (a frame's body before sealing)", action.toByteArray());
    return made;
  }

  static byte[] frame(SignedEnvelope signed) {
    byte[] body = signed.toByteArray();
    return ByteBuffer.allocate(4 + body.length).putInt(body.length).put(body).array();
  }

  static String sha256(byte[] bytes) throws Exception {
    return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }

  @Test
  void theWireExamplesOfTheDocumentAreTheCodes() throws Exception {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    Map<String, Example> examples = examples(doc);
    for (Map.Entry<String, byte[]> e : made().entrySet()) {
      Example example = examples.get(e.getKey());
      assertTrue(example != null, "'Example, " + e.getKey() + ":' is in " + DOC);
      assertEquals(example.hex(), HEX.formatHex(e.getValue()), e.getKey() + ": the bytes of the document");
      assertEquals(example.sha256(), sha256(e.getValue()), e.getKey() + ": their SHA-256 in the document");
    }
    // The public key and the signatures the document quotes.
    Signer signer = new Signer(Identity.of(IDENTITY));
    assertTrue(doc.contains("public key `" + HEX.formatHex(signer.identity().publicKey()) + "`"), "the public key");
    SignedEnvelope action = SignedEnvelope.parseFrom(made().get(
        "the signed action's SignedEnvelope (a frame's body before sealing)"));
    assertTrue(doc.contains("signature `" + HEX.formatHex(action.getSignature().toByteArray()) + "`"),
        "the action's signature");
    // Sanity: each envelope parses back to what it was made from.
    assertEquals("watcher", Envelope.parseFrom(made().get("a Hello's envelope (the bytes signed)")).getHello().getName());
  }

  /** Prints the examples for the document: {@code -Droundtable.printHashExamples=true}. */
  @Test
  void printsTheExamplesWhenAsked() throws Exception {
    if (!Boolean.getBoolean("roundtable.printHashExamples")) {
      return;
    }
    for (Map.Entry<String, byte[]> e : made().entrySet()) {
      String hex = HEX.formatHex(e.getValue());
      StringBuilder lines = new StringBuilder();
      for (int i = 0; i < hex.length(); i += 96) {
        lines.append(hex, i, Math.min(hex.length(), i + 96)).append('\n');
      }
      System.out.println("Example, " + e.getKey() + ":\n\n```text\n" + lines + "```\n\nSHA-256: `"
          + sha256(e.getValue()) + "` (" + e.getValue().length + " bytes)\n");
    }
    Signer signer = new Signer(Identity.of(IDENTITY));
    System.out.println("public key `" + HEX.formatHex(signer.identity().publicKey()) + "`");
    SignedEnvelope action = SignedEnvelope.parseFrom(made().get(
        "the signed action's SignedEnvelope (a frame's body before sealing)"));
    System.out.println("signature `" + HEX.formatHex(action.getSignature().toByteArray()) + "`");
  }
}
