package roundtable.core.log;

/** What is wrong with a game log and where, written {@code line N: reason}. */
public record LogError(int line, String reason) {
  public String message() {
    return "line " + line + ": " + reason;
  }

  @Override
  public String toString() {
    return message();
  }
}
