package roundtable.desktop.client.table;

import java.util.Map;
import java.util.Optional;

/**
 * What a table is and who this peer is there, as known when it was opened or reached.
 *
 * @param tableName its name on the LAN ("" when joined by address)
 * @param gameId its game
 * @param options its options, when known (the opener's own)
 * @param address where others join it, when this peer opened it
 * @param unannounced why the table this peer opened is not announced on the LAN, if it is not
 * @param opener whether this peer opened it
 * @param spectator whether this peer only watches
 * @param me this peer's key fingerprint
 */
public record TablePlace(String tableName, String gameId, Optional<Map<String, String>> options,
    Optional<String> address, Optional<String> unannounced, boolean opener, boolean spectator, String me) {
  public TablePlace {
    options = options.map(Map::copyOf);
  }
}
