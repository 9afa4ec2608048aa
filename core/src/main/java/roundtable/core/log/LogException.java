package roundtable.core.log;

/** A game log that cannot be read or replayed; the message is {@code line N: reason}. */
public final class LogException extends Exception {
  private static final long serialVersionUID = 1L;
  private final transient LogError error;

  public LogException(int line, String reason) {
    this(new LogError(line, reason));
  }

  public LogException(LogError error) {
    super(error.message());
    this.error = error;
  }

  public LogError error() {
    return error;
  }
}
