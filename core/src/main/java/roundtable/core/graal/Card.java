package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;

/**
 * The playing cards as data: a face is a number, the same on every peer. Faces 0..75 are the
 * rulebook's "Contenu": 30 base cards (Talisman, Pierre runique, Grimoire, two of each colour),
 * 10 magic objects (5 Chapeau de Merlin, 5 Table ronde, one per colour), 20 Merlin spells (Rejoue,
 * Pioche 2, Prends-moi 1 carte, Passe ton tour, one per colour), 10 special cards (4 Excalibur,
 * 6 Bouclier de Lancelot) and the 6 step cards.
 */
public enum Card {
  TALISMAN("talisman", Kind.BASE), RUNESTONE("runestone", Kind.BASE), GRIMOIRE("grimoire", Kind.BASE),
  HAT("hat", Kind.MAGIC), ROUND_TABLE("roundtable", Kind.MAGIC),
  REPLAY("replay", Kind.SPELL), DRAW_TWO("draw2", Kind.SPELL), TAKE_ONE("take1", Kind.SPELL), SKIP("skip", Kind.SPELL),
  EXCALIBUR("excalibur", Kind.SPECIAL), SHIELD("shield", Kind.SPECIAL),
  GRAAL("graal", Kind.STEP), SIEGE("siege", Kind.STEP), NEF("nef", Kind.STEP), CHATEAU("chateau", Kind.STEP),
  CAMELOT("camelot", Kind.STEP), ROI("roi", Kind.STEP);

  /** Families of cards, as the rulebook sorts them. */
  public enum Kind { BASE, MAGIC, SPELL, SPECIAL, STEP }

  public static final int FACES = 76;

  private final String code;
  private final Kind kind;

  Card(String code, Kind kind) {
    this.code = code;
    this.kind = kind;
  }

  public String code() {
    return code;
  }

  public Kind kind() {
    return kind;
  }

  /** The attack cards: "Pioche 2 cartes", "Prends-moi une carte", "Excalibur". */
  public boolean attack() {
    return this == DRAW_TWO || this == TAKE_ONE || this == EXCALIBUR;
  }

  public boolean step() {
    return kind == Kind.STEP;
  }

  /** By face, its card, colour and key, worked out once below (issue 19: asked at every move). */
  private static final Card[] CARD_OF = new Card[FACES];
  private static final Colour[] COLOUR_OF = new Colour[FACES];
  private static final int[] KEY_OF = new int[FACES];

  static {
    for (int f = 0; f < FACES; f++) {
      CARD_OF[f] = cardOf(f);
      COLOUR_OF[f] = colourOf(f);
      KEY_OF[f] = keyOf(f);
    }
  }

  /** The card of a face. */
  public static Card of(int face) {
    if (face < 0 || face >= FACES) {
      throw new IllegalArgumentException("no card " + face);
    }
    return CARD_OF[face];
  }

  private static Card cardOf(int face) {
    if (face < 30) {
      return values()[face / 10];
    }
    if (face < 40) {
      return face < 35 ? HAT : ROUND_TABLE;
    }
    if (face < 60) {
      return values()[REPLAY.ordinal() + (face - 40) / 5];
    }
    if (face < 70) {
      return face < 64 ? EXCALIBUR : SHIELD;
    }
    return values()[GRAAL.ordinal() + face - 70];
  }

  /** The colour of a face, or null for the colourless cards (Chapeau, special and step cards). */
  public static Colour colour(int face) {
    of(face); // a face out of range is refused
    return COLOUR_OF[face];
  }

  private static Colour colourOf(int face) {
    Card c = cardOf(face);
    return switch (c.kind) {
      case BASE -> Colour.values()[(face % 10) / 2];
      case SPELL -> Colour.values()[(face - 40) % 5];
      case MAGIC -> c == ROUND_TABLE ? Colour.values()[face - 35] : null;
      default -> null;
    };
  }

  /** One face for each kind of identical card: the card a player names (copies are alike). */
  public static int key(int face) {
    of(face); // a face out of range is refused
    return KEY_OF[face];
  }

  private static int keyOf(int face) {
    Card c = cardOf(face);
    Colour col = colourOf(face);
    return switch (c.kind) {
      case BASE -> c.ordinal() * 10 + col.ordinal() * 2;
      case SPELL -> 40 + (c.ordinal() - REPLAY.ordinal()) * 5 + col.ordinal();
      case MAGIC -> c == HAT ? 30 : face;
      case SPECIAL -> c == EXCALIBUR ? 60 : 64;
      case STEP -> face;
    };
  }

  /** The face that stands for this card and colour (colour ignored where the card has none). */
  public static int face(Card card, Colour colour) {
    return switch (card.kind) {
      case BASE -> card.ordinal() * 10 + colour.ordinal() * 2;
      case SPELL -> 40 + (card.ordinal() - REPLAY.ordinal()) * 5 + colour.ordinal();
      case MAGIC -> card == HAT ? 30 : 35 + colour.ordinal();
      case SPECIAL -> card == EXCALIBUR ? 60 : 64;
      case STEP -> 70 + card.ordinal() - GRAAL.ordinal();
    };
  }

  /** The step card's face. */
  public static int face(Card step) {
    return face(step, null);
  }

  /** The card in words for the notation: {@code grimoire.red}, {@code excalibur}. */
  public static String name(int face) {
    Colour col = colour(face);
    return of(face).code + (col == null ? "" : "." + col.code());
  }

  /** The key face of a name written by {@link #name}, or -1. */
  public static int parse(String name) {
    for (int f = 0; f < FACES; f++) {
      if (name(f).equals(name)) {
        return key(f);
      }
    }
    return -1;
  }

  /**
   * The cards of a round ("Tableau des manches"): base cards and magic objects always, Merlin's
   * spells from round 2, special cards from round 3; of the step cards, the Graal and the Siège
   * périlleux from the start and each later one from the round after the one that brought it in.
   * The step card given to last round's winner is left out: it goes to that winner's hand.
   */
  public static List<Integer> roundDeck(int round, boolean noRound5, int gift) {
    List<Integer> faces = new ArrayList<>();
    for (int f = 0; f < FACES; f++) {
      Card c = of(f);
      boolean in = switch (c.kind) {
        case BASE, MAGIC -> true;
        case SPELL -> round >= 2;
        case SPECIAL -> round >= 3;
        case STEP -> stepRound(c, noRound5) <= round;
      };
      if (in && f != gift) {
        faces.add(f);
      }
    }
    return faces;
  }

  /** The round from which a step card is in the game (given to the winner of the round before). */
  static int stepRound(Card step, boolean noRound5) {
    return switch (step) {
      case GRAAL, SIEGE -> 1;
      case NEF -> 2;
      case CHATEAU -> 3;
      case CAMELOT -> 4;
      case ROI -> noRound5 ? 1 : 5;
      default -> throw new IllegalArgumentException(step + " is not a step card");
    };
  }

  /** The step card won by the winner of this round ("GM" in the table), or -1. */
  static int gift(int round, boolean noRound5) {
    return switch (round) {
      case 1 -> face(NEF);
      case 2 -> face(CHATEAU);
      case 3 -> face(CAMELOT);
      case 4 -> noRound5 ? -1 : face(ROI);
      default -> -1;
    };
  }
}
