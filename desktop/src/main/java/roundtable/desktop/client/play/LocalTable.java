package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import roundtable.core.bot.BotPlayer;
import roundtable.core.bot.Bots;
import roundtable.core.bot.ThinkingBudget;
import roundtable.core.bot.Player;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.crypto.Audit;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.game.MayAct;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Prompt;
import roundtable.core.table.SeatAction;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.OptionWords;
import roundtable.desktop.client.board.Seen;

/**
 * A game on this laptop alone, with no network: bots, and at most one seat played at the window.
 * The rules run on the table's own thread, exactly as a peer would run them; bots wait
 * {@code pace} before each move so that the board can be watched. Every call of the listener is
 * posted to the render thread.
 */
public final class LocalTable<S extends GameState> implements TableFeed<S> {
  /** The kind of the seat the window plays; any other kind is a bot's. */
  public static final String PERSON = "person";
  /** A game that has not ended after this many actions is stopped (a bot loop). */
  static final int MAX_ACTIONS = 100_000;

  private final Game<S> game;
  private final TableConfig config;
  private final List<String> kinds;
  private final List<String> names;
  private final long paceMillis;
  private final Post post;
  private final List<Player<S>> players = new ArrayList<>();
  private final List<SeatAction> log = new ArrayList<>();
  private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "local-table");
    t.setDaemon(true);
    return t;
  });
  private WindowPlayer<S> window;
  private int windowSeat = -1;
  private Listener<S> listener;
  private S state;
  private boolean over;
  private volatile boolean closed;

  /**
   * @param kinds each seat's kind: {@link #PERSON} for the window's seat (at most one), else a bot's
   * @param seed every seat's secrets and the bots' choices come from it
   * @param paceMillis how long a bot waits before its move
   */
  public LocalTable(Game<S> game, TableConfig config, List<String> kinds, long seed, long paceMillis, Post post) {
    this(game, config, kinds, defaultNames(kinds), seed, paceMillis, post);
  }

  /** @param names each seat's name, as the board shows it (see {@link #names(List, Words)}) */
  public LocalTable(Game<S> game, TableConfig config, List<String> kinds, List<String> names, long seed,
      long paceMillis, Post post) {
    this(game, config, kinds, names, seed, paceMillis, post, roundtable.net.session.PeerSetup.A_SECOND_A_MOVE);
  }

  /** @param budget how long a strong bot thinks about each move (its pace comes on top) */
  public LocalTable(Game<S> game, TableConfig config, List<String> kinds, List<String> names, long seed,
      long paceMillis, Post post, ThinkingBudget budget) {
    if (kinds.size() != config.players() || names.size() != kinds.size()) {
      throw new IllegalArgumentException(kinds.size() + " seats for a table of " + config.players());
    }
    if (kinds.stream().filter(PERSON::equals).count() > 1) {
      throw new IllegalArgumentException("a local game has at most one seat played at the window");
    }
    this.game = game;
    this.config = config;
    this.kinds = List.copyOf(kinds);
    this.names = List.copyOf(names);
    this.paceMillis = paceMillis;
    this.post = post;
    SplittableRandom root = new SplittableRandom(seed);
    for (int seat = 0; seat < kinds.size(); seat++) {
      SeatSecrets secrets = new SeatSecrets(seat, root.split());
      if (kinds.get(seat).equals(PERSON)) {
        window = new WindowPlayer<>(secrets, this::asked, this::wake);
        windowSeat = seat;
        players.add(window);
      } else {
        players.add(new BotPlayer<>(Bots.byName(kinds.get(seat), game, budget), RandomnessPlayer.of(secrets), secrets,
            root.split()));
      }
    }
  }

  @Override
  public Game<S> game() {
    return game;
  }

  /** The names round the table. */
  public List<String> names() {
    return names;
  }

  /** Names in words: "You" for the window's seat, "Bot 2 (greedy)" for the others. */
  public static List<String> names(List<String> kinds, Words words) {
    return names(kinds, words, words.get("seat.you"));
  }

  /** The same, the person's seat by the name it gave in the lobby ("You play seat 1 (Ann)"). */
  public static List<String> names(List<String> kinds, Words words, String person) {
    List<String> names = new ArrayList<>();
    for (int seat = 0; seat < kinds.size(); seat++) {
      String kind = kinds.get(seat);
      names.add(kind.equals(PERSON) ? person : words.get("seat.bot", seat + 1, OptionWords.bot(words, kind)));
    }
    return names;
  }

  private static List<String> defaultNames(List<String> kinds) {
    List<String> names = new ArrayList<>();
    for (int seat = 0; seat < kinds.size(); seat++) {
      names.add(kinds.get(seat).equals(PERSON) ? "you" : "bot " + (seat + 1) + " (" + kinds.get(seat) + ")");
    }
    return names;
  }

  @Override
  public void open(Listener<S> listener) {
    this.listener = listener;
    thread.execute(() -> safely(() -> {
      state = game.setup(config);
      Viewer viewer = windowSeat < 0 ? Viewer.SPECTATOR : Viewer.seat(windowSeat);
      Knowledge knowledge = windowSeat < 0 ? Knowledge.NOTHING : window.knowledge();
      Seen seen = new Seen(viewer, knowledge, names());
      S first = state;
      post.post(() -> listener.begun(first, seen));
      drive();
    }));
  }

  @Override
  public void choose(Action action) {
    if (window != null) {
      window.choose(action);
    }
  }

  @Override
  public void learn(Knowledge secret) {
    if (window != null) {
      window.learn(secret);
    }
  }

  private void wake() {
    if (!closed) {
      thread.execute(() -> safely(this::drive));
    }
  }

  /** Table work: a bug in the rules or a bot stops the game with its reason, instead of freezing the board. */
  private void safely(Runnable work) {
    try {
      work.run();
    } catch (RuntimeException e) {
      if (!over && !closed) {
        over = true;
        Ending stopped = Ending.stopped(new Stop.Failed(String.valueOf(e)));
        post.post(() -> listener.ended(stopped));
      }
    }
  }

  private void asked(int seat, S asked, List<Action> legal) {
    post.post(() -> listener.turn(seat, asked, legal));
  }

  /** Plays until the window's seat must choose, or the game ends (table thread). */
  private void drive() {
    while (!over && !closed) {
      Prompt prompt = game.prompt(state);
      if (prompt.isOver()) {
        end(Optional.empty());
        return;
      }
      if (log.size() >= MAX_ACTIONS) {
        end(Optional.of(new Stop.Failed("the game did not end within " + MAX_ACTIONS + " actions")));
        return;
      }
      Optional<SeatAction> turn = firstToAct(prompt);
      if (turn.isEmpty()) {
        return; // the window's seat is thinking: its choice wakes the table
      }
      if (!apply(turn.get())) {
        return;
      }
    }
  }

  private Optional<SeatAction> firstToAct(Prompt prompt) {
    boolean botMoves = prompt.seats().entrySet().stream()
        .anyMatch(named -> named.getValue() == Decision.MOVE && named.getKey() != windowSeat);
    if (botMoves) {
      pause(); // once per move, however many seats the prompt names (a secret token's possible holders)
    }
    for (var named : prompt.seats().entrySet()) {
      int seat = named.getKey();
      Decision decision = named.getValue();
      Optional<Action> action = players.get(seat).act(game, state, seat, decision);
      if (action.isPresent()) {
        return Optional.of(new SeatAction(seat, action.get()));
      }
    }
    return Optional.empty();
  }

  private boolean apply(SeatAction turn) {
    S before = state;
    try {
      Applied<S> applied = MayAct.apply(game, before, turn.seat(), turn.action());
      state = applied.state();
      log.add(turn);
      post.post(() -> listener.applied(before, turn.seat(), turn.action(), applied));
      return true;
    } catch (IllegalActionException e) {
      end(Optional.of(new Stop.Refused(turn.seat(), e.getMessage())));
      return false;
    }
  }

  private void pause() {
    try {
      TimeUnit.MILLISECONDS.sleep(paceMillis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The end: each seat publishes its audit step, and the hidden cards are audited. */
  private void end(Optional<Stop> stopped) {
    over = true;
    for (int seat = 0; seat < players.size(); seat++) {
      int s = seat;
      players.get(seat).audit(game, state, seat).ifPresent(step -> log.add(new SeatAction(s, step)));
    }
    Optional<Audit.Result> audit = Audit.ofLog(game.hiddenCards(state), log);
    Ending ending = new Ending(stopped.isPresent() ? Optional.empty() : game.outcome(state), stopped, audit);
    post.post(() -> listener.ended(ending));
  }

  @Override
  public void close() {
    closed = true;
    thread.shutdownNow();
  }
}
