package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/** The check every card board's big-hand test makes: each card of the hand is named, its name in sight, told on hover. */
public final class NamesShown {
  private NamesShown() {}

  public static void check(Scene scene, List<Thing> hand) {
    for (Thing card : hand) {
      assertTrue(card.faceUp() && !card.face().isBlank(), "named: " + card);
      float top = card.y() + card.h() / 2;
      float band = top - card.h() * Fan.NAME_BAND;
      for (Thing other : scene.things()) {
        if (other.z() > card.z() && other != card) {
          boolean across = Math.abs(other.x() - card.x()) < (other.w() + card.w()) / 2 - 0.5f;
          boolean up = other.y() - other.h() / 2 < top - 0.5f && other.y() + other.h() / 2 > band + 0.5f;
          assertFalse(across && up, card.face() + " (" + card.id() + ") has its name covered by " + other.id());
        }
      }
      for (Thing other : scene.things()) {
        if (!hand.contains(other)) {
          assertTrue(other.w() * other.h() <= card.w() * card.h(), "the hand's cards are the largest: " + other);
        }
      }
      assertTrue(scene.detailAt(card.x(), top - 4).isPresent(), "told on hover: " + card.face());
    }
  }
}
