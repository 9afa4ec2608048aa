package roundtable.core.table;

import java.util.Optional;

/**
 * What one seat privately holds: its secrets (its hidden-card keys), kept apart from the shared
 * state so that the state can be given to anyone. The game's hidden cards read through it the
 * faces opened to the seat.
 */
public interface Knowledge {
  /** One kind of this seat's secrets (its hidden-card keys), if it holds that kind. */
  default <T> Optional<T> part(Class<T> kind) {
    return kind.isInstance(this) ? Optional.of(kind.cast(this)) : Optional.empty();
  }

  /** Holds no secret at all (a spectator): no hidden face can be read with it. */
  Knowledge NOTHING = new Knowledge() {};
}
