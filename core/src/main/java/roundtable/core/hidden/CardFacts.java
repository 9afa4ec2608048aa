package roundtable.core.hidden;

import java.util.Arrays;

/**
 * What {@link OpenCards} knows of each card, by card id (ids are handed out 0, 1, 2...): its face,
 * who may see it, who knows it, whether it is open, its deck. Immutable and persistent: the facts
 * are kept in chunks of {@link #CHUNK} ids, and an operation copies the list of chunks and only the
 * chunks it changes, so that it costs what it changes rather than the number of cards made so far
 * (they grow with every card moved or reshuffled; issue 18).
 */
final class CardFacts {
  /** The face of a card nobody here may read. */
  static final int NO_FACE = -1;
  private static final int SHIFT = 5;
  private static final int CHUNK = 1 << SHIFT;
  static final CardFacts NONE = new CardFacts(new Facts[0][]);

  /**
   * A card's face, or {@link #NO_FACE} where a view lacks it; the seats that may see it as bits (its
   * owner, a seat that peeked); the seats that know its face without seeing it, as bits (it is a
   * card they read before it changed hands, {@link OpenCards#move}: never shown to them, but a
   * searching bot's deals keep it, {@link OpenCards#redeal}); whether it is open to all; and the pile
   * it was shuffled into (set when the card is made, never changed: a deal sampled by a searching bot
   * keeps each face within its deck).
   */
  record Facts(int face, int seenBy, int knownBy, boolean opened, String deck) {
    static final Facts NONE = new Facts(NO_FACE, 0, 0, false, "");

    /** A card just made from a deck: known to nobody yet. */
    static Facts made(int face, String deck) {
      return new Facts(face, 0, 0, false, deck);
    }

    Facts withFace(int f) {
      return new Facts(f, seenBy, knownBy, opened, deck);
    }

    Facts openToAll() {
      return new Facts(face, seenBy, knownBy, true, deck);
    }

    Facts seenAlsoBy(int seat) {
      return new Facts(face, seenBy | 1 << seat, knownBy, opened, deck);
    }

    boolean seen(int seat) {
      return (seenBy & 1 << seat) != 0;
    }

    boolean known(int seat) {
      return (knownBy & 1 << seat) != 0;
    }

    /**
     * The same card under a new handle in the hand of {@code toSeat}, which alone sees it; whoever
     * could read it before knows its face (everybody, if it was open).
     */
    Facts movedTo(int toSeat) {
      return new Facts(face, 1 << toSeat, opened ? -1 : seenBy | knownBy, false, deck);
    }
  }

  /** By chunk, the facts of its ids; a chunk or an id in it null where nothing is known. Never changed. */
  private final Facts[][] chunks;

  private CardFacts(Facts[][] chunks) {
    this.chunks = chunks;
  }

  /** What is known of card {@code id} ({@link Facts#NONE} if nothing). */
  Facts get(int id) {
    return at(chunks, id);
  }

  private static Facts at(Facts[][] chunks, int id) {
    int c = id >> SHIFT;
    Facts f = id >= 0 && c < chunks.length && chunks[c] != null ? chunks[c][id & CHUNK - 1] : null;
    return f == null ? Facts.NONE : f;
  }

  /** One past the last card id these facts may hold. */
  int ids() {
    return chunks.length << SHIFT;
  }

  /** A copy to change, each chunk copied the first time it changes. */
  Edit edit() {
    return new Edit();
  }

  /** Changes to these facts, copy on write; {@link #done} gives the facts changed. */
  final class Edit {
    private Facts[][] edited = chunks;
    private boolean copied;

    Facts get(int id) {
      return at(edited, id);
    }

    /** Card {@code id} now known as this: its chunk copied once for this edit (or made). */
    void set(int id, Facts facts) {
      int c = id >> SHIFT;
      if (!copied || c >= edited.length) {
        edited = Arrays.copyOf(edited, Math.max(edited.length, c + 1));
        copied = true;
      }
      if (edited[c] == null) {
        edited[c] = new Facts[CHUNK];
      } else if (c < chunks.length && edited[c] == chunks[c]) {
        edited[c] = edited[c].clone();
      }
      edited[c][id & CHUNK - 1] = facts;
    }

    CardFacts done() {
      return edited == chunks ? CardFacts.this : new CardFacts(edited);
    }
  }
}
