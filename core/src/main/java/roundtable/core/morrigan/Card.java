package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;

/**
 * One card of the 108-card deck (rules-gaps.md: "Action 50: value 1 x12, 2 x12, 3 x10, 4 x9, 5 x7;
 * Épreuve 15, Adversaire 15, Territoire 15: three of each value 1..5; Special 13: one of each").
 * A card's face, as the hidden cards know it, is its index in {@link #DECK}.
 */
public record Card(Kind kind, int value, Special special) {
  public enum Kind {
    ACTION("Action", "action"), TRIAL("Épreuve", "trial"), ADVERSARY("Adversaire", "adversary"),
    TERRITORY("Territoire", "territory"), SPECIAL("Spéciale", "special");

    private final String french;
    private final String code;

    Kind(String french, String code) {
      this.french = french;
      this.code = code;
    }

    public String french() {
      return french;
    }

    /** The kind's code in the state hash (docs/protocol.md). */
    public String code() {
      return code;
    }
  }

  /** The thirteen Special cards, each with its name on the card and its word in the notation. */
  public enum Special {
    ALLY("Allié Inattendu", "ally"),
    FAVOUR("Favori du Roi", "favour"),
    TREASURE("Trésor Secret", "treasure"),
    SORCERY("Sorcellerie", "sorcery"),
    FLOOD("Déluge", "flood"),
    WINTER("Hiver Glacial", "winter"),
    CURSE("Malédiction", "curse"),
    QUAKE("Séisme", "quake"),
    BLESSING("Bénédiction", "bless"),
    CATAPULT("Catapulte", "catapult"),
    SWORD("Epée Enchantée", "sword"),
    RELIC("Sainte Relique", "relic"),
    SHIELD("Bouclier Béni", "shield");

    private final String title;
    private final String word;

    Special(String title, String word) {
      this.title = title;
      this.word = word;
    }

    public String title() {
      return title;
    }

    public String word() {
      return word;
    }
  }

  /** The whole deck, in a fixed order: a face is an index into it. */
  public static final List<Card> DECK = deck();

  private static List<Card> deck() {
    List<Card> cards = new ArrayList<>();
    int[] actions = {12, 12, 10, 9, 7};
    for (int v = 1; v <= 5; v++) {
      for (int i = 0; i < actions[v - 1]; i++) {
        cards.add(new Card(Kind.ACTION, v, null));
      }
    }
    for (Kind kind : List.of(Kind.TRIAL, Kind.ADVERSARY, Kind.TERRITORY)) {
      for (int v = 1; v <= 5; v++) {
        for (int i = 0; i < 3; i++) {
          cards.add(new Card(kind, v, null));
        }
      }
    }
    for (Special s : Special.values()) {
      cards.add(new Card(Kind.SPECIAL, 0, s));
    }
    return List.copyOf(cards);
  }

  public static Card of(int face) {
    return DECK.get(face);
  }

  /** The first face of the deck showing this card (fixtures and tests). */
  public static int face(Card card) {
    int face = DECK.indexOf(card);
    if (face < 0) {
      throw new IllegalArgumentException("no such card: " + card);
    }
    return face;
  }

  public static Card action(int value) {
    return new Card(Kind.ACTION, value, null);
  }

  public static Card of(Kind kind, int value) {
    return new Card(kind, value, null);
  }

  public static Card special(Special s) {
    return new Card(Kind.SPECIAL, 0, s);
  }

  public boolean is(Kind k) {
    return kind == k;
  }

  public boolean is(Special s) {
    return special == s;
  }

  /** What a real reinforcement or bet is worth: an Action card's value, anything else is a bluff. */
  public int strength() {
    return kind == Kind.ACTION ? value : 0;
  }

  /** In words, as in the log: "Action 3", "Territoire 5", "Sainte Relique". */
  public String name() {
    return kind == Kind.SPECIAL ? special.title() : kind.french() + " " + value;
  }
}
