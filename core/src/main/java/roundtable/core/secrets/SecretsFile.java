package roundtable.core.secrets;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import roundtable.core.crypto.KeyShare;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.hidden.Chosen;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commitment;
import roundtable.core.random.Committer;
import roundtable.core.random.Reveal;

/**
 * The text a seat's secrets are saved as, so that a peer killed mid-game comes back with them:
 *
 * <pre>
 * roundtable-seat-secrets 1
 * seat 2
 * key &lt;the secret key share x, 32 bytes hex&gt;
 * master &lt;the master secret of the shuffle seeds, 32 bytes hex&gt;
 * commit &lt;purpose, UTF-8 in hex&gt; &lt;value hex&gt; &lt;salt hex&gt;    (one per purpose, any number)
 * chosen &lt;purpose, UTF-8 in hex&gt; &lt;text, UTF-8 in hex&gt; &lt;salt hex&gt;   (a secret the person made up)
 * </pre>
 *
 * That is all a seat needs to go on: its shares and faces come from the key, its shuffle seeds
 * from the master secret and the public shuffle count, its reveals from the commit lines. Proof
 * nonces are fresh randomness and are not kept. The text is as secret as the seat's hand.
 */
final class SecretsFile {
  static final String HEADER = "roundtable-seat-secrets";
  static final int VERSION = 1;

  private SecretsFile() {}

  static String write(int seat, Committer committer, PokerSeat poker, Collection<Chosen> chosen) {
    StringBuilder out = new StringBuilder();
    out.append(HEADER).append(' ').append(VERSION).append('\n');
    out.append("seat ").append(seat).append('\n');
    out.append("key ").append(Bytes.of(scalarBytes(poker.key().secret())).hex()).append('\n');
    out.append("master ").append(poker.master().hex()).append('\n');
    for (Map.Entry<String, Reveal> e : committer.secrets().entrySet()) {
      out.append("commit ").append(Bytes.of(e.getKey().getBytes(StandardCharsets.UTF_8)).hex()).append(' ')
          .append(e.getValue().value().hex()).append(' ').append(e.getValue().salt().hex()).append('\n');
    }
    for (Chosen c : chosen) {
      out.append("chosen ").append(Bytes.of(c.purpose().getBytes(StandardCharsets.UTF_8)).hex()).append(' ')
          .append(Bytes.of(c.text().getBytes(StandardCharsets.UTF_8)).hex()).append(' ').append(c.salt().hex())
          .append('\n');
    }
    return out.toString();
  }

