package roundtable.core.table;

import roundtable.core.canon.Canonical;
import roundtable.core.canon.CanonicalWriter;

/**
 * An immutable game state. Its canonical encoding is the same bytes on every peer, every run and
 * every OS; its SHA-256 is the state hash that actions name and peers compare.
 */
public interface GameState extends Canonical {
  void encode(CanonicalWriter out);

  /** The seats at the table, numbered 0 to {@code players() - 1}. */
  int players();
}
