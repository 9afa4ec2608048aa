package roundtable.core.crypto;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.OpenCards;
import roundtable.core.table.Knowledge;

/**
 * A deal of mental-poker cards one seat cannot tell from the real one, as open cards a searching bot
 * can play on (ISMCTS's sampled world). The seat knows the faces opened to all, the faces opened to
 * it (with its key) and every face that came into play: each deck was shuffled first face up, in the
 * open (encrypted with the mask 1: c1 is the generator). Every other card of a hand or a pile gets a
 * face drawn at random from those not accounted for. Only the seat's own knowledge reaches the
 * result: the faces left are sorted before they are drawn.
 */
final class PokerWorlds {
  private PokerWorlds() {}

  static java.util.Optional<OpenCards> sample(PokerCards cards, int seat, Knowledge knowledge, RandomGenerator rng) {
    if (cards.shuffling() != null || !cards.hasJointKey()) {
      return java.util.Optional.empty();
    }
    Map<Integer, Integer> left = new TreeMap<>(); // face -> how many are not accounted for
    for (int face : dealtFaces(cards)) {
      left.merge(face, 1, Integer::sum);
    }
    SortedMap<Integer, Integer> faces = new TreeMap<>();
    Map<Integer, Integer> seenBy = new TreeMap<>(); // card id -> the seats that saw it, as bits
    cards.hands().forEach((s, ids) -> ids.forEach(id -> seenBy.put(id, 1 << s))); // each its own hand
    List<Integer> unknown = new ArrayList<>();
    for (int id : live(cards)) {
      OptionalInt face = cards.faceFor(new CardRef(id), seat, knowledge);
      if (face.isPresent()) {
        faces.put(id, face.getAsInt());
        left.computeIfPresent(face.getAsInt(), (f, n) -> n > 1 ? n - 1 : null);
        if (!cards.faces().containsKey(id)) {
          seenBy.merge(id, 1 << seat, (a, b) -> a | b);
        }
      } else {
        unknown.add(id);
      }
    }
    cards.faces().forEach((id, face) -> {
      if (!faces.containsKey(id)) { // out of play, face up
        faces.put(id, face);
        left.computeIfPresent(face, (f, n) -> n > 1 ? n - 1 : null);
      }
    });
    List<Integer> pool = new ArrayList<>();
    left.forEach((face, n) -> pool.addAll(Collections.nCopies(n, face)));
    if (pool.size() < unknown.size()) {
      return java.util.Optional.empty(); // a deck we cannot account for: the bot plays without searching
    }
    for (int i = pool.size() - 1; i > 0; i--) {
      Collections.swap(pool, i, rng.nextInt(i + 1));
    }
    for (int i = 0; i < unknown.size(); i++) {
      faces.put(unknown.get(i), pool.get(i));
    }
    SortedMap<String, List<CardRef>> piles = new TreeMap<>();
    cards.piles().forEach((pile, ids) -> piles.put(pile, refs(ids)));
    SortedMap<Integer, List<CardRef>> hands = new TreeMap<>();
    cards.hands().forEach((s, ids) -> hands.put(s, refs(ids)));
    return java.util.Optional.of(OpenCards.world(cards.players(), piles, hands, faces, seenBy,
        cards.faces().keySet(), cards.nextId()));
  }

  /** Every face that came into play: the first shuffle of each deck took it face up. */
  private static List<Integer> dealtFaces(PokerCards cards) {
    List<Integer> faces = new ArrayList<>();
    org.bouncycastle.math.ec.ECPoint key = cards.jointKey();
    for (ShuffleRecord r : cards.history()) {
      if (!r.in().isEmpty() && r.in().stream().allMatch(c -> c.c1().equals(Group.G))) {
        for (Ciphertext c : r.in()) {
          int face = Faces.face(c.c2().subtract(key));
          if (face >= 0) {
            faces.add(face);
          }
        }
      }
    }
    return faces;
  }

  private static List<Integer> live(PokerCards cards) {
    List<Integer> ids = new ArrayList<>();
    cards.piles().values().forEach(ids::addAll);
    cards.hands().values().forEach(ids::addAll);
    Collections.sort(ids);
    return ids;
  }

  private static List<CardRef> refs(List<Integer> ids) {
    return ids.stream().map(CardRef::new).toList();
  }
}