  /**
   * Reads the text back into the secrets of {@code seat}; the exception says what is wrong, and
   * nothing is built unless all of it is right.
   */
  static SeatSecrets read(String text, int seat, RandomGenerator random) {
    List<String> lines = new ArrayList<>();
    for (String line : text.split("\n", -1)) {
      lines.add(line.strip());
    }
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    if (lines.isEmpty() || !lines.get(0).startsWith(HEADER + " ") && !lines.get(0).equals(HEADER)) {
      throw new IllegalArgumentException("not a seat secrets file: it does not begin with '" + HEADER + " " + VERSION + "'");
    }
    if (!lines.get(0).equals(HEADER + " " + VERSION)) {
      throw new IllegalArgumentException("seat secrets: version '" + lines.get(0).substring(HEADER.length()).strip()
          + "' is not known; this program reads version " + VERSION);
    }
    Integer filed = null;
    BigInteger key = null;
    Bytes master = null;
    Map<String, Reveal> secrets = new TreeMap<>();
    Map<String, Chosen> chosen = new TreeMap<>();
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).isEmpty()) {
        continue;
      }
      String where = "seat secrets, line " + (i + 1) + ": ";
      String[] words = lines.get(i).split(" +");
      try {
        switch (words[0]) {
          case "seat" -> {
            expect(filed == null, "a second seat line");
            expect(words.length == 2, "expected 'seat N'");
            filed = parseSeat(words[1]);
          }
          case "key" -> {
            expect(key == null, "a second key line");
            expect(words.length == 2, "expected 'key HEX'");
            key = new BigInteger(1, hex(words[1], 32, "a key").toArray());
            KeyShare.of(key); // in [1, n), or the message says so
          }
          case "master" -> {
            expect(master == null, "a second master line");
            expect(words.length == 2, "expected 'master HEX'");
            master = hex(words[1], PokerSeat.MASTER_BYTES, "a master secret");
          }
          case "commit" -> {
            expect(words.length == 4, "expected 'commit PURPOSE-HEX VALUE-HEX SALT-HEX'");
            String purpose = utf8(Bytes.fromHex(words[1]));
            expect(!secrets.containsKey(purpose), "a second secret for '" + purpose + "'");
            Bytes value = hex(words[2], Commitment.VALUE_BYTES, "a committed value");
            Bytes salt = Bytes.fromHex(words[3]);
            expect(salt.length() >= Commitment.MIN_SALT_BYTES,
                "a salt has at least " + Commitment.MIN_SALT_BYTES + " bytes, not " + salt.length());
            secrets.put(purpose, new Reveal(value, salt));
          }
          case "chosen" -> {
            expect(words.length == 4, "expected 'chosen PURPOSE-HEX TEXT-HEX SALT-HEX'");
            String purpose = utf8(Bytes.fromHex(words[1]));
            expect(!chosen.containsKey(purpose), "a second chosen secret for '" + purpose + "'");
            Bytes salt = Bytes.fromHex(words[3]);
            expect(salt.length() >= Commitment.MIN_SALT_BYTES,
                "a salt has at least " + Commitment.MIN_SALT_BYTES + " bytes, not " + salt.length());
            chosen.put(purpose, new Chosen(purpose, utf8(Bytes.fromHex(words[2]), "a chosen text"), salt));
          }
          default -> throw new IllegalArgumentException("unknown line '" + words[0] + "'");
        }
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + e.getMessage(), e);
      }
    }
    expect(filed != null, "seat secrets: the seat line is missing");
    expect(key != null, "seat secrets: the key line is missing");
    expect(master != null, "seat secrets: the master line is missing");
    if (filed != seat) {
      throw new IllegalArgumentException("seat secrets: these are seat " + filed + "'s secrets, not seat " + seat + "'s");
    }
    return new SeatSecrets(seat, new Committer(seat, random, secrets), new PokerSeat(seat, KeyShare.of(key), master, random),
        chosen.values());
  }

  private static void expect(boolean ok, String wrong) {
    if (!ok) {
      throw new IllegalArgumentException(wrong);
    }
  }

  private static int parseSeat(String word) {
    try {
      int seat = Integer.parseInt(word);
      expect(seat >= 0, "a seat is 0 or more, not " + seat);
      return seat;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("a seat is a number, not '" + word + "'");
    }
  }

  private static Bytes hex(String word, int length, String what) {
    Bytes b = Bytes.fromHex(word);
    expect(b.length() == length, what + " has " + length + " bytes, not " + b.length());
    return b;
  }

  private static String utf8(Bytes bytes) {
    return utf8(bytes, "a purpose");
  }

  private static String utf8(Bytes bytes, String what) {
    String text = new String(bytes.toArray(), StandardCharsets.UTF_8);
    expect(Bytes.of(text.getBytes(StandardCharsets.UTF_8)).equals(bytes), what + " is UTF-8 text in hex");
    return text;
  }

  /** A scalar below n as exactly 32 big-endian bytes. */
  private static byte[] scalarBytes(BigInteger k) {
    byte[] raw = k.toByteArray();
    byte[] out = new byte[32];
    int n = Math.min(raw.length, 32);
    System.arraycopy(raw, raw.length - n, out, 32 - n, n);
    return out;
  }
}
