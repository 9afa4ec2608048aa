package roundtable.core.crypto;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commit;
import roundtable.core.random.Fix;
import roundtable.core.random.Reveal;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;
import roundtable.core.table.Notation.NotationException;

/**
 * The notation shared by every game for table-level actions, in front of the game's own:
 * {@code commit <64 hex>}, {@code reveal <64 hex value> <hex salt>}, {@code fix <n> [<n> ...]}, and
 * the hidden-card steps of {@link PokerNotation}.
 */
public final class TableNotation {
  private TableNotation() {}

  public static String format(Action action, Notation game) {
    if (action instanceof Commit c) {
      return "commit " + c.digest().hex();
    }
    if (action instanceof Reveal r) {
      return "reveal " + r.value().hex() + " " + r.salt().hex();
    }
    if (action instanceof Fix f) {
      return "fix " + f.values().stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
    if (action instanceof PokerStep step) {
      return PokerNotation.format(step);
    }
    return game.format(action);
  }

  public static Action parse(String text, Notation game) throws NotationException {
    String[] words = text.trim().split("\\s+");
    try {
      switch (words[0]) {
        case "commit":
          NotationException.expect(words.length == 2, "commit <64 hex digits>");
          return new Commit(Bytes.fromHex(words[1]));
        case "reveal":
          NotationException.expect(words.length == 3, "reveal <value hex> <salt hex>");
          return new Reveal(Bytes.fromHex(words[1]), Bytes.fromHex(words[2]));
        case "fix":
          if (words.length < 2) {
            throw new NotationException("fix needs at least one number");
          }
          List<Integer> values = new ArrayList<>();
          for (int i = 1; i < words.length; i++) {
            values.add(Integer.parseInt(words[i]));
          }
          return new Fix(values);
        default:
          return PokerNotation.WORDS.contains(words[0]) ? PokerNotation.parse(words) : game.parse(text.trim());
      }
    } catch (NumberFormatException e) {
      throw new NotationException("not a number in '" + text.trim() + "'");
    } catch (IllegalArgumentException e) {
      throw new NotationException(e.getMessage());
    }
  }

}
