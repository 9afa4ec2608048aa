package roundtable.core.table;

import java.util.List;

/**
 * What a game says about the table it is played at: its id, how many seats, and the options a
 * table may be opened with. {@link TableConfig#of} checks a table against it; every
 * {@code Game} is one.
 */
public interface GameSetup {
  /** The id used everywhere: CLI, protocol, files ({@code conquest}). */
  String id();

  int minPlayers();

  int maxPlayers();

  /** The table options (the rulebook's variants), each with its default first. */
  List<TableOption> options();
}
