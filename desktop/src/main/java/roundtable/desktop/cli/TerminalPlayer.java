package roundtable.desktop.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import roundtable.core.bot.PersonPlayer;
import roundtable.core.bot.RandomnessPlayer;
import roundtable.core.graalwar.DeployPlan;
import roundtable.core.graalwar.GraalwarState;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.log.LogNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Viewer;
import roundtable.desktop.client.play.SeatKnowledge;

/**
 * One seat played by a person at the terminal. The seat's secrets answer the random draws and the
 * hidden-card steps by themselves, as for a bot; for a move, the person is shown the position as
 * the seat sees it, the prompt and the legal actions, numbered, and types a number or the action.
 * In graalwar it may also type its own deployment ({@link DeployLine}) instead of a plan offered.
 *
 * <p>{@link #act} runs on the session's thread and never blocks: the lines typed are read by a
 * reader thread ({@link #start}), queued, and the session is woken to ask again. Lines typed ahead
 * are kept in order, so a script can feed the seat its moves.
 */
public final class TerminalPlayer<S extends GameState> extends PersonPlayer<S> {
  static final String ASK = "your move (number or action, 'help' for the list):";
  static final String CLOSED = "input closed: the seat waits";
  private static final int WIDTH = 80;

  private final BufferedReader in;
  private final PrintWriter out;
  private final Runnable wake;
  /** Runs before a position is shown (the table's printer prints the moves that made it). */
  private final Runnable catchUp;
  private final ConcurrentLinkedQueue<String> typed = new ConcurrentLinkedQueue<>();
  /** The input ended; {@link #CLOSED} is said once the lines typed ahead are used up. */
  private volatile boolean closed;
  private final java.util.concurrent.atomic.AtomicBoolean closedSaid = new java.util.concurrent.atomic.AtomicBoolean();
  /** The game of a match the person typed its own deployment for (graalwar), or -1. */
  private int plannedGame = -1;
  /** The state the person was last shown (session thread only). */
  private S shown;
  /** The legal actions shown for it, as the person read them. */
  private List<String> said = List.of();
  /** How the actions are said (made for the first game asked). */
  private ActionWords<S> words;

  /**
   * @param randomness plays the seat's random draws and hidden-card steps (its secrets)
   * @param knowledge what the seat knows, for its legal actions and the cards it may see
   * @param in the person's lines
   * @param out where the person reads; the reader thread writes only under its lock
   * @param wake called (on the reader thread) after each line: the session asks its seats again
   */
  public TerminalPlayer(RandomnessPlayer<S> randomness, Knowledge knowledge, BufferedReader in, PrintWriter out,
      Runnable wake) {
    this(randomness, knowledge, in, out, wake, () -> { });
  }

  /** @param catchUp runs on the session's thread before a position is shown (the moves that made it printed) */
  TerminalPlayer(RandomnessPlayer<S> randomness, Knowledge knowledge, BufferedReader in, PrintWriter out,
      Runnable wake, Runnable catchUp) {
    super(randomness, knowledge);
    this.in = in;
    this.out = out;
    this.wake = wake;
    this.catchUp = catchUp;
  }

  /** A seat whose secrets are {@code secrets}, and what the person makes up in secret (graalwar's deployment). */
  public TerminalPlayer(SeatSecrets secrets, BufferedReader in, PrintWriter out, Runnable wake) {
    this(secrets, in, out, wake, () -> { });
  }

  TerminalPlayer(SeatSecrets secrets, BufferedReader in, PrintWriter out, Runnable wake, Runnable catchUp) {
    this(RandomnessPlayer.of(secrets), new SeatKnowledge(secrets), in, out, wake, catchUp);
  }

  /** Starts reading the person's lines on a daemon thread, until the end of the input. */
  public TerminalPlayer<S> start() {
    Thread reader = new Thread(this::read, "terminal-player");
    reader.setDaemon(true);
    reader.start();
    return this;
  }

