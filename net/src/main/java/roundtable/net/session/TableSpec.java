package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.security.SecureRandom;
import java.util.Map;
import roundtable.core.bot.Bots;

/**
 * What the opener decides when it opens a table.
 *
 * @param tableId 16 random bytes, the table for its whole life
 * @param players the number of seats
 * @param options the rulebook's variants ({@code turn-order} → {@code tokens-secret})
 * @param takeoverBot the kind of bot the table seats by vote in an absent peer's place ({@link Bots#NAMES})
 */
public record TableSpec(ByteString tableId, int players, Map<String, String> options, String takeoverBot) {
  /** The kind of bot seated by vote when the opener chose none. */
  public static final String DEFAULT_TAKEOVER_BOT = "strong";
  /**
   * The kind a Start that names none stands for: the one every peer proposed before the table
   * chose (an opening or a Start kept by an earlier build).
   */
  public static final String UNNAMED_TAKEOVER_BOT = "random";

  private static final SecureRandom RANDOM = new SecureRandom();

  public TableSpec {
    options = Map.copyOf(options);
    if (tableId.size() != 16) {
      throw new IllegalArgumentException("a table id is 16 bytes, not " + tableId.size());
    }
    if (!Bots.NAMES.contains(takeoverBot)) {
      throw new IllegalArgumentException("the bot seated by vote is one of " + String.join(", ", Bots.NAMES)
          + ", not '" + takeoverBot + "'");
    }
  }

  /** A table with a fresh random id, seating {@link #DEFAULT_TAKEOVER_BOT} bots by vote. */
  public static TableSpec of(int players, Map<String, String> options) {
    return of(players, options, DEFAULT_TAKEOVER_BOT);
  }

  /** A table with a fresh random id, seating bots of this kind by vote. */
  public static TableSpec of(int players, Map<String, String> options, String takeoverBot) {
    byte[] id = new byte[16];
    RANDOM.nextBytes(id);
    return new TableSpec(ByteString.copyFrom(id), players, options, takeoverBot);
  }

  /** The kind a Start's {@code takeover_bot} names: {@link #UNNAMED_TAKEOVER_BOT} when empty. */
  public static String takeoverBot(String named) {
    return named.isEmpty() ? UNNAMED_TAKEOVER_BOT : named;
  }
}
