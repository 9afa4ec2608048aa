package roundtable.core.table;

/**
 * Something that happened when an action was applied (a stone moved, a round won). Events drive
 * the client's animation and the game log; {@link #text()} is the log line in words.
 */
public interface Event {
  String text();

  /** An event that is only words. */
  record Note(String text) implements Event {}
}
