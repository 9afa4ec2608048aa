package roundtable.core.table;

import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;

/**
 * What one seat privately knows: the faces of the hidden cards and tokens opened to it. It lives
 * apart from the shared state, so that the state can be given to anyone.
 */
public interface Knowledge {
  OptionalInt faceOf(CardRef card);

  /** Knows no hidden face at all (a spectator). */
  Knowledge NOTHING = card -> OptionalInt.empty();
}
