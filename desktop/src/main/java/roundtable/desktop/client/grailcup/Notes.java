package roundtable.desktop.client.grailcup;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import roundtable.desktop.client.Words;

/**
 * The rules' plain notes ({@code Event.Note}) and Lance lines, in the board's words: the rules say
 * them in English only, so each known sentence is read by a pattern and said again from the words
 * file. The arguments' kinds: {@code c} a colour (a seat), {@code a} an Ally's number, {@code n} a
 * number, {@code w} a way round the table, {@code k} Church or Castle, {@code l} a list of Allies.
 * A sentence no pattern knows is shown as the rules wrote it (the words test checks none is left).
 */
final class Notes {
  private record Known(Pattern pattern, String key, String kinds) {}

  private static final String C = "(Red|Blue|Yellow|Green|White|Black|Purple|Orange)";
  private static final String A = "the [A-Za-z ]+ \\((\\d)\\)";

  private static final List<Known> KNOWN = List.of(
      known("Round (\\d+): " + C + " is the Chancellor", "round", "nc"),
      known("Set aside face up: (.*)", "asideUp", "l"),
      known("One of the five cards is set aside face down at random", "regroup", ""),
      known(C + " takes the Chancellor's seal", "seal", "c"),
      known(C + " keeps an Ally and passes the rest (clockwise|counterclockwise)", "keepWay", "cw"),
      known(C + " keeps an Ally", "keep", "c"),
      known(C + " curses " + A, "curse", "ca"),
      known(C + ": \"" + C + "'s knight will be first!\"", "squire", "cc"),
      known(C + " sends " + C + " back 2 squares", "push", "cc"),
      known("Nobody plays " + A, "nobody", "a"),
      known("No Lance is left in the reserve", "noLance", ""),
      known(C + " kept an Ally and never showed it when it was called: a cheat", "cheatKept", "c"),
      known(C + " showed " + A + " when " + A + " was called: a cheat", "cheatShown", "caa"),
      known("The Squire was right: " + C + " goes to the square in front of " + C, "squireRight", "cc"),
      known("The Squire was wrong: " + C + " is not first", "squireWrong", "c"),
      known("The curse falls on the Enchantress's own Ally: she advances one more square", "curseOwn", ""),
      known("Nobody else has a Lance to take", "noMagnet", ""),
      known(C + " takes the clover tokens of squares \\[(\\d+), (\\d+), (\\d+)\\] and looks at them", "look", "cnnn"),
      known(C + " puts the tokens back on squares \\[(\\d+), (\\d+), (\\d+)\\], rearranged", "arrange", "cnnn"),
      known(C + " has no (Church|Castle) ahead and stays", "noneAhead", "ck"),
      known(C + " stops behind the Dragon", "stop", "c"),
      known("The curse strikes: " + C + " and " + C + " swap places", "swap", "cc"),
      known(C + " reaches the finish and wins the Grail", "wins", "c"),
      // The Lance lines (GrailCupEvent.Lances)
      known(C + " takes a Lance from the Blacksmith", "lance.forge", "c"),
      known(C + " takes a Lance from " + C, "lance.magnet", "cc"),
      known(C + " has (\\d+) Lances", "lance.count", "cn"),
      known(C + " jumps the Dragon with a Lance", "lance.jump", "c"),
      known("The Thief takes a Lance from " + C, "lance.thief", "c"),
      known(C + " takes a Lance", "lance.die", "c"),
      known(C + " starts late and takes a Lance", "lance.late", "c"),
      known(C + ", last of the race, takes a Lance", "lance.last", "c"));

  private Notes() {}

  private static Known known(String regex, String key, String kinds) {
    return new Known(Pattern.compile(regex), "grailcup.note." + key, kinds);
  }

  /** The sentence in the board's words, or null when no pattern knows it. */
  static String say(String text, Words w) {
    for (Known k : KNOWN) {
      Matcher m = k.pattern().matcher(text);
      if (m.matches()) {
        Object[] args = new Object[k.kinds().length()];
        for (int i = 0; i < args.length; i++) {
          args[i] = arg(k.kinds().charAt(i), m.group(i + 1), w);
        }
        return w.get(k.key(), args);
      }
    }
    return null;
  }

  /** Every key the patterns say, for the words tests. */
  static List<String> keys() {
    return KNOWN.stream().map(Known::key).toList();
  }

  private static Object arg(char kind, String value, Words w) {
    return switch (kind) {
      case 'c' -> GrailCupWords.colour(w, GrailCupWords.COLOURS.indexOf(value));
      case 'a' -> GrailCupWords.ally(w, Integer.parseInt(value));
      case 'w' -> w.get("grailcup.way." + value);
      case 'k' -> w.get("grailcup.kind." + value.toLowerCase());
      case 'l' -> allies(value, w);
      default -> value;
    };
  }

  private static String allies(String list, Words w) {
    List<String> named = new ArrayList<>();
    Matcher m = Pattern.compile("\\((\\d)\\)").matcher(list);
    while (m.find()) {
      named.add(GrailCupWords.ally(w, Integer.parseInt(m.group(1))));
    }
    return String.join(", ", named);
  }
}
