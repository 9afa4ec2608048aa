package roundtable.net;

/** The numbers of the wire protocol; docs/protocol.md gives the same values. */
public final class Wire {
  /** The protocol version this build speaks, in {@code Envelope.version} and {@code Hello}. */
  public static final int PROTOCOL_VERSION = 1;
  /** Bytes of the length prefix of a frame (big-endian, unsigned). */
  public static final int LENGTH_BYTES = 4;
  /** The largest frame body (the SignedEnvelope, without the prefix): 1 MiB. */
  public static final int MAX_FRAME_BYTES = 1 << 20;
  /** A raw Ed25519 public key. */
  public static final int KEY_BYTES = 32;
  /** An Ed25519 signature. */
  public static final int SIGNATURE_BYTES = 64;
  /** The nonce of a Hello. */
  public static final int NONCE_BYTES = 32;
  /** A state hash (SHA-256). */
  public static final int HASH_BYTES = 32;
  /**
   * A seat's name, in characters: room for a person's name, and for a table's name (64) with its
   * bot's kind after it, as an opener names its own bots' seats. Longer is refused (issue 26).
   */
  public static final int MAX_SEAT_NAME_CHARS = 100;
  /** A bot's kind, in characters. */
  public static final int MAX_BOT_KIND_CHARS = 32;
  /**
   * Spectators one peer takes on its links at once: each costs it a link, a copy of every message
   * and up to 4 MiB of queue. One more is refused TABLE_FULL, its link closed, and never sent
   * anything of the table (issue 26). {@code -Droundtable.maxSpectators=N} changes it (a bench's
   * crowd, a hall with a big screen per table).
   */
  public static final int MAX_SPECTATORS = 64;

  /** {@link #MAX_SPECTATORS}, or what {@code -Droundtable.maxSpectators} says. */
  public static int maxSpectators() {
    return Math.max(0, Integer.getInteger("roundtable.maxSpectators", MAX_SPECTATORS));
  }

  private Wire() {}
}
