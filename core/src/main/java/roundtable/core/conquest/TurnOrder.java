package roundtable.core.conquest;

/**
 * How the turn passes. Clockwise is the rulebook's base rule; the numbered tokens are its variant
 * for 3 and 4 players: a token 1..N dealt to each player every turn round, shown at once (open) or
 * by each player when it plays (secret).
 */
public enum TurnOrder {
  CLOCKWISE("clockwise"),
  TOKENS_OPEN("tokens-open"),
  TOKENS_SECRET("tokens-secret");

  private final String key;

  TurnOrder(String key) {
    this.key = key;
  }

  public String key() {
    return key;
  }

  public boolean usesTokens() {
    return this != CLOCKWISE;
  }

  public static TurnOrder of(String key) {
    for (TurnOrder t : values()) {
      if (t.key.equals(key)) {
        return t;
      }
    }
    throw new IllegalArgumentException("no turn order '" + key + "'");
  }
}
