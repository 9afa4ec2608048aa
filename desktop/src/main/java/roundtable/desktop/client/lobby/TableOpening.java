package roundtable.desktop.client.lobby;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.Optional;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Said;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.play.GameRecord;
import roundtable.desktop.client.play.KeptRecord;
import roundtable.desktop.client.play.ReplayTable;
import roundtable.desktop.client.table.TableChoice;
import roundtable.desktop.client.play.LocalTable;
import roundtable.desktop.client.play.NetTable;
import roundtable.desktop.client.table.TablePlace;
import roundtable.desktop.client.table.TableScreen;
import roundtable.net.discovery.Discovery;
import roundtable.net.discovery.JoinByAddress;
import roundtable.net.discovery.TableProbe;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionAnnouncer;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;
import roundtable.net.session.TableStore;
import roundtable.proto.Role;

/**
 * What the lobby's buttons start: a table opened on the LAN, reached (to play or watch), or a game
 * here against bots. Reaching and opening run on a thread of their own (a connection may take a
 * while); their result comes back to the render thread through the client's post. With a home
 * ({@link KeptGames}), a seated peer has its name's identity and keeps each table there, its log and
 * seat secrets saved before anything that depends on them is sent, so that Resume brings it back;
 * without one, each peer has a fresh identity and keeps nothing.
 */
final class TableOpening {
  /** Tables are opened on every interface, on a free port. */
  static final InetSocketAddress ANY = new InetSocketAddress(0);
  /** How long a bot waits before its move in a game here. */
  static final long LOCAL_PACE_MILLIS = 500;

  private final LobbyShell client;
  private final LobbyModel model;

  TableOpening(LobbyShell client, LobbyModel model) {
    this.client = client;
    this.model = model;
  }

  /** The name, language and table set up are kept for the window's next start. */
  private void remember() {
    new WindowSettings(model.name().strip(), client.words().language(), model.choice(), client.sound())
        .save(client.home());
  }

  /** Plays the table set up here against bots, without any network. */
  void local() {
    if (model.nameProblem().isPresent()) {
      model.say(model.nameProblem().get());
      return;
    }
    remember();
    TableChoice choice = model.choice();
    LocalTable<?> table = local(choice.game(), choice);
    client.post().post(() -> client.show(new BoardScreen<>(client, table))); // before the next frame, not under this click
  }

  private <S extends GameState> LocalTable<S> local(Game<S> game, TableChoice choice) {
    List<String> kinds = choice.localSeats();
    return new LocalTable<>(game, TableConfig.of(game, choice.players(), choice.options(), false), kinds,
        LocalTable.names(kinds, client.words(), model.name().strip()), System.nanoTime(), LOCAL_PACE_MILLIS,
        client.post());
  }

  /** Opens the table set up on the LAN, with this laptop's person and bots seated. */
  void host() {
    Optional<Said> problem = model.hostProblem();
    if (problem.isPresent()) {
      model.say(problem.get());
      return;
    }
    remember();
    TableChoice choice = model.choice();
    String name = model.name().strip();
    inBackground(Said.of("lobby.opening"), () -> host(choice.game(), choice, name),
        why -> Said.of("lobby.error.open", why));
  }

  private <S extends GameState> Runnable host(Game<S> game, TableChoice choice, String name) throws Exception {
    PeerSetup<S> setup = kept(PeerSetup.secure(game, name, choice.hostSeats()));
    TableSpec spec = choice.spec();
    // The person sees the seats fill and starts the game (issue 25's ready step).
    NetTable<S> table = NetTable.host(setup, spec, ANY, client.post(), TableSession.StartWhen.OPENER_STARTS);
    store(setup, table).ifPresent(store -> store.saveTableName(choice.tableName().strip()));
    Optional<String> unannounced = Optional.empty();
    try {
      table.closeAlong(SessionAnnouncer.start(choice.tableName().strip(), game.id(), spec, setup.identity(),
          table.session()));
    } catch (Exception e) {
      unannounced = Optional.of(String.valueOf(e.getMessage()));
    }
    String address = Discovery.lanHost() + ":" + table.session().address().getPort();
    TablePlace place = new TablePlace(choice.tableName().strip(), game.id(), Optional.of(choice.shown()),
        Optional.of(address), unannounced, true, false, table.session().fingerprint());
    return () -> client.show(new TableScreen(client, table, place));
  }

