package roundtable.core.table;

/**
 * A game's text notation: one action per line, documented in {@code docs/rules/<game>.md}.
 * Table-level actions (commit, reveal, fix) are written by {@link TableNotation}, not here.
 */
public interface Notation {
  String format(Action action);

  /** Reads one action; the exception's message says what is wrong with the text. */
  Action parse(String text) throws NotationException;

  final class NotationException extends Exception {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
      super(message);
    }

    /** Refuses a line that is not of the given form ({@code "slide FROM TO"}). */
    public static void expect(boolean ok, String form) throws NotationException {
      if (!ok) {
        throw new NotationException("expected '" + form + "'");
      }
    }
  }
}
