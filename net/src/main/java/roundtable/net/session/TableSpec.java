package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.security.SecureRandom;
import java.util.Map;

/**
 * What the opener decides when it opens a table.
 *
 * @param tableId 16 random bytes, the table for its whole life
 * @param players the number of seats
 * @param options the rulebook's variants ({@code turn-order} → {@code tokens-secret})
 */
public record TableSpec(ByteString tableId, int players, Map<String, String> options) {
  private static final SecureRandom RANDOM = new SecureRandom();

  public TableSpec {
    options = Map.copyOf(options);
    if (tableId.size() != 16) {
      throw new IllegalArgumentException("a table id is 16 bytes, not " + tableId.size());
    }
  }

  /** A table with a fresh random id. */
  public static TableSpec of(int players, Map<String, String> options) {
    byte[] id = new byte[16];
    RANDOM.nextBytes(id);
    return new TableSpec(ByteString.copyFrom(id), players, options);
  }
}
