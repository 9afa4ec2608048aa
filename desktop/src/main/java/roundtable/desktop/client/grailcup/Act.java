package roundtable.desktop.client.grailcup;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.grailcup.GrailCup;
import roundtable.core.table.Action;

/**
 * A Grail Cup action read through the game's notation ("keep #12 clockwise", "dragon 23"): the
 * rules keep their action records to their own package, so the board reads the public notation
 * line instead. A table step (commit, reveal, a mental-poker step) is no act: {@link #of} is null.
 *
 * @param verb the notation's first word ("keep", "show", "pass", "curse", ...)
 * @param numbers the numbers that follow, a card's "#" dropped
 * @param way "clockwise", "counterclockwise" or "" (the Chancellor's keep only)
 */
record Act(String verb, List<Integer> numbers, String way) {
  static final List<String> VERBS = List.of("keep", "show", "pass", "curse", "first", "look", "arrange", "advance",
      "lance", "stop", "dragon", "push", "take");

  Act {
    numbers = List.copyOf(numbers);
  }

  /** The act of this action, or null when it is a step of the table (a die, a shuffle). */
  static Act of(Action action) {
    String line;
    try {
      line = GrailCup.GAME.notation().format(action);
    } catch (IllegalArgumentException notOurs) {
      return null;
    }
    String[] words = line.trim().split("\\s+");
    if (!VERBS.contains(words[0])) {
      return null;
    }
    List<Integer> numbers = new ArrayList<>();
    String way = "";
    for (int i = 1; i < words.length; i++) {
      String w = words[i].startsWith("#") ? words[i].substring(1) : words[i];
      if (w.chars().allMatch(Character::isDigit) && !w.isEmpty()) {
        numbers.add(Integer.parseInt(w));
      } else {
        way = w;
      }
    }
    return new Act(words[0], numbers, way);
  }

  int n(int i) {
    return numbers.get(i);
  }
}
