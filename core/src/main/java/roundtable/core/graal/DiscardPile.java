package roundtable.core.graal;

import java.util.List;
import java.util.Map;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.Frozen;

/**
 * The discard pile, bottom first; the cards on it that a power laid as another card (id to the key
 * of the card each counts as: "en transformant une carte de base en carte bouclier de Lancelot");
 * the colour to follow; and the direction of play (+1 or -1).
 */
public record DiscardPile(List<CardRef> cards, Map<Integer, Integer> laidAs, Colour colour, int direction) {
  public DiscardPile {
    cards = Frozen.copyOf(cards);
    laidAs = LaidAs.of(laidAs);
  }
}
