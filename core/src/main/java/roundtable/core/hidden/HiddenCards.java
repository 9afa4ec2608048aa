package roundtable.core.hidden;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.Viewer;

/**
 * The table's one interface for hidden cards and tokens, immutable like the state that holds it.
 * Piles are named; a pile is shuffled by every seat together, cards go from a pile to a seat's
 * hand (seen by that seat only) and may be opened to everybody.
 *
 * <p>{@link OpenCards} is the open implementation (tests, open logs, local play): its shuffles
 * are joint random draws and it knows every face. The cryptographic implementation (mental poker)
 * keeps faces out of the shared state; what a seat has seen lives in its {@link Knowledge}.
 */
public interface HiddenCards {
  /** The protocol steps the table waits for before the cards can be used; none when ready. */
  Prompt pending();

  /** Whether the table waits for protocol steps ({@link #pending()} names somebody). */
  default boolean waiting() {
    return !pending().isOver();
  }

  /** The joint draw behind {@link #pending()}, when the steps are commitments and reveals. */
  Optional<JointDraw> pendingDraw();

  /** Applies one protocol step (a commitment, a reveal, a share). */
  HiddenCards step(int seat, Action action) throws IllegalActionException;

  /** A new pile of these faces, shuffled by every seat; replaces any pile of that name. */
  HiddenCards newPile(String pile, List<Integer> faces);

  /** The top card of the pile goes to the seat's hand, seen by that seat only. */
  HiddenCards deal(String pile, int seat);

  /** The top card of the pile goes to the seat's hand face down: nobody sees it, not even the seat. */
  HiddenCards dealFaceDown(String pile, int seat);

  /** The seat looks at the top {@code count} cards of the pile; they stay where they are. */
  HiddenCards peek(String pile, int seat, int count);

  /**
   * A card in a hand goes to another seat's hand, seen by that seat (a card given, or taken at
   * random: the rules choose which). It is re-masked by every seat first, so what was published
   * to open it before says nothing of it now.
   */
  HiddenCards move(CardRef card, int toSeat);

  /** A card from a hand goes face down on top of a pile. */
  HiddenCards putOnPile(CardRef card, String pile);

  /**
   * The pile's cards are shuffled again by every seat (the discards made a new deck, a card put
   * back "at random"): nobody can follow a card through it.
   */
  HiddenCards reshuffle(String pile);

  /**
   * These cards go face down on the pile, which every seat then shuffles again: the discards make
   * a new deck when the draw pile runs out (graal, morrigan; each rulebook says which discards).
   */
  default HiddenCards refill(String pile, List<CardRef> cards) {
    HiddenCards refilled = this;
    for (CardRef card : cards) {
      refilled = refilled.putOnPile(card, pile);
    }
    return refilled.reshuffle(pile);
  }

  /** The cards of the pile, top first. */
  List<CardRef> pile(String pile);

  /** Every card in every hand goes out of play (they were all opened or are no longer needed). */
  HiddenCards clearHands();

  List<CardRef> hand(int seat);

  int pileSize(String pile);

  /** Opens a card to everybody. */
  HiddenCards reveal(CardRef card);

  /** The card's face if everybody may see it. */
  OptionalInt publicFace(CardRef card);

  /** The card's face if this seat may see it. */
  OptionalInt faceFor(CardRef card, int seat, Knowledge knowledge);

  /** The cards as this viewer may see them. */
  HiddenCards view(Viewer viewer);

  /**
   * The seats that left the game for good (their secret key published, DESIGN "A seat that leaves
   * for good"): their hands are readable by everybody alike and an open-handed bot plays them.
   */
  default java.util.SortedSet<Integer> leftSeats() {
    return java.util.Collections.emptySortedSet();
  }

  /**
   * A deal this seat cannot tell from the real one, for a bot that searches (ISMCTS): the faces
   * the seat cannot read are dealt again at random among the cards of their deck it cannot read,
   * wherever they are (piles, other hands, out of play); what it can read stays. Only the multiset of those
   * faces (public: every face came in through {@link #newPile}) decides the result, never who
   * holds which. Empty where the faces are not in the object (mental poker).
   */
  default java.util.Optional<HiddenCards> redeal(int seat, Knowledge knowledge, java.util.random.RandomGenerator rng) {
    return java.util.Optional.empty();
  }

  /**
   * Many deals of this picture, each as {@link #redeal} with {@link Knowledge#NOTHING} would make it
   * from the same random source, for a searching bot that deals a world every iteration: what the
   * seat cannot read is found once, not for each deal.
   */
  default java.util.function.Function<java.util.random.RandomGenerator, java.util.Optional<HiddenCards>> redeals(
      int seat) {
    return rng -> redeal(seat, Knowledge.NOTHING, rng);
  }

  /** The public part only: handles and opened faces, never a face somebody may not see. */
  void encode(CanonicalWriter out);
}
