package roundtable.core.hidden;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * A searching bot's deals of {@link OpenCards} ({@link HiddenCards#redeals}): the cards its seat
 * cannot read (not open, not seen by it, not known to it from before they changed hands), found
 * once, by deck in the order of the decks' names, with their ids and their faces sorted; each deal
 * shuffles the faces among the ids of their deck. The faces are sorted before they are shuffled,
 * so where they really are never reaches a deal: it depends only on what the seat may know.
 */
final class Redeals implements Function<RandomGenerator, Optional<HiddenCards>> {
  private final OpenCards cards;
  private final CardFacts facts;
  private final int[][] ids;
  private final int[][] faces;

  Redeals(OpenCards cards, CardFacts facts, int seat) {
    this.cards = cards;
    this.facts = facts;
    SortedMap<String, List<Integer>> unread = new TreeMap<>();
    for (int id = 0; id < facts.ids(); id++) {
      CardFacts.Facts f = facts.get(id);
      if (f.face() != CardFacts.NO_FACE && !f.opened() && !f.seen(seat) && !f.known(seat)) {
        unread.computeIfAbsent(f.deck(), d -> new ArrayList<>()).add(id);
      }
    }
    ids = new int[unread.size()][];
    faces = new int[unread.size()][];
    int d = 0;
    for (List<Integer> deck : unread.values()) {
      ids[d] = deck.stream().mapToInt(Integer::intValue).toArray();
      faces[d] = deck.stream().mapToInt(id -> facts.get(id).face()).sorted().toArray();
      d++;
    }
  }

  /** One deal: each deck's faces shuffled among its unread cards. */
  @Override
  public Optional<HiddenCards> apply(RandomGenerator rng) {
    CardFacts.Edit e = facts.edit();
    for (int k = 0; k < ids.length; k++) {
      int[] dealt = faces[k].clone();
      for (int i = dealt.length - 1; i > 0; i--) {
        int j = rng.nextInt(i + 1);
        int face = dealt[i];
        dealt[i] = dealt[j];
        dealt[j] = face;
      }
      for (int i = 0; i < dealt.length; i++) {
        e.set(ids[k][i], e.get(ids[k][i]).withFace(dealt[i]));
      }
    }
    return Optional.of(cards.withFacts(e.done()));
  }
}