  /** Sits at (or watches) a table found on the LAN. */
  void join(LobbyRow row, boolean watch) {
    Optional<Said> problem = model.joinProblem(row, watch);
    if (problem.isPresent()) {
      model.say(problem.get());
      return;
    }
    remember();
    reach(row.gameId(), row.tableName(), row.to(), watch);
  }

  /**
   * Sits at (or watches) the table at the address typed, of the game the table says it plays
   * ({@link TableProbe}); a bad address, or a table that can't be joined (nobody there, no table,
   * another protocol or rules, a game without a board here, full, started), is said in words.
   */
  void joinByAddress(boolean watch) {
    Address address = model.typedAddress();
    if (address.ok()) {
      Optional<Said> problem = watch ? Optional.empty() : model.nameProblem();
      problem.ifPresentOrElse(model::say, () -> reachByAddress(address.to().get(), watch));
    }
  }

  /**
   * Opens the game record whose path is typed on its board, to replay it; a file that cannot be
   * read, or a record its rules refuse, is said to the person.
   */
  void openRecord() {
    String typed = model.recordPath().strip();
    if (typed.isEmpty()) {
      model.say(Said.of("lobby.record.empty"));
      return;
    }
    java.nio.file.Path file;
    try {
      file = java.nio.file.Path.of(typed.startsWith("~/") ? System.getProperty("user.home") + typed.substring(1) : typed);
    } catch (java.nio.file.InvalidPathException e) {
      model.say(Said.of("lobby.record.noFile", typed));
      return;
    }
    // read and checked on a thread of its own: a long game dealt by mental poker takes a second or two
    inBackground(Said.of("lobby.record.opening", typed), () -> {
      GameRecord.Read read = GameRecord.read(file);
      if (!(read instanceof GameRecord.Opened opened)) {
        throw new Refusal(refused(read, typed));
      }
      GameRecord<?> record = opened.record();
      String game = record.played().game().id();
      if (!roundtable.desktop.client.board.Boards.has(game)) {
        throw new Refusal(Said.of("lobby.error.noBoard", game));
      }
      return () -> client.show(new BoardScreen<>(client, ReplayTable.of(record, record.names(client.words()),
          client.post())));
    }, why -> Said.of("lobby.record.unreadable", typed, why));
  }

  /**
   * Replays a game kept in the home on its board, read and checked from its signed Start and log,
   * watched as this identity's seat when its secrets are kept there; a folder that can't be
   * replayed is said to the person.
   */
  void replay(KeptGame game) {
    inBackground(Said.of("lobby.kept.replaying", game.table()), () -> {
      GameRecord.Read read = KeptRecord.read(game.store());
      if (read instanceof GameRecord.Unreadable unreadable) {
        throw new Refusal(Said.of("lobby.kept.refused", game.table(), unreadable.english()));
      }
      if (read instanceof GameRecord.Refused refused) {
        throw new Refusal(Said.of("lobby.kept.refused", game.table(), refused.error()));
      }
      GameRecord<?> record = ((GameRecord.Opened) read).record();
      if (!roundtable.desktop.client.board.Boards.has(record.played().game().id())) {
        throw new Refusal(Said.of("lobby.error.noBoard", record.played().game().id()));
      }
      return () -> client.show(new BoardScreen<>(client, ReplayTable.of(record, record.names(client.words()),
          client.post())));
    }, why -> Said.of("lobby.kept.refused", game.table(), why));
  }

  /** Why a game record does not open, in words. */
  private static Said refused(GameRecord.Read read, String typed) {
    if (read instanceof GameRecord.Unreadable unreadable) {
      return switch (unreadable.why()) {
        case NO_SUCH_FILE -> Said.of("lobby.record.noFile", typed);
        case PERMISSION_DENIED -> Said.of("lobby.record.denied", typed);
        case NOT_UTF8 -> Said.of("lobby.record.notText", typed);
        case OTHER -> Said.of("lobby.record.unreadable", typed, unreadable.detail());
      };
    }
    return Said.of("lobby.record.refused", typed, ((GameRecord.Refused) read).error());
  }

