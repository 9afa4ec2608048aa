package roundtable.core.grailcup;

import java.util.List;
import roundtable.core.hidden.Frozen;

/**
 * This round's Allies: each seat's kept (card ids), those set aside face up and face down, the Ally
 * the Enchantress cursed (0: none) and by whom, and the seat that played the Squire (-1: none)
 * with the seat it predicted first.
 */
public record RoundAllies(List<List<Integer>> chosen, List<Integer> asideUp, List<Integer> asideDown, int curse,
    int curser, int squire, int squireTarget) {
  public RoundAllies {
    chosen = roundtable.core.hidden.DraftList.copyOfNested(chosen);
    asideUp = Frozen.copyOf(asideUp);
    asideDown = Frozen.copyOf(asideDown);
  }
}