  private void read() {
    try {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        typed.add(line);
        wake.run();
      }
      closed = true;
      if (typed.isEmpty()) {
        sayClosed();
      }
    } catch (IOException e) {
      say("input failed (" + e.getMessage() + "): the seat waits");
    }
  }

  @Override
  protected Optional<Action> choose(Game<S> game, S state, int seat, List<Action> offered) {
    Notation notation = LogNotation.of(game);
    List<Action> legal = offered;
    if (canDeploy(state, seat) && knowledge.part(DeployPlan.class).isPresent()
        && ((GraalwarState) state).score().game() != plannedGame) {
      legal = List.of(); // its plan of an earlier game of the match, known to all since: a new one is typed
    }
    if (!Objects.equals(state, shown)) {
      shown = state;
      catchUp.run();
      said = words(game, notation).of(state, seat, knowledge, legal);
      String position = position(game, state, seat, words.hand(state, seat, knowledge));
      String prompt = game.prompt(state).text() + "\n";
      // graal's diagram says the prompt already (above the hand): it is said once
      say(position + (("\n" + position).contains("\n" + prompt) ? "" : prompt) + list(said)
          + (canDeploy(state, seat) ? DeployLine.HINT + "\n" : "") + ASK);
    }
    for (String line = typed.poll(); line != null; line = typed.poll()) {
      String text = line.strip();
      if (text.isEmpty()) {
        continue;
      }
      if (text.equals("help")) {
        say(list(typed(said, legal, notation)) + ASK);
        continue;
      }
      Optional<Action> chosen = choose(game, state, seat, legal, notation, text);
      if (chosen.isPresent()) {
        return chosen;
      }
    }
    if (closed) {
      sayClosed(); // a script's lines typed ahead are all used: from here the seat waits
    }
    return Optional.empty();
  }

  private void sayClosed() {
    if (closedSaid.compareAndSet(false, true)) {
      say(CLOSED);
    }
  }

  /** The action the line names, or empty after saying what is wrong with it. */
  private Optional<Action> choose(Game<S> game, S state, int seat, List<Action> legal, Notation notation, String text) {
    String wrong;
    if (text.matches("\\d{1,9}")) {
      int n = Integer.parseInt(text);
      if (n >= 1 && n <= legal.size()) {
        return Optional.of(legal.get(n - 1));
      }
      wrong = "there is no action " + n;
    } else if (canDeploy(state, seat) && DeployLine.is(text)) {
      try {
        DeployPlan plan = DeployLine.plan((GraalwarState) state, seat, text);
        ((SeatKnowledge) knowledge).learn(plan); // the rules offer its commitment to a seat that holds it
        // kept with the seat's secrets too, saved before the commitment is sent: after a crash the
        // peer comes back able to reveal it
        ((SeatKnowledge) knowledge).secrets().choose(plan.chosen((GraalwarState) state));
        plannedGame = ((GraalwarState) state).score().game();
        Action commit = plan.commit(seat);
        if (game.legalActions(state, seat, knowledge).contains(commit)) {
          return Optional.of(commit);
        }
        wrong = "it is not the time to deploy";
      } catch (IllegalArgumentException e) {
        wrong = e.getMessage();
      }
    } else {
      try {
        Action action = notation.parse(text);
        if (legal.contains(action)) {
          return Optional.of(action);
        }
        wrong = whyNot(game, state, seat, action);
      } catch (Notation.NotationException e) {
        wrong = e.getMessage();
      }
    }
    say("'" + text + "' is not an action here: " + wrong + "; type "
        + (legal.size() == 1 ? "1" : "a number 1-" + legal.size()) + " or 'help'");
    return Optional.empty();
  }

  /** Whether the person may type its own deployment now (graalwar, screens up, not committed yet). */
  private boolean canDeploy(S state, int seat) {
    return knowledge instanceof SeatKnowledge && DeployLine.open(state, seat);
  }

  /** The rules' reason for refusing an action that is not in the seat's list. */
  private static <S extends GameState> String whyNot(Game<S> game, S state, int seat, Action action) {
    try {
      game.apply(state, seat, action); // pure: only for the rules' words
      return "it is not one of your legal actions";
    } catch (IllegalActionException e) {
      return e.getMessage();
    }
  }

  /**
   * The position as the seat sees it, with the cards or tokens in its hand: in the board's words
   * where it has them ({@code hand}), else each face's number.
   */
  private String position(Game<S> game, S state, int seat, Optional<String> hand) {
    S seen = game.view(state, Viewer.seat(seat));
    StringBuilder text = new StringBuilder(game.diagram(seen));
    Optional<HiddenCards> cards = game.hiddenCards(seen);
    if (hand.isPresent()) {
      text.append("in your hand: ").append(hand.get().isEmpty() ? "nothing" : hand.get()).append('\n');
    } else if (cards.isPresent() && !cards.get().hand(seat).isEmpty()) {
      List<String> faces = new ArrayList<>();
      for (CardRef card : cards.get().hand(seat)) {
        var face = cards.get().faceFor(card, seat, knowledge);
        faces.add(face.isPresent() ? String.valueOf(face.getAsInt()) : "?");
      }
      text.append("in your hand: ").append(String.join(" ", faces)).append('\n');
    }
    return text.toString();
  }

  private ActionWords<S> words(Game<S> game, Notation notation) {
    if (words == null) {
      words = new ActionWords<>(game, notation);
    }
    return words;
  }

  /** The actions as said, each followed by what to type for it where that differs ('help'). */
  private static List<String> typed(List<String> said, List<Action> legal, Notation notation) {
    List<String> both = new ArrayList<>();
    for (int i = 0; i < said.size() && i < legal.size(); i++) {
      String text = notation.format(legal.get(i));
      both.add(said.get(i).equals(text) ? text : said.get(i) + "  [" + text + "]");
    }
    return both;
  }

  /** The legal actions, as said, numbered from 1, in columns that fit the terminal. */
  static String list(List<String> said) {
    List<String> items = new ArrayList<>();
    int width = 0;
    for (int i = 0; i < said.size(); i++) {
      String item = String.format("%3d. %s", i + 1, said.get(i));
      items.add(item);
      width = Math.max(width, item.length());
    }
    int columns = Math.max(1, WIDTH / (width + 2));
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < items.size(); i++) {
      boolean last = i % columns == columns - 1 || i == items.size() - 1;
      text.append(last ? items.get(i) : String.format("%-" + (width + 2) + "s", items.get(i)));
      if (last) {
        text.append('\n');
      }
    }
    return text.toString();
  }

  /** Prints whole lines at once: the reader thread prints too. */
  private void say(String text) {
    synchronized (out) {
      out.println(text.endsWith("\n") ? text.substring(0, text.length() - 1) : text);
      out.flush();
    }
  }
}
