package roundtable.net.discovery;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class KeyValueAnnouncementCodecTest {
  private final AnnouncementCodec codec = new KeyValueAnnouncementCodec();

  private static final String VALID = "RTB1\n"
      + "table_id=3f5c0e9a61b24d7c8e0f1a2b3c4d5e6f\n"
      + "table_name=Friday conquest\n"
      + "game_id=conquest\n"
      + "seats_taken=2\n"
      + "seats_free=2\n"
      + "spectators_allowed=true\n"
      + "address=127.0.0.1\n"
      + "port=47000\n"
      + "protocol_version=1\n"
      + "opener_fingerprint=0123456789abcdef\n";

  @Test
  void encodesToTheDocumentedText() {
    assertEquals(VALID, new String(codec.encode(Samples.friday()), UTF_8));
  }

  @Test
  void roundTrips() {
    Announcement a = new Announcement(Announcement.newTableId(), "Tablée du vendredi = 🂡 ♠",
        "secret-turns_2", 0, 255, false, "", 65535, 7, "ABCDEF0123456789");
    Announcement back = codec.decode(codec.encode(a));
    assertEquals(a, back);
    assertEquals("abcdef0123456789", back.openerFingerprint());
    assertEquals(Samples.friday(), codec.decode(VALID.getBytes(UTF_8)));
  }

  @Test
  void theLargestAnnouncementFitsTheCap() {
    Announcement big = new Announcement(Announcement.newTableId(), "🂡".repeat(64),
        "g".repeat(32), 255, 255, true, "h".repeat(253), 65535, Integer.MAX_VALUE,
        "ab".repeat(64));
    byte[] bytes = codec.encode(big);
    assertTrue(bytes.length <= Discovery.MAX_DATAGRAM_BYTES, bytes.length + " bytes");
    assertEquals(big, codec.decode(bytes));
  }

  @Test
  void ignoresUnknownKeysInAnyOrderAndAcceptsAMissingLastNewline() {
    String shuffled = "RTB1\nport=47000\nfuture_key=anything = at all\n"
        + VALID.substring(5).replace("port=47000\n", "").stripTrailing();
    assertEquals(Samples.friday(), codec.decode(shuffled.getBytes(UTF_8)));
  }

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("empty", new byte[0], "empty datagram"),
        Arguments.of("no magic", "hello world".getBytes(UTF_8), "does not start with RTB1"),
        Arguments.of("other version", VALID.replace("RTB1", "RTB2").getBytes(UTF_8),
            "unsupported announcement version 'RTB2'"),
        Arguments.of("magic alone", "RTB1".getBytes(UTF_8), "nothing after the RTB1 line"),
        Arguments.of("magic with CR", VALID.replace("RTB1\n", "RTB1\r\n").getBytes(UTF_8),
            "unsupported announcement version"),
        Arguments.of("too long", (VALID + "x=" + "y".repeat(1200) + "\n").getBytes(UTF_8),
            "exceeds the 1200-byte cap"),
        Arguments.of("bad UTF-8", concat(VALID.getBytes(UTF_8), new byte[] {(byte) 0xc3, 0x28}),
            "not valid UTF-8"),
        Arguments.of("empty line", VALID.replace("game_id", "\ngame_id").getBytes(UTF_8),
            "line 4: empty line"),
        Arguments.of("no equals", (VALID + "garbage\n").getBytes(UTF_8),
            "line 12: expected key=value, got 'garbage'"),
        Arguments.of("bad key", (VALID + "Bad Key=1\n").getBytes(UTF_8), "bad key 'Bad Key'"),
        Arguments.of("repeated key", (VALID + "port=1\n").getBytes(UTF_8), "key 'port' repeated"),
        Arguments.of("missing key", VALID.replace("seats_free=2\n", "").getBytes(UTF_8),
            "missing key 'seats_free'"),
        Arguments.of("port not a number", VALID.replace("port=47000", "port=47k").getBytes(UTF_8),
            "port: expected 1 to 10 decimal digits, got '47k'"),
        Arguments.of("negative seats", VALID.replace("seats_taken=2", "seats_taken=-1")
            .getBytes(UTF_8), "seats_taken: expected 1 to 10 decimal digits, got '-1'"),
        Arguments.of("huge number", VALID.replace("protocol_version=1",
            "protocol_version=9999999999").getBytes(UTF_8), "protocol_version: 9999999999 is too"),
        Arguments.of("port zero", VALID.replace("port=47000", "port=0").getBytes(UTF_8),
            "port: 0 is out of range 1..65535"),
        Arguments.of("port too big", VALID.replace("port=47000", "port=65536").getBytes(UTF_8),
            "port: 65536 is out of range 1..65535"),
        Arguments.of("too many seats", VALID.replace("seats_free=2", "seats_free=256")
            .getBytes(UTF_8), "seats_free: 256 is out of range 0..255"),
        Arguments.of("protocol zero", VALID.replace("protocol_version=1", "protocol_version=0")
            .getBytes(UTF_8), "protocol_version: 0 is out of range"),
        Arguments.of("bad boolean", VALID.replace("=true", "=yes").getBytes(UTF_8),
            "spectators_allowed: expected true or false, got 'yes'"),
        Arguments.of("short table id", VALID.replace("3f5c0e9a61b24d7c8e0f1a2b3c4d5e6f", "3f5c")
            .getBytes(UTF_8), "table_id: expected 32 hex digits, got 4"),
        Arguments.of("table id not hex", VALID.replace("3f5c0e9a61b24d7c8e0f1a2b3c4d5e6f",
            "zz5c0e9a61b24d7c8e0f1a2b3c4d5e6f").getBytes(UTF_8), "table_id: not hexadecimal"),
        Arguments.of("blank name", VALID.replace("Friday conquest", "   ").getBytes(UTF_8),
            "table_name: empty or blank"),
        Arguments.of("name with CR", VALID.replace("Friday conquest", "Friday\rconquest")
            .getBytes(UTF_8), "table_name: contains a control character: 'Friday\\u000dconquest'"),
        Arguments.of("name too long", VALID.replace("Friday conquest", "n".repeat(65))
            .getBytes(UTF_8), "table_name: 65 characters, at most 64"),
        Arguments.of("bad game id", VALID.replace("game_id=conquest", "game_id=Con Quest")
            .getBytes(UTF_8), "game_id: expected 1 to 32 of [a-z0-9_-]"),
        Arguments.of("host with space", VALID.replace("address=127.0.0.1", "address=a b")
            .getBytes(UTF_8), "host: contains a space or a control character"),
        Arguments.of("odd fingerprint", VALID.replace("0123456789abcdef", "0123456789abcde")
            .getBytes(UTF_8), "opener_fingerprint: expected an even number of hex digits"),
        Arguments.of("fingerprint not hex", VALID.replace("0123456789abcdef", "fingerprint")
            .getBytes(UTF_8), "opener_fingerprint: not hexadecimal"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void refusesMalformedDatagramsWithAClearMessage(String what, byte[] datagram, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> codec.decode(datagram));
    assertTrue(e.getMessage().contains(message),
        what + ": expected a message containing \"" + message + "\", got \"" + e.getMessage()
            + "\"");
  }

  @Test
  void refusesNull() {
    assertThrows(IllegalArgumentException.class, () -> codec.decode(null));
    assertThrows(IllegalArgumentException.class, () -> codec.encode(null));
  }

  @Test
  void garbageNeverThrowsAnythingButIllegalArgument() {
    Random random = new Random(20261122);
    byte[] valid = VALID.getBytes(UTF_8);
    for (int i = 0; i < 20_000; i++) {
      byte[] input;
      if (i % 2 == 0) {
        input = new byte[random.nextInt(1300)];
        random.nextBytes(input);
        if (i % 4 == 0 && input.length >= 5) {
          System.arraycopy("RTB1\n".getBytes(UTF_8), 0, input, 0, 5);
        }
      } else {
        input = valid.clone();
        for (int flips = 1 + random.nextInt(4); flips > 0; flips--) {
          int at = random.nextInt(input.length);
          input[at] = (byte) (i % 3 == 0 ? random.nextInt(256) : "=\n0aZ:-\r".charAt(
              random.nextInt(8)));
        }
      }
      try {
        Announcement a = codec.decode(input);
        assertArrayEquals(codec.encode(a), codec.encode(codec.decode(codec.encode(a))));
      } catch (IllegalArgumentException expected) {
        assertTrue(expected.getMessage() != null && !expected.getMessage().isBlank());
      } catch (RuntimeException e) {
        fail("decode threw " + e + " on input " + i, e);
      }
    }
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
