package roundtable.desktop.client.lobby;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import roundtable.desktop.client.Said;
import roundtable.desktop.client.table.TableChoice;
import roundtable.net.discovery.TableList;

/**
 * What the lobby offers, without any window: the tables found on the LAN with what can be done at
 * each, the table being set up (to open on the LAN or to play here against bots), the address typed
 * to join by, the player's name, and the last thing said to the person. Render thread only; every
 * change bumps {@link #version} so that the screen knows to build itself again.
 */
public final class LobbyModel {
  private String name;
  private TableChoice choice;
  private List<LobbyRow> rows = List.of();
  private List<KeptGame> games = List.of();
  /** The game whose Forget was clicked, waiting for the person to confirm. */
  private Optional<String> forgetting = Optional.empty();
  private String address = "";
  /** The path typed of a game record to replay. */
  private String recordPath = "";
  private Optional<Said> message = Optional.empty();
  private boolean busy;
  private int version;

  public LobbyModel(String name) {
    this(name, TableChoice.first(name));
  }

  /** The lobby with the table set up last time (WindowSettings). */
  public LobbyModel(String name, TableChoice choice) {
    this.name = name;
    this.choice = choice;
  }

  public int version() {
    return version;
  }

  private void changed() {
    version++;
  }

  /** The tables found on the LAN now, sorted by name; the screen is built again only when they changed. */
  public void tables(List<TableList.Table> found) {
    List<LobbyRow> next = found.stream().map(LobbyRow::of)
        .sorted(Comparator.comparing(LobbyRow::tableName).thenComparing(LobbyRow::tableId)).toList();
    if (!next.equals(rows)) {
      rows = next;
      changed();
    }
  }

  public List<LobbyRow> rows() {
    return rows;
  }

  /** The games in progress kept in the home, as listed now. */
  public void games(List<KeptGame> kept) {
    if (!kept.equals(games)) {
      games = List.copyOf(kept);
      forgetting = forgetting.filter(key -> games.stream().anyMatch(g -> g.key().equals(key)));
      changed();
    }
  }

  public List<KeptGame> games() {
    return games;
  }

  /** Forget was clicked on this game: the row asks the person to confirm. */
  public void askForget(KeptGame game) {
    forgetting = Optional.of(game.key());
    changed();
  }

  /** The person kept the game after all. */
  public void keep() {
    forgetting = Optional.empty();
    changed();
  }

  /** Whether this game's row asks to confirm Forget. */
  public boolean forgetting(KeptGame game) {
    return forgetting.filter(game.key()::equals).isPresent();
  }

  /** The game whose Forget is confirmed, if Forget was asked for it; it is no longer being asked. */
  public Optional<KeptGame> confirmForget(KeptGame game) {
    if (!forgetting(game)) {
      return Optional.empty();
    }
    forgetting = Optional.empty();
    changed();
    return Optional.of(game);
  }

  /** What stops resuming a game now, if anything. */
  public Optional<Said> resumeProblem(KeptGame game) {
    if (!TableChoice.games().contains(game.gameId())) {
      return Optional.of(Said.of("lobby.error.noBoard", game.gameId()));
    }
    return game.mine().isEmpty() ? Optional.of(Said.of("lobby.error.noSeat")) : Optional.empty();
  }

  public String name() {
    return name;
  }

  public void name(String typed) {
    name = typed;
  }

  public TableChoice choice() {
    return choice;
  }

  public void choice(TableChoice next) {
    if (!next.equals(choice)) {
      choice = next;
      changed();
    }
  }

  /** The table's name as typed: kept, without building the screen again under the typing. */
  public void tableName(String typed) {
    choice = choice.withTableName(typed);
  }

  public String address() {
    return address;
  }

  public void address(String typed) {
    address = typed;
  }

  public String recordPath() {
    return recordPath;
  }

  /** The record's path as typed: kept, without building the screen again under the typing. */
  public void recordPath(String typed) {
    recordPath = typed;
  }

  public Optional<Said> message() {
    return message;
  }

  /** Says this to the person (a problem, or what is going on). */
  public void say(Said said) {
    message = Optional.of(said);
    changed();
  }

  /** Whether a table is being reached or opened: nothing else is started meanwhile. */
  public boolean busy() {
    return busy;
  }

  public void busy(boolean now) {
    busy = now;
    changed();
  }

  /** What is wrong with the player's name, if anything. */
  public Optional<Said> nameProblem() {
    return name == null || name.isBlank() ? Optional.of(Said.of("lobby.error.noName")) : Optional.empty();
  }

  /** What stops opening the table set up on the LAN, if anything. */
  public Optional<Said> hostProblem() {
    return nameProblem().or(choice::tableNameProblem);
  }

  /** What stops sitting at (or, {@code watch}, watching) this table, if anything. */
  public Optional<Said> joinProblem(LobbyRow row, boolean watch) {
    if (!row.playable()) {
      return Optional.of(Said.of("lobby.error.noBoard", row.gameId()));
    }
    if (watch) {
      return row.watchable() ? Optional.empty() : Optional.of(Said.of("lobby.error.noSpectators"));
    }
    if (row.started()) {
      return Optional.of(Said.of("lobby.error.started"));
    }
    return row.joinable() ? nameProblem() : Optional.of(Said.of("lobby.error.full"));
  }

  /** The address typed, checked; a bad one is said to the person. */
  public Address typedAddress() {
    Address parsed = Address.parse(address);
    parsed.problem().ifPresent(this::say);
    return parsed;
  }
}
