package roundtable.core.graal;

import roundtable.core.hidden.CardRef;

/** One card of a play: its handle and the card its holder names (checked when it is opened). */
public record Play(CardRef ref, int key) {
  public Play {
    key = Card.key(key);
  }

  public Card card() {
    return Card.of(key);
  }

  public Colour colour() {
    return Card.colour(key);
  }

  @Override
  public String toString() {
    return ref.id() + "=" + Card.name(key);
  }
}
