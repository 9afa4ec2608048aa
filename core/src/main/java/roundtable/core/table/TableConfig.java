package roundtable.core.table;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a table was opened with: the number of seats and the options chosen. Made with
 * {@link #of}, which checks every option against the game's list and fills in the defaults.
 *
 * @param openLog true for an open log (tests, rulebook positions): hidden values may be fixed in
 *     the clear. Networked play never uses it.
 */
public record TableConfig(int players, Map<String, String> options, boolean openLog) {
  public TableConfig {
    options = Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /** Checks the player count and the options for this game; the message says what was wrong. */
  public static TableConfig of(GameSetup game, int players, Map<String, String> chosen, boolean openLog) {
    if (players < game.minPlayers() || players > game.maxPlayers()) {
      throw new IllegalArgumentException(game.id() + " is played by " + game.minPlayers() + " to "
          + game.maxPlayers() + " players, not " + players);
    }
    Map<String, String> options = new TreeMap<>();
    List<TableOption> known = game.options();
    for (var entry : chosen.entrySet()) {
      TableOption option = known.stream().filter(o -> o.key().equals(entry.getKey())).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("unknown option '" + entry.getKey()
              + "' for " + game.id() + "; known: " + known.stream().map(TableOption::key).toList()));
      if (!option.choices().contains(entry.getValue())) {
        throw new IllegalArgumentException("option " + option.key() + " cannot be '" + entry.getValue()
            + "'; choose one of " + option.choices());
      }
      if (!option.appliesTo(players) && !entry.getValue().equals(option.defaultValue())) {
        throw new IllegalArgumentException("option " + option.key() + " is for " + option.minPlayers()
            + " to " + option.maxPlayers() + " players, not " + players);
      }
      options.put(option.key(), entry.getValue());
    }
    for (TableOption option : known) {
      options.putIfAbsent(option.key(), option.defaultValue());
    }
    return new TableConfig(players, options, openLog);
  }

  public String option(String key) {
    String value = options.get(key);
    if (value == null) {
      throw new IllegalArgumentException("no option " + key);
    }
    return value;
  }
}