  private void reachByAddress(InetSocketAddress to, boolean watch) {
    remember();
    String name = model.name().isBlank() ? "spectator" : model.name().strip();
    String shown = to.getHostString() + ":" + to.getPort();
    inBackground(Said.of("lobby.connecting", shown), () -> {
      TableProbe.Table table;
      try {
        table = TableProbe.probe(to, watch ? Role.SPECTATOR : Role.SEAT_PLAYER);
        // A window keeps no game to come back to: a started table is one to watch.
        table.check(null, !watch, PeerSetup.RULES_VERSION, false);
        if (!TableChoice.games().contains(table.gameId())) {
          throw new TableProbe.Refused(TableProbe.Why.UNKNOWN_GAME, "no board for " + table.gameId(), table.gameId());
        }
      } catch (TableProbe.Refused refused) {
        throw new Refusal(Refusals.said(refused, shown));
      }
      // the table's name is said only on the LAN: its opener's name stands in for it (a table is named after its opener's)
      return reach(TableChoice.game(table.gameId()), table.openerName(), to, watch, name, true);
    }, why -> Said.of("lobby.error.connect", shown, why));
  }

  /** A failure of the background work that says itself in the person's words. */
  private static final class Refusal extends Exception {
    final transient Said said;

    Refusal(Said said) {
      super(said.key());
      this.said = said;
    }
  }

  private void reach(String gameId, String tableName, InetSocketAddress to, boolean watch) {
    String name = model.name().isBlank() ? "spectator" : model.name().strip();
    String shown = to.getHostString() + ":" + to.getPort();
    inBackground(Said.of("lobby.connecting", shown), () -> reach(TableChoice.game(gameId), tableName, to, watch, name, false),
        why -> Said.of("lobby.error.connect", shown, why));
  }

  private <S extends GameState> Runnable reach(Game<S> game, String tableName, InetSocketAddress to, boolean watch,
      String name, boolean byAddress) throws Exception {
    PeerSetup<S> setup = watch ? PeerSetup.secure(game, name, List.of())
        : kept(PeerSetup.secure(game, name, List.of(PeerSetup.PERSON)));
    NetTable<S> table = watch ? NetTable.spectate(setup, to, client.post()) : NetTable.join(setup, to, client.post());
    if (!watch) { // where it joined, for Resume: the opener's seats carry no address in the Start
      table.onBegin(() -> store(setup, table).ifPresent(store -> {
        store.saveJoinedAt(shown(to));
        if (!tableName.isEmpty()) {
          store.saveTableName(tableName);
        }
      }));
    }
    TablePlace place = new TablePlace(tableName, game.id(), Optional.empty(),
        byAddress ? Optional.of(to.getHostString() + ":" + to.getPort()) : Optional.empty(),
        Optional.empty(), false, watch, table.session().fingerprint());
    return () -> client.show(new TableScreen(client, table, place));
  }

  /** The setup with its name's identity, keeping its tables in the home; as it is when there is no home. */
  private <S extends GameState> PeerSetup<S> kept(PeerSetup<S> setup) {
    KeptGames kept = client.kept();
    return kept.home().map(home -> setup.keptIn(home, kept.identity(setup.name()).identity())).orElse(setup);
  }

  private static <S extends GameState> Optional<TableStore> store(PeerSetup<S> setup, NetTable<S> table) {
    return setup.home().map(home -> TableStore.of(home, table.session().tableId(), setup.identity().fingerprint()));
  }

  /** "host:port", an IPv6 host in brackets. */
  static String shown(InetSocketAddress to) {
    String host = to.getAddress() != null ? to.getAddress().getHostAddress() : to.getHostString();
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + to.getPort();
  }

  /** Reads the games in progress kept in the home again. */
  void listKept() {
    try {
      model.games(client.kept().list());
    } catch (RuntimeException e) {
      model.say(Said.of("lobby.error.kept", String.valueOf(e.getMessage())));
    }
  }

  /** Forget, confirmed: the game is marked ended in the home and no longer listed. */
  void forget(KeptGame game) {
    model.confirmForget(game).ifPresent(g -> {
      try {
        client.kept().forget(g);
        model.say(Said.of("lobby.forgotten", g.table()));
      } catch (RuntimeException e) {
        model.say(Said.of("lobby.error.kept", String.valueOf(e.getMessage())));
      }
      listKept();
    });
  }

