package roundtable.desktop.client.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import roundtable.core.bot.Bots;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;
import roundtable.desktop.client.Said;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.play.LocalTable;
import roundtable.net.discovery.Announcement;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.TableSpec;

/**
 * The table the person sets up in the lobby, to open on the LAN or to play here against bots: the
 * game, the number of players, the options that apply to that number, the table's name, and how
 * many of the other seats this laptop fills with bots, of which kind, and the kind of bot the table
 * seats by vote in the place of a peer away too long (issue 18: "the level the table chose").
 * Immutable: each change makes another.
 */
public record TableChoice(String gameId, int players, Map<String, String> options, String tableName, int bots,
    String botKind, String takeoverBot) {

  public TableChoice {
    options = Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /** The first game the client can play, at its smallest table, with its defaults and one bot. */
  public static TableChoice first(String tableName) {
    Game<?> game = game(games().get(0));
    return new TableChoice(game.id(), game.minPlayers(), Map.of(), tableName, game.minPlayers() - 1, Bots.NAMES.get(0),
        TableSpec.DEFAULT_TAKEOVER_BOT);
  }

  /** The games offered: those the rules know and the client has a board for. */
  public static List<String> games() {
    return GameCatalog.all().stream().map(Game::id).filter(Boards::playable).toList();
  }

  public static Game<?> game(String id) {
    return GameCatalog.byId(id).orElseThrow(() -> new IllegalArgumentException(GameCatalog.unknown(id)));
  }

  public Game<?> game() {
    return game(gameId);
  }

  /** The numbers of players the game is played by. */
  public List<Integer> playerCounts() {
    List<Integer> counts = new ArrayList<>();
    for (int n = game().minPlayers(); n <= game().maxPlayers(); n++) {
      counts.add(n);
    }
    return counts;
  }

  /** The options that apply to this number of players, in the rulebook's order. */
  public List<TableOption> offered() {
    return game().options().stream().filter(o -> o.appliesTo(players)).toList();
  }

  /** The choice of one option: the one made, or its default. */
  public String option(TableOption option) {
    return options.getOrDefault(option.key(), option.defaultValue());
  }

  /** Another game: its smallest table, its defaults. */
  public TableChoice withGame(String id) {
    Game<?> game = game(id);
    return new TableChoice(id, game.minPlayers(), Map.of(), tableName, Math.min(bots, game.minPlayers() - 1), botKind,
        takeoverBot);
  }

  /** Another number of players: the options that no longer apply are dropped, the bots fit the seats. */
  public TableChoice withPlayers(int count) {
    Map<String, String> kept = new TreeMap<>(options);
    game().options().stream().filter(o -> !o.appliesTo(count)).forEach(o -> kept.remove(o.key()));
    return new TableChoice(gameId, count, kept, tableName, Math.min(bots, count - 1), botKind, takeoverBot);
  }

  public TableChoice withOption(String key, String value) {
    Map<String, String> chosen = new TreeMap<>(options);
    chosen.put(key, value);
    return new TableChoice(gameId, players, chosen, tableName, bots, botKind, takeoverBot);
  }

  public TableChoice withTableName(String name) {
    return new TableChoice(gameId, players, options, name, bots, botKind, takeoverBot);
  }

  /** How many of the other seats (0 to players − 1) this laptop fills with bots. */
  public TableChoice withBots(int count) {
    return new TableChoice(gameId, players, options, tableName, Math.max(0, Math.min(count, players - 1)), botKind,
        takeoverBot);
  }

  public TableChoice withBotKind(String kind) {
    return new TableChoice(gameId, players, options, tableName, bots, kind, takeoverBot);
  }

  public TableChoice withTakeoverBot(String kind) {
    return new TableChoice(gameId, players, options, tableName, bots, botKind, kind);
  }

  /** The options that apply, each with its choice, in the rulebook's order: what the table shows. */
  public Map<String, String> shown() {
    Map<String, String> shown = new java.util.LinkedHashMap<>();
    offered().forEach(o -> shown.put(o.key(), option(o)));
    return shown;
  }

  /** The table's configuration for the rules (checked by them). */
  public TableConfig config() {
    return TableConfig.of(game(), players, options, false);
  }

  /** The table this choice opens on the LAN: a fresh id, the options, the bot voted into a seat left. */
  public TableSpec spec() {
    return TableSpec.of(players, config().options(), takeoverBot);
  }

  /** This laptop's seats at a table it opens: the person first, then its bots. */
  public List<String> hostSeats() {
    List<String> seats = new ArrayList<>(List.of(PeerSetup.PERSON));
    seats.addAll(Collections.nCopies(bots, botKind));
    return seats;
  }

  /** The seats of a game here against bots: the person at seat 1, bots at the others. */
  public List<String> localSeats() {
    List<String> seats = new ArrayList<>(List.of(LocalTable.PERSON));
    seats.addAll(Collections.nCopies(players - 1, botKind));
    return seats;
  }

  /** What is wrong with the table's name for the LAN, if anything. */
  public Optional<Said> tableNameProblem() {
    if (tableName == null || tableName.isBlank()) {
      return Optional.of(Said.of("lobby.error.noTableName"));
    }
    if (tableName.codePointCount(0, tableName.length()) > Announcement.MAX_NAME_CHARS) {
      return Optional.of(Said.of("lobby.error.longTableName", Announcement.MAX_NAME_CHARS));
    }
    if (tableName.codePoints().anyMatch(Character::isISOControl)) {
      return Optional.of(Said.of("lobby.error.badTableName"));
    }
    return Optional.empty();
  }
}
