package roundtable.core.table;

import java.util.List;

/**
 * A table option: one of the variants a rulebook gives, chosen in the lobby before the game.
 *
 * @param key short name used on the command line and in log headers ({@code turn-order})
 * @param description what it changes, in words
 * @param choices the allowed values, the default first
 * @param minPlayers the smallest table it applies to
 * @param maxPlayers the largest table it applies to
 */
public record TableOption(
    String key, String description, List<String> choices, int minPlayers, int maxPlayers) {
  public TableOption {
    choices = List.copyOf(choices);
    if (choices.isEmpty()) {
      throw new IllegalArgumentException("an option needs at least one choice: " + key);
    }
  }

  public String defaultValue() {
    return choices.get(0);
  }

  public boolean appliesTo(int players) {
    return players >= minPlayers && players <= maxPlayers;
  }
}