  /**
   * Puts the person back in its seats of a game kept in the home, at the position kept: a table this
   * identity opened is opened again on its port; one it joined is reached again at the address it
   * joined at, then at each other seat's, in turn, until one answers and the game is resumed.
   */
  void resume(KeptGame game) {
    Optional<Said> problem = model.resumeProblem(game);
    if (problem.isPresent()) {
      model.say(problem.get());
      return;
    }
    inBackground(Said.of("lobby.resuming", game.table()), () -> resume(TableChoice.game(game.gameId()), game),
        why -> Said.of("lobby.error.resume", why));
  }

  /** How long a joined table has to give its game back before the next address is tried. */
  static final long RESUME_WAIT_MILLIS = 10_000;

  private <S extends GameState> Runnable resume(Game<S> game, KeptGame kept) throws Exception {
    PeerSetup<S> setup = kept(PeerSetup.secure(game, kept.as(), List.of(PeerSetup.PERSON)));
    if (kept.opened()) {
      NetTable<S> table = NetTable.reopen(setup, kept.store(), kept.seats(), ANY, client.post());
      TableSpec spec = kept.store().opening().orElseThrow().spec();
      Optional<String> unannounced = Optional.empty();
      try {
        table.closeAlong(SessionAnnouncer.start(SessionAnnouncer.announcement(kept.table(), game.id(), spec,
            setup.identity(), table.session().address().getPort()).withStarted(true), setup.identity(),
            table.session(), spec.players()));
      } catch (Exception e) {
        unannounced = Optional.of(String.valueOf(e.getMessage()));
      }
      String address = Discovery.lanHost() + ":" + table.session().address().getPort();
      TablePlace place = new TablePlace(kept.table(), game.id(), Optional.of(spec.options()), Optional.of(address),
          unannounced, true, false, table.session().fingerprint());
      return () -> client.show(new TableScreen(client, table, place));
    }
    List<String> tried = new java.util.ArrayList<>();
    for (String address : kept.addresses()) {
      InetSocketAddress to;
      try {
        to = JoinByAddress.parse(address);
      } catch (IllegalArgumentException e) {
        continue;
      }
      tried.add(address);
      if (!answers(to)) {
        continue;
      }
      NetTable<S> table = NetTable.rejoin(setup, to, kept.seats(), client.post());
      long deadline = System.nanoTime() + RESUME_WAIT_MILLIS * 1_000_000;
      while (!table.started() && !table.session().end().isDone() && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      if (table.started()) {
        table.onBegin(() -> kept.store().saveJoinedAt(address));
        TablePlace place = new TablePlace(kept.table(), game.id(), Optional.empty(), Optional.of(address),
            Optional.empty(), false, false, table.session().fingerprint());
        return () -> client.show(new TableScreen(client, table, place));
      }
      table.session().close();
    }
    throw new Refusal(Said.of("lobby.error.noneBack", tried.isEmpty() ? "—" : String.join(", ", tried)));
  }

  /** Whether something listens at this address (a table's peer that is up), within a second and a half. */
  private static boolean answers(InetSocketAddress to) {
    try (java.net.Socket probe = new java.net.Socket()) {
      probe.connect(to, 1_500);
      return true;
    } catch (java.io.IOException e) {
      return false;
    }
  }

  /** What runs on the background thread: gives what the render thread does with its result. */
  private interface Work {
    Runnable run() throws Exception;
  }

  private void inBackground(Said going, Work work, java.util.function.Function<String, Said> failed) {
    if (model.busy()) {
      return;
    }
    model.busy(true);
    model.say(going);
    Thread thread = new Thread(() -> {
      try {
        Runnable then = work.run();
        client.post().post(then);
      } catch (Refusal refusal) {
        client.post().post(() -> {
          model.busy(false);
          model.say(refusal.said);
        });
      } catch (Exception e) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        client.post().post(() -> {
          model.busy(false);
          model.say(failed.apply(why));
        });
      }
    }, "lobby-opening");
    thread.setDaemon(true);
    thread.start();
  }
}
