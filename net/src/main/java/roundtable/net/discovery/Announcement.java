package roundtable.net.discovery;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What a table says about itself on the LAN, about once a second (DESIGN.md, "Discovery and the
 * lobby"). The fields are those of the protobuf {@code Beacon} message, in its order; {@link
 * BeaconCodec} puts one in a signed envelope (docs/protocol.md, "Beacon").
 *
 * <p>Every field is checked here, so an {@code Announcement} that exists is well formed; the
 * constructor throws {@link IllegalArgumentException} with the field's name otherwise.
 *
 * @param tableId 16 random bytes as 32 lowercase hex digits, chosen once when the table opens and
 *     kept for its whole life ({@link #newTableId()}); the listener keys its list on it
 * @param tableName the name people see, 1 to {@value #MAX_NAME_CHARS} characters, no control
 *     characters, not blank
 * @param gameId the game ({@code conquest}): lowercase letters, digits, '-' and '_', at most
 *     {@value #MAX_GAME_ID_CHARS} characters, starting with a letter or digit
 * @param rulesVersion the version of that game's rules the opener runs ({@code 1}): 1 to {@value
 *     #MAX_RULES_VERSION_CHARS} characters without spaces or control characters
 * @param seatsTaken seats already taken, 0 to {@value #MAX_SEATS}
 * @param seatsFree seats still free, 0 to {@value #MAX_SEATS}
 * @param spectatorsAllowed whether spectators may join
 * @param host where to connect: an IP literal (or host name) of the opener, at most
 *     {@value #MAX_HOST_CHARS} characters without spaces or control characters; empty means
 *     "the address of the interface that sent it" ({@link Announcer} fills it in per interface)
 * @param port TCP port of the opener's peer link listener, 1 to 65535
 * @param protocolVersion the protocol version the opener speaks, at least 1 ({@link BeaconCodec}
 *     sends and accepts only {@link roundtable.net.Wire#PROTOCOL_VERSION})
 * @param openerFingerprint fingerprint of the opener's identity key ({@link
 *     roundtable.net.identity.Identity#fingerprint()}): {@value #FINGERPRINT_CHARS} hex digits
 * @param started whether the game is under way (only spectators, or seated peers coming back, may
 *     still join)
 * @param spectators spectators watching now, 0 to {@value #MAX_SPECTATORS}
 */
public record Announcement(
    String tableId,
    String tableName,
    String gameId,
    String rulesVersion,
    int seatsTaken,
    int seatsFree,
    boolean spectatorsAllowed,
    String host,
    int port,
    int protocolVersion,
    String openerFingerprint,
    boolean started,
    int spectators) {

  /** Bytes of a table id. */
  public static final int TABLE_ID_BYTES = 16;
  /** Most characters (code points) of a table name. */
  public static final int MAX_NAME_CHARS = 64;
  /** Most characters of a game id. */
  public static final int MAX_GAME_ID_CHARS = 32;
  /** Most characters (code points) of a rules version. */
  public static final int MAX_RULES_VERSION_CHARS = 32;
  /** Most seats taken, and most seats free. */
  public static final int MAX_SEATS = 255;
  /** Most spectators counted. */
  public static final int MAX_SPECTATORS = 65535;
  /** Most characters of a host. */
  public static final int MAX_HOST_CHARS = 253;
  /** Hex digits of a fingerprint: the first 8 bytes of SHA-256 of the key. */
  public static final int FINGERPRINT_CHARS = 16;

  private static final Pattern HEX = Pattern.compile("[0-9a-f]*");
  private static final Pattern GAME_ID = Pattern.compile("[a-z0-9][a-z0-9_-]*");
  private static final SecureRandom RANDOM = new SecureRandom();

  /** Checks every field; hex fields are taken in either case and kept in lowercase. */
  public Announcement {
    tableId = lowerHex("table_id", tableId);
    if (tableId.length() != 2 * TABLE_ID_BYTES) {
      throw new IllegalArgumentException(
          "table_id: expected " + 2 * TABLE_ID_BYTES + " hex digits, got " + tableId.length());
    }
    checkName(tableName);
    Objects.requireNonNull(gameId, "game_id");
    if (gameId.length() > MAX_GAME_ID_CHARS || !GAME_ID.matcher(gameId).matches()) {
      throw new IllegalArgumentException(
          "game_id: expected 1 to " + MAX_GAME_ID_CHARS
              + " of [a-z0-9_-] starting with a letter or digit, got '" + printable(gameId) + "'");
    }
    checkRulesVersion(rulesVersion);
    checkRange("seats_taken", seatsTaken, 0, MAX_SEATS);
    checkRange("seats_free", seatsFree, 0, MAX_SEATS);
    checkRange("spectators", spectators, 0, MAX_SPECTATORS);
    checkHost(host);
    checkRange("port", port, 1, 65535);
    checkRange("protocol_version", protocolVersion, 1, Integer.MAX_VALUE);
    openerFingerprint = lowerHex("opener_fingerprint", openerFingerprint);
    if (openerFingerprint.length() != FINGERPRINT_CHARS) {
      throw new IllegalArgumentException("opener_fingerprint: expected " + FINGERPRINT_CHARS
          + " hex digits, got " + openerFingerprint.length());
    }
  }

  /** An announcement that counts no spectators (an opener that does not count them). */
  public Announcement(String tableId, String tableName, String gameId, String rulesVersion, int seatsTaken,
      int seatsFree, boolean spectatorsAllowed, String host, int port, int protocolVersion,
      String openerFingerprint, boolean started) {
    this(tableId, tableName, gameId, rulesVersion, seatsTaken, seatsFree, spectatorsAllowed, host, port,
        protocolVersion, openerFingerprint, started, 0);
  }

  /** A fresh random table id: {@value #TABLE_ID_BYTES} bytes from a SecureRandom, in hex. */
  public static String newTableId() {
    byte[] id = new byte[TABLE_ID_BYTES];
    RANDOM.nextBytes(id);
    return HexFormat.of().formatHex(id);
  }

  /** The same announcement with another host (the {@link Announcer} uses it per interface). */
  public Announcement withHost(String newHost) {
    return new Announcement(tableId, tableName, gameId, rulesVersion, seatsTaken, seatsFree,
        spectatorsAllowed, newHost, port, protocolVersion, openerFingerprint, started, spectators);
  }

  /** The same announcement at another port (the one the table's listener was given). */
  public Announcement withPort(int newPort) {
    return new Announcement(tableId, tableName, gameId, rulesVersion, seatsTaken, seatsFree,
        spectatorsAllowed, host, newPort, protocolVersion, openerFingerprint, started, spectators);
  }

  /** The same announcement with other seat counts (a seat was taken or freed). */
  public Announcement withSeats(int taken, int free) {
    return new Announcement(tableId, tableName, gameId, rulesVersion, taken, free,
        spectatorsAllowed, host, port, protocolVersion, openerFingerprint, started, spectators);
  }

  /** The same announcement, with the game under way (or not). */
  public Announcement withStarted(boolean isStarted) {
    return new Announcement(tableId, tableName, gameId, rulesVersion, seatsTaken, seatsFree,
        spectatorsAllowed, host, port, protocolVersion, openerFingerprint, isStarted, spectators);
  }

  /** The same announcement with another count of spectators watching. */
  public Announcement withSpectators(int watching) {
    return new Announcement(tableId, tableName, gameId, rulesVersion, seatsTaken, seatsFree,
        spectatorsAllowed, host, port, protocolVersion, openerFingerprint, started, watching);
  }

  private static String lowerHex(String field, String value) {
    if (value == null) {
      throw new IllegalArgumentException(field + ": missing");
    }
    String lower = value.toLowerCase(Locale.ROOT);
    if (!HEX.matcher(lower).matches()) {
      throw new IllegalArgumentException(
          field + ": not hexadecimal: '" + printable(value) + "'");
    }
    return lower;
  }

  private static void checkName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("table_name: missing");
    }
    if (name.isBlank()) {
      throw new IllegalArgumentException("table_name: empty or blank");
    }
    int chars = name.codePointCount(0, name.length());
    if (chars > MAX_NAME_CHARS) {
      throw new IllegalArgumentException(
          "table_name: " + chars + " characters, at most " + MAX_NAME_CHARS);
    }
    if (name.codePoints().anyMatch(Announcement::isControlOrUnpaired)) {
      throw new IllegalArgumentException(
          "table_name: contains a control character: '" + printable(name) + "'");
    }
  }

  private static void checkRulesVersion(String version) {
    if (version == null) {
      throw new IllegalArgumentException("rules_version: missing");
    }
    if (version.isEmpty()) {
      throw new IllegalArgumentException("rules_version: empty");
    }
    int chars = version.codePointCount(0, version.length());
    if (chars > MAX_RULES_VERSION_CHARS) {
      throw new IllegalArgumentException(
          "rules_version: " + chars + " characters, at most " + MAX_RULES_VERSION_CHARS);
    }
    if (version.codePoints().anyMatch(c -> isControlOrUnpaired(c) || Character.isWhitespace(c))) {
      throw new IllegalArgumentException("rules_version: contains a space or a control character: '"
          + printable(version) + "'");
    }
  }

  private static void checkHost(String host) {
    if (host == null) {
      throw new IllegalArgumentException("host: missing (use \"\" for the sender's address)");
    }
    if (host.length() > MAX_HOST_CHARS) {
      throw new IllegalArgumentException(
          "host: " + host.length() + " characters, at most " + MAX_HOST_CHARS);
    }
    if (host.codePoints().anyMatch(c -> isControlOrUnpaired(c) || Character.isWhitespace(c))) {
      throw new IllegalArgumentException(
          "host: contains a space or a control character: '" + printable(host) + "'");
    }
  }

  private static boolean isControlOrUnpaired(int c) {
    return Character.isISOControl(c)
        || Character.getType(c) == Character.SURROGATE
        || c == 0x2028
        || c == 0x2029;
  }

  private static void checkRange(String field, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          field + ": " + value + " is out of range " + min + ".." + max);
    }
  }

  /** A value fit for an error message: control characters escaped, cut after 40 characters. */
  static String printable(String s) {
    StringBuilder b = new StringBuilder();
    s.codePoints().limit(40).forEach(c -> {
      if (Character.isISOControl(c) || Character.getType(c) == Character.SURROGATE) {
        b.append(String.format("\\u%04x", c));
      } else {
        b.appendCodePoint(c);
      }
    });
    if (s.codePointCount(0, s.length()) > 40) {
      b.append('…');
    }
    return b.toString();
  }
}
