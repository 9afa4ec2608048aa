package roundtable.core.table;

/** An action the rules refuse; the message says why in words a player understands. */
public final class IllegalActionException extends Exception {
  private static final long serialVersionUID = 1L;

  public IllegalActionException(String reason) {
    super(reason);
  }
}
