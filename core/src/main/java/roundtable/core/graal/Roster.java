package roundtable.core.graal;

import java.util.List;

/**
 * Each seat's part at the table: its character (by ordinal), its ancestor card (a hidden card dealt
 * face down, or -1), its skill's and power's uses this round, whether it is blocked or out, and the
 * Arthur beside whom its ancestor lies until he plays again (-1: none).
 */
public record Roster(List<Integer> characters, List<Integer> ancestors, List<Integer> skillUses, List<Integer> powerUses,
    List<Boolean> blocked, List<Boolean> out, List<Integer> lent) {
  public Roster {
    // immutable lists over arrays, which the working table reads without copying them
    characters = Ints.of(characters);
    ancestors = Ints.of(ancestors);
    skillUses = Ints.of(skillUses);
    powerUses = Ints.of(powerUses);
    blocked = Flags.of(blocked);
    out = Flags.of(out);
    lent = Ints.of(lent);
  }
}
