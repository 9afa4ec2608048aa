package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Knowledge;

/**
 * What a person's seat knows: its table secrets, and the secrets the person made up during the
 * game and committed to (graalwar's own deployment and its salt), learnt just before the seat
 * chooses the action that commits to them. The rules read it on the table's thread, the person's
 * window or terminal writes it on its own: a secret is replaced whole, never changed in place.
 */
public final class SeatKnowledge implements Knowledge {
  private final SeatSecrets secrets;
  private final AtomicReference<List<Knowledge>> learnt = new AtomicReference<>(List.of());

  public SeatKnowledge(SeatSecrets secrets) {
    this.secrets = secrets;
  }

  public SeatSecrets secrets() {
    return secrets;
  }

  /** The seat now holds this secret too, in place of any it held of the same kind. */
  public void learn(Knowledge secret) {
    learnt.updateAndGet(held -> {
      List<Knowledge> next = new ArrayList<>();
      for (Knowledge k : held) {
        if (k.getClass() != secret.getClass()) {
          next.add(k);
        }
      }
      next.add(secret);
      return List.copyOf(next);
    });
  }

  /** A secret learnt first, then the table secrets (the hidden-card keys). */
  @Override
  public <T> Optional<T> part(Class<T> kind) {
    for (Knowledge k : learnt.get()) {
      Optional<T> part = k.part(kind);
      if (part.isPresent()) {
        return part;
      }
    }
    return secrets.part(kind);
  }
}
