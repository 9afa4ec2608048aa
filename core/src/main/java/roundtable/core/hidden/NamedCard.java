package roundtable.core.hidden;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * A card a seat laid under a name it gave (what kind of card it is, which card, which Ally), taken
 * at its word until the card's face is open to everybody, and checked then: a face that does not
 * fit the name is a cheat, caught with the seat named (DESIGN, "a card laid names itself and is
 * checked when opened"). The same for every card game; each game says what its names are and
 * which faces fit them.
 *
 * @param <N> the game's name for a card
 */
public record NamedCard<N>(int seat, CardRef card, N name) {
  /** Which faces fit a name: the game's own reading of its cards. */
  public interface Naming<N> {
    boolean fits(int face, N name);
  }

  /** The card, once open to all, checked against its name. */
  public record Checked<N>(NamedCard<N> card, int face, boolean honest) {}

  /** Checked against its name once its face is open to everybody; empty while it is not. */
  public Optional<Checked<N>> check(HiddenCards cards, Naming<N> naming) {
    OptionalInt face = cards.publicFace(card);
    return face.isEmpty() ? Optional.empty()
        : Optional.of(new Checked<>(this, face.getAsInt(), naming.fits(face.getAsInt(), name)));
  }
}
