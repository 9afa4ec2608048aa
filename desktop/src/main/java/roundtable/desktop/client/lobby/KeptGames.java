package roundtable.desktop.client.lobby;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import roundtable.net.identity.IdentityFile;
import roundtable.net.session.TableStore;
import roundtable.proto.Seat;

/**
 * What the window keeps in the Round Table home, the terminal's own ({@code ~/.roundtable} unless
 * told otherwise): one identity per name ({@link IdentityFile}, held and locked from first use
 * until the window closes) and each table's log and seat secrets ({@link TableStore}). Lists the
 * games in progress of every name kept there, so that a game the terminal started can be resumed
 * in the window too. No home: nothing is kept and nothing listed.
 */
public final class KeptGames implements AutoCloseable {
  private final Optional<Path> home;
  private final Map<String, IdentityFile> held = new HashMap<>();

  public KeptGames(Optional<Path> home) {
    this.home = home;
  }

  public Optional<Path> home() {
    return home;
  }

  /**
   * The identity of this name, made on first use and held until {@link #close}.
   *
   * @throws IllegalArgumentException when another process (a terminal) is using it, or the name can't be one
   */
  public synchronized IdentityFile identity(String name) {
    Path folder = home.orElseThrow(() -> new IllegalStateException("no home: nothing is kept"));
    IdentityFile file = held.get(name);
    if (file == null) {
      file = IdentityFile.open(folder, name);
      held.put(name, file);
    }
    return file;
  }

  /** How many ended games the lobby lists (to replay): the most recent; the others stay on disk. */
  static final int ENDED_SHOWN = 5;

  /**
   * The games kept in the home, of every name kept there: those in progress first, then the
   * {@link #ENDED_SHOWN} that ended last (to replay), each the most recently saved first.
   */
  public List<KeptGame> list() {
    if (home.isEmpty()) {
      return List.of();
    }
    List<KeptGame> games = new ArrayList<>();
    IdentityFile.fingerprints(home.get()).forEach((name, fingerprint) -> {
      for (TableStore.Kept kept : TableStore.kept(home.get(), fingerprint)) {
        games.add(game(name, kept));
      }
    });
    games.sort(Comparator.comparing(KeptGame::ended).thenComparing(Comparator.comparing(KeptGame::saved).reversed())
        .thenComparing(KeptGame::key));
    long inProgress = games.stream().filter(g -> !g.ended()).count();
    return List.copyOf(games.subList(0, (int) Math.min(games.size(), inProgress + ENDED_SHOWN)));
  }

  private static KeptGame game(String name, TableStore.Kept kept) {
    TableStore store = kept.store();
    List<String> seats = new ArrayList<>();
    List<Integer> mine = new ArrayList<>();
    String fingerprint = store.dir().getFileName().toString().replaceFirst(".*-", "");
    Set<String> addresses = new LinkedHashSet<>();
    store.joinedAt().ifPresent(addresses::add);
    for (Seat seat : kept.start().getSeatsList()) {
      seats.add(seat.getName());
      boolean held = !seat.getHolderKey().isEmpty()
          && roundtable.net.identity.Identity.fingerprint(seat.getHolderKey().toByteArray()).equals(fingerprint);
      if (held) {
        mine.add(seat.getSeat());
      } else if (!seat.getAddress().isEmpty()) {
        addresses.add(seat.getAddress());
      }
    }
    String id = HexFormat.of().formatHex(kept.start().getTableId().toByteArray());
    String table = store.tableName().orElse(kept.opened() ? name : id.substring(0, Math.min(8, id.length())));
    return new KeptGame(store.dir().getFileName().toString(), kept.start().getGameId(), table, seats, mine, name,
        kept.steps(), kept.saved(), kept.opened(), List.copyOf(addresses), store, kept.ended());
  }

  /** Forgets a game in progress: it is marked ended (its log stays on disk) and listed as ended, to replay. */
  public void forget(KeptGame game) {
    game.store().markEnded();
  }

  @Override
  public synchronized void close() {
    held.values().forEach(IdentityFile::close);
    held.clear();
  }
}
