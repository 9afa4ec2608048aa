package roundtable.core.graal;

/**
 * An attack under way ("Pioche 2 cartes", "Prends-moi une carte", "Excalibur") and its
 * counter-attacks: {@code count} cards of one kind laid in turn by the attacker and the defender.
 * The next player after it is the one after the defender.
 */
public record Duel(int attacker, int defender, Card card, int count) {
  public int other(int seat) {
    return seat == attacker ? defender : attacker;
  }
}
