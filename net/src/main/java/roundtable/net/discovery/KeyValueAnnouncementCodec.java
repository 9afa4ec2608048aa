package roundtable.net.discovery;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Version 1 of the announcement datagram: UTF-8 text, one {@code key=value} per line.
 *
 * <pre>
 * RTB1
 * table_id=3f5c0e9a61b24d7c8e0f1a2b3c4d5e6f
 * table_name=Friday conquest
 * game_id=conquest
 * seats_taken=2
 * seats_free=2
 * spectators_allowed=true
 * address=192.168.1.20
 * port=47000
 * protocol_version=1
 * opener_fingerprint=0123456789abcdef
 * </pre>
 *
 * <ul>
 *   <li>The datagram is at most {@value Discovery#MAX_DATAGRAM_BYTES} bytes of valid UTF-8.
 *   <li>The first line is the magic and version, {@code RTB1}, exactly. Another {@code RTB}
 *       version is refused as unsupported; a later version changes the magic.
 *   <li>Lines end with {@code \n} (the last one may omit it); no empty lines, no {@code \r}.
 *   <li>Each other line is {@code key=value}, split at the first {@code =}; a key is lowercase
 *       letters, digits and {@code _}; each key at most once, in any order.
 *   <li>The ten keys above are required; unknown keys are ignored, so version 1 can grow.
 *   <li>Numbers are decimal digits only; booleans are {@code true} or {@code false}; the other
 *       values are as {@link Announcement} checks them (an empty {@code address} means the
 *       sender's own address).
 * </ul>
 *
 * <p>Anything else is refused with an {@link IllegalArgumentException} that names the problem.
 */
public final class KeyValueAnnouncementCodec implements AnnouncementCodec {
  /** The first line of every version-1 datagram. */
  public static final String MAGIC = "RTB1";

  static final String TABLE_ID = "table_id";
  static final String TABLE_NAME = "table_name";
  static final String GAME_ID = "game_id";
  static final String SEATS_TAKEN = "seats_taken";
  static final String SEATS_FREE = "seats_free";
  static final String SPECTATORS_ALLOWED = "spectators_allowed";
  static final String ADDRESS = "address";
  static final String PORT = "port";
  static final String PROTOCOL_VERSION = "protocol_version";
  static final String OPENER_FINGERPRINT = "opener_fingerprint";

  /** The required keys, in the order the encoder writes them. */
  static final List<String> KEYS = List.of(TABLE_ID, TABLE_NAME, GAME_ID, SEATS_TAKEN, SEATS_FREE,
      SPECTATORS_ALLOWED, ADDRESS, PORT, PROTOCOL_VERSION, OPENER_FINGERPRINT);

  private static final Pattern KEY = Pattern.compile("[a-z0-9_]{1,64}");
  private static final Pattern DIGITS = Pattern.compile("[0-9]{1,10}");
  private static final byte[] MAGIC_PREFIX = "RTB".getBytes(StandardCharsets.US_ASCII);

  @Override
  public byte[] encode(Announcement a) {
    if (a == null) {
      throw new IllegalArgumentException("no announcement to encode");
    }
    StringBuilder b = new StringBuilder(256).append(MAGIC).append('\n');
    line(b, TABLE_ID, a.tableId());
    line(b, TABLE_NAME, a.tableName());
    line(b, GAME_ID, a.gameId());
    line(b, SEATS_TAKEN, Integer.toString(a.seatsTaken()));
    line(b, SEATS_FREE, Integer.toString(a.seatsFree()));
    line(b, SPECTATORS_ALLOWED, Boolean.toString(a.spectatorsAllowed()));
    line(b, ADDRESS, a.host());
    line(b, PORT, Integer.toString(a.port()));
    line(b, PROTOCOL_VERSION, Integer.toString(a.protocolVersion()));
    line(b, OPENER_FINGERPRINT, a.openerFingerprint());
    byte[] bytes = b.toString().getBytes(StandardCharsets.UTF_8);
    if (bytes.length > Discovery.MAX_DATAGRAM_BYTES) {
      throw new IllegalArgumentException("announcement of " + bytes.length
          + " bytes exceeds the " + Discovery.MAX_DATAGRAM_BYTES + "-byte cap");
    }
    return bytes;
  }

  private static void line(StringBuilder b, String key, String value) {
    b.append(key).append('=').append(value).append('\n');
  }

  @Override
  public Announcement decode(byte[] datagram) {
    if (datagram == null || datagram.length == 0) {
      throw new IllegalArgumentException("empty datagram");
    }
    if (datagram.length > Discovery.MAX_DATAGRAM_BYTES) {
      throw new IllegalArgumentException("datagram of " + datagram.length
          + " bytes exceeds the " + Discovery.MAX_DATAGRAM_BYTES + "-byte cap");
    }
    checkMagic(datagram);
    String text = utf8(datagram);
    String[] lines = text.split("\n", -1);
    // lines[0] is the magic, checked above; a final "" is the last line's newline.
    int end = lines[lines.length - 1].isEmpty() ? lines.length - 1 : lines.length;
    Map<String, String> fields = new HashMap<>();
    for (int i = 1; i < end; i++) {
      String line = lines[i];
      int n = i + 1;
      if (line.isEmpty()) {
        throw new IllegalArgumentException("line " + n + ": empty line");
      }
      int eq = line.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException(
            "line " + n + ": expected key=value, got '" + Announcement.printable(line) + "'");
      }
      String key = line.substring(0, eq);
      if (!KEY.matcher(key).matches()) {
        throw new IllegalArgumentException("line " + n + ": bad key '"
            + Announcement.printable(key) + "' (expected 1 to 64 of [a-z0-9_])");
      }
      if (fields.putIfAbsent(key, line.substring(eq + 1)) != null) {
        throw new IllegalArgumentException("line " + n + ": key '" + key + "' repeated");
      }
    }
    for (String key : KEYS) {
      if (!fields.containsKey(key)) {
        throw new IllegalArgumentException("missing key '" + key + "'");
      }
    }
    return new Announcement(
        fields.get(TABLE_ID),
        fields.get(TABLE_NAME),
        fields.get(GAME_ID),
        number(fields, SEATS_TAKEN),
        number(fields, SEATS_FREE),
        bool(fields, SPECTATORS_ALLOWED),
        fields.get(ADDRESS),
        number(fields, PORT),
        number(fields, PROTOCOL_VERSION),
        fields.get(OPENER_FINGERPRINT));
  }

  private static void checkMagic(byte[] datagram) {
    int lineEnd = 0;
    while (lineEnd < datagram.length && lineEnd < 16 && datagram[lineEnd] != '\n') {
      lineEnd++;
    }
    boolean rtb = datagram.length >= MAGIC_PREFIX.length
        && datagram[0] == MAGIC_PREFIX[0]
        && datagram[1] == MAGIC_PREFIX[1]
        && datagram[2] == MAGIC_PREFIX[2];
    if (!rtb) {
      throw new IllegalArgumentException(
          "not a Round Table announcement (it does not start with " + MAGIC + ")");
    }
    String first = new String(datagram, 0, lineEnd, StandardCharsets.US_ASCII);
    if (first.equals(MAGIC) && lineEnd == datagram.length) {
      throw new IllegalArgumentException("nothing after the " + MAGIC + " line");
    }
    if (lineEnd >= datagram.length || datagram[lineEnd] != '\n' || !first.equals(MAGIC)) {
      throw new IllegalArgumentException("unsupported announcement version '"
          + Announcement.printable(first) + "' (this build reads " + MAGIC + ")");
    }
  }

  private static String utf8(byte[] datagram) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(datagram))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("not valid UTF-8: " + e.getMessage(), e);
    }
  }

  private static int number(Map<String, String> fields, String key) {
    String value = fields.get(key);
    if (!DIGITS.matcher(value).matches()) {
      throw new IllegalArgumentException(
          key + ": expected 1 to 10 decimal digits, got '" + Announcement.printable(value) + "'");
    }
    long n = Long.parseLong(value);
    if (n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(key + ": " + value + " is too large");
    }
    return (int) n;
  }

  private static boolean bool(Map<String, String> fields, String key) {
    String value = fields.get(key);
    switch (value) {
      case "true":
        return true;
      case "false":
        return false;
      default:
        throw new IllegalArgumentException(
            key + ": expected true or false, got '" + Announcement.printable(value) + "'");
    }
  }
}
