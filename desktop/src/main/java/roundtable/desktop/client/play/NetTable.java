package roundtable.desktop.client.play;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import roundtable.core.bot.Player;
import roundtable.core.canon.StateHash;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.board.Seen;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableNews;
import roundtable.net.session.TableSession;
import roundtable.net.session.TableSpec;
import roundtable.proto.Seat;
import roundtable.proto.SeatKind;

/**
 * A table on the LAN as a board sees it: a {@link TableSession} whose person's seat is a {@link
 * WindowPlayer} and whose other seats are this peer's bots. What happens at the table is read on the
 * session's thread ({@link SessionReport}) and told to the listener through the {@link Post} given;
 * what happens before the board opens is kept and told when it does.
 */
public final class NetTable<S extends GameState> implements TableFeed<S> {
  private final Game<S> game;
  private final Post post;
  private final List<Consumer<Listener<S>>> pending = new ArrayList<>();
  private final List<TableNews> lines = new CopyOnWriteArrayList<>();
  private final List<AutoCloseable> alongside = new CopyOnWriteArrayList<>();
  private final List<Runnable> whenBegun = new CopyOnWriteArrayList<>();
  private Listener<S> listener;
  private volatile TableSession<S> session;
  private volatile WindowPlayer<S> window;
  private volatile boolean started;
  /** The seats' names kept with a resumed game: the lobby that named them is not heard again. */
  private volatile List<String> keptNames = List.of();
  /** The window's turn, asked during the seats' act: told after the steps that led to it (session thread). */
  private Turn<S> heldTurn;

  private record Turn<S>(int seat, S state, List<Action> legal) {}

  private NetTable(Game<S> game, Post post) {
    this.game = game;
    this.post = post;
  }

  /** Opens a table on this address: the setup's seats (a person, bots) are taken at once. */
  public static <S extends GameState> NetTable<S> host(PeerSetup<S> setup, TableSpec spec, InetSocketAddress bind,
      Post post) throws InterruptedException {
    return host(setup, spec, bind, post, TableSession.StartWhen.FULL_AND_READY);
  }

  /** Opens a table that starts as {@code when} says (the window's: when its person starts it). */
  public static <S extends GameState> NetTable<S> host(PeerSetup<S> setup, TableSpec spec, InetSocketAddress bind,
      Post post, TableSession.StartWhen when) throws InterruptedException {
    NetTable<S> table = new NetTable<>(setup.game(), post);
    table.attach(TableSession.host(table.wrap(setup), spec, bind, when));
    return table;
  }

  /**
   * Opens again a table this peer opened and kept, after its window or process closed mid-game: the
   * kept log is replayed and the game goes on where it was ({@link TableSession#reopen}).
   */
  public static <S extends GameState> NetTable<S> reopen(PeerSetup<S> setup, roundtable.net.session.TableStore store,
      List<String> names, InetSocketAddress bind, Post post) throws InterruptedException {
    NetTable<S> table = new NetTable<>(setup.game(), post);
    table.keptNames = List.copyOf(names);
    table.attach(TableSession.reopen(table.wrap(setup), store, bind));
    return table;
  }

  /**
   * Comes back to a game this peer joined and kept, through the peer at this address: the kept log
   * is replayed and the rest caught up from the table ({@link TableSession#join} with a home).
   */
  public static <S extends GameState> NetTable<S> rejoin(PeerSetup<S> setup, InetSocketAddress peer, List<String> names,
      Post post) throws InterruptedException {
    NetTable<S> table = new NetTable<>(setup.game(), post);
    table.keptNames = List.copyOf(names);
    table.attach(TableSession.join(table.wrap(setup), peer));
    return table;
  }

  /** The seats' names kept with a resumed game (none otherwise). */
  List<String> keptNames() {
    return keptNames;
  }

  /** Joins the table at this address and asks for the setup's seats. */
  public static <S extends GameState> NetTable<S> join(PeerSetup<S> setup, InetSocketAddress opener, Post post)
      throws InterruptedException {
    NetTable<S> table = new NetTable<>(setup.game(), post);
    table.attach(TableSession.join(table.wrap(setup), opener));
    return table;
  }

  /** Watches the table at this address (the setup has no seats). */
  public static <S extends GameState> NetTable<S> spectate(PeerSetup<S> setup, InetSocketAddress opener, Post post)
      throws InterruptedException {
    NetTable<S> table = new NetTable<>(setup.game(), post);
    table.attach(TableSession.spectate(table.wrap(setup), opener));
    return table;
  }

  /** Whether a seat of the seating is a person's (the window's, at this peer or another). */
  public static boolean isPerson(Seat seat) {
    return seat.getKind() == SeatKind.PERSON;
  }

