package roundtable.core.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The worked example of docs/security.md, "Commit-reveal": two seats draw who plays first; the
 * document gives each commitment and the seat drawn, and this test makes them again from the
 * formats the document states, so the document cannot drift from the code.
 */
class SecurityDocExamplesTest {
  private static final Path DOC = Path.of("..", "docs", "security.md");
  static final Bytes VALUE_0 = Bytes.fromHex("11".repeat(32));
  static final Bytes SALT_0 = Bytes.fromHex("22".repeat(16));
  static final Bytes VALUE_1 = Bytes.fromHex("33".repeat(32));
  static final Bytes SALT_1 = Bytes.fromHex("44".repeat(16));

  private static String quoted(String doc, String label) {
    Matcher m = Pattern.compile(Pattern.quote(label) + ": `([0-9a-f]+)`").matcher(doc);
    assertTrue(m.find(), label + " is in " + DOC);
    return m.group(1);
  }

  @Test
  void theFirstPlayerDrawOfTheDocumentIsTheCodes() throws Exception {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    assertEquals(quoted(doc, "seat 0 commits"), Commitment.digest(0, "first player", VALUE_0, SALT_0).hex());
    assertEquals(quoted(doc, "seat 1 commits"), Commitment.digest(1, "first player", VALUE_1, SALT_1).hex());
    // the commitment's input as the document writes it, byte by byte
    byte[] input = HexFormat.of().parseHex(quoted(doc, "seat 0's commitment input"));
    assertEquals(Commitment.digest(0, "first player", VALUE_0, SALT_0).hex(),
        HexFormat.of().formatHex(roundtable.core.canon.Sha256.digest(input)));

    JointDraw draw = JointDraw.pick("first player", 2, List.of(0, 1), false);
    draw = draw.apply(0, new Commit(Commitment.digest(0, "first player", VALUE_0, SALT_0)));
    draw = draw.apply(1, new Commit(Commitment.digest(1, "first player", VALUE_1, SALT_1)));
    draw = draw.apply(0, new Reveal(VALUE_0, SALT_0));
    draw = draw.apply(1, new Reveal(VALUE_1, SALT_1));
    assertEquals(quoted(doc, "the draw's seed"), seedHex(draw));
    assertEquals(Integer.parseInt(quoted(doc, "the seat drawn")), draw.pickResult());
  }

  /** The seed as the document says: SHA-256 of the purpose, then each reveal's value, in seat order, length-prefixed. */
  static String seedHex(JointDraw draw) {
    roundtable.core.canon.CanonicalWriter w = new roundtable.core.canon.CanonicalWriter().writeString(draw.purpose());
    draw.reveals().values().forEach(r -> w.writeBytes(r.value().toArray()));
    return HexFormat.of().formatHex(roundtable.core.canon.Sha256.digest(w.toByteArray()));
  }
}
