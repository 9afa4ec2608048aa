package roundtable.desktop.client.board;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import roundtable.core.table.Action;
import roundtable.core.table.Knowledge;
import roundtable.desktop.client.Words;

/**
 * What the window's seat arranges on its board before it acts, when the rules let it choose more
 * freely than from a list: graalwar's deployment "à leur guise" behind the screen. While a draft is
 * open the board's clicks go to it, and the board's {@link BoardView#scene} draws it as it stands.
 * Once it is {@link #ready}, the seat learns its secret and chooses the action that commits to it,
 * which the rules check like any other.
 */
public interface Draft {
  /** A click on a target: true when it changed the draft (the board is drawn again). */
  boolean click(String target);

  /** What may be clicked next, lit on the board. */
  Set<String> next();

  /** What is picked up now, outlined on the board. */
  List<String> picked();

  /** What to do, and what is wrong with the draft as it stands. */
  String prompt(Words words);

  /** The draft's own tools, as buttons ("another suggestion"). */
  List<Tool> tools(Words words);

  /** The words of the button that commits to the draft. */
  String commitLabel(Words words);

  /** The secret the seat keeps and the action that commits to it, once the draft may be committed. */
  Optional<Ready> ready();

  /** A button of the draft: its words and what it does to the draft. */
  record Tool(String label, Runnable use) {}

  /** A draft that may be committed: the secret learnt, then the action chosen. */
  record Ready(Knowledge secret, Action action) {}
}