  /** The setup with the window playing its person's seat and the table read after every change. */
  private PeerSetup<S> wrap(PeerSetup<S> setup) {
    PeerSetup.Players<S> bots = setup.players();
    return setup.withPlayers((seat, secrets) -> isPerson(seat) ? person(secrets) : bots.player(seat, secrets))
        .withSeats(new SessionReport<>(this));
  }

  private Player<S> person(SeatSecrets secrets) {
    WindowPlayer<S> player = new WindowPlayer<>(secrets,
        (seat, state, legal) -> heldTurn = new Turn<>(seat, state, legal), this::nudge);
    window = player;
    return player;
  }

  private void nudge() {
    TableSession<S> s = session;
    if (s != null) {
      s.nudge();
    }
  }

  private void attach(TableSession<S> opened) {
    session = opened;
    opened.onNews(news -> {
      lines.add(news);
      tell(l -> l.news(news));
    });
    opened.end().whenComplete((end, error) -> {
      Ending ending = error != null ? Ending.stopped(new Stop.Failed(String.valueOf(error.getMessage()))) : ending(end);
      tell(l -> l.ended(ending));
    });
  }

  /** How a session ended, as a board says it. */
  public static Ending ending(SessionEnd end) {
    return new Ending(end.finished() ? end.outcome() : Optional.empty(), Stop.of(end), end.audit());
  }

  /** Tells the listener on the render thread, or keeps it for when the board opens. */
  synchronized void tell(Consumer<Listener<S>> event) {
    if (listener == null) {
      pending.add(event);
    } else {
      Listener<S> l = listener;
      post.post(() -> event.accept(l));
    }
  }

  /** The game began here (session thread): told once. */
  void begin(S state, Seen seen) {
    for (Runnable first : whenBegun) {
      first.run(); // before the window's seat can act on the game
    }
    started = true;
    tell(l -> l.begun(state, seen));
  }

  /**
   * Tells the window's turn asked during the seats' act, once the board has heard every step before
   * it, on the board's own copy of the state ({@code reached}) when it is that state (same hash: the
   * rules' states need not be equal objects); a turn on a state already left is dropped, as the
   * window's player asks again on the next.
   */
  void tellTurn(S reached) {
    Turn<S> turn = heldTurn;
    heldTurn = null;
    if (turn != null && StateHash.hex(turn.state()).equals(StateHash.hex(reached))) {
      tell(l -> l.turn(turn.seat(), reached, turn.legal()));
    }
  }

  /** The window's own player, once the game gave it a seat. */
  Optional<WindowPlayer<S>> window() {
    return Optional.ofNullable(window);
  }

  public TableSession<S> session() {
    return session;
  }

  /** Whether the game has begun (readable from any thread). */
  public boolean started() {
    return started;
  }

  /** The table's news and chat so far (readable from any thread). */
  public List<TableNews> lines() {
    return List.copyOf(lines);
  }

  @Override
  public Game<S> game() {
    return game;
  }

  @Override
  public synchronized void open(Listener<S> opened) {
    listener = opened;
    for (Consumer<Listener<S>> event : pending) {
      post.post(() -> event.accept(opened));
    }
    pending.clear();
  }

  @Override
  public void choose(Action action) {
    WindowPlayer<S> w = window;
    if (w != null) {
      w.choose(action);
    }
  }

  @Override
  public void learn(Knowledge secret) {
    WindowPlayer<S> w = window;
    if (w != null) {
      w.learn(secret);
    }
  }

  @Override
  public boolean chats() {
    return true;
  }

  @Override
  public void say(String text) {
    session.say(text);
  }

  /** A table on the LAN: the window's seat, once it has one, may leave for good. */
  @Override
  public boolean leavesForGood() {
    return window != null;
  }

  /** Hands the leave to the session's thread ({@link TableSession#leaveForGood}); the session stays up. */
  @Override
  public void leaveForGood() {
    TableSession<S> s = session;
    if (s != null && window != null) {
      s.leaveForGood();
    }
  }

  /** Runs this on the session's thread when the game begins (or is resumed), before the window's seat can act. */
  public void onBegin(Runnable first) {
    whenBegun.add(first);
    if (started) {
      first.run(); // begun already: at once (what it saves is saved whole, twice is harmless)
    }
  }

  /** Closes this too when the table is left (the table's announcement on the LAN). */
  public void closeAlong(AutoCloseable other) {
    alongside.add(other);
  }

  /** Leaves the table; the session says so and closes on a thread of its own (it may wait a little). */
  @Override
  public void close() {
    TableSession<S> s = session;
    Thread closing = new Thread(() -> {
      for (AutoCloseable other : alongside) {
        try {
          other.close();
        } catch (Exception e) {
          // leaving anyway
        }
      }
      if (s != null) {
        s.close();
      }
    }, "leave-table");
    closing.setDaemon(true);
    closing.start();
  }
}
