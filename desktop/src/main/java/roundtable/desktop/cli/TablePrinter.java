package roundtable.desktop.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import roundtable.core.bot.Player;
import roundtable.core.log.ActionLog;
import roundtable.core.table.GameState;
import roundtable.core.table.TableStep;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.play.Replica;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.Seats;

/**
 * What a peer of the {@code host}, {@code join} and {@code spectate} commands prints: the honest
 * seats of the session layer ({@link Seats#local()}) with a look at the replica after each change,
 * which prints the seating when the game starts and each action line ({@code <seat> <action>}) once
 * it is applied. Lines that come before {@link #open} (the table's own line) wait for it. The
 * session's executor calls the seats; the command's thread calls {@link #open} and {@link #end}.
 */
final class TablePrinter<S extends GameState> implements Seats.Maker<S> {
  /** Longest action line printed; longer ones (the hidden cards' protocol steps) are cut. */
  static final int MAX_LINE = 80;

  private final PrintWriter out;
  private final boolean diagrams;
  private final boolean steps;
  private final List<String> waiting = new ArrayList<>();
  private boolean open;
  private int printed;
  private boolean overShown;
  /** The table printed from (set when the seats are made). */
  private Replica<S> replica;

  /**
   * @param diagrams print the position when the game starts and when it is over (a spectator)
   */
  TablePrinter(PrintWriter out, boolean diagrams) {
    this(out, diagrams, true);
  }

  /**
   * @param steps print the table's protocol steps too (a shuffle's, a share's: dozens a deal, which
   *     scroll a person's position away; a script reads them)
   */
  TablePrinter(PrintWriter out, boolean diagrams, boolean steps) {
    this.out = out;
    this.diagrams = diagrams;
    this.steps = steps;
  }

  /** Prints the first line, then whatever came before it. */
  synchronized void open(String first) {
    out.println(first);
    waiting.forEach(out::println);
    waiting.clear();
    open = true;
    out.flush();
  }

  synchronized void line(String text) {
    if (open) {
      out.println(text);
      out.flush();
    } else {
      waiting.add(text);
    }
  }

  @Override
  public Seats make(Replica<S> replica, Signer signer, Map<Integer, Player<S>> players) {
    Seats seats = Seats.<S>local().make(replica, signer, players);
    for (int seat = 0; seat < replica.config().players(); seat++) {
      String holder = replica.seats().holder(seat).map(k -> "peer " + Identity.fingerprint(k.toByteArray())).orElse("nobody");
      Player<S> mine = players.get(seat);
      line("seat " + seat + ": " + holder + (mine == null ? "" : " (this peer, " + mine.name() + ")"));
    }
    if (diagrams) {
      line(replica.game().diagram(replica.state()).stripTrailing());
    }
    this.replica = replica;
    report(replica);
    return Seats.watched(seats, () -> { }, () -> report(replica));
  }

  /**
   * Prints the actions applied so far, on the session's thread: a person at this terminal reads the
   * moves that made a position before it is shown, its own and the bots' of this peer included (the
   * seats play several in one go).
   */
  void catchUp() {
    if (replica != null) {
      report(replica);
    }
  }

  /** Prints the actions applied since the last look. */
  private void report(Replica<S> replica) {
    List<ActionLog.Entry> entries = replica.log().entries();
    for (; printed < entries.size(); printed++) {
      ActionLog.Entry e = entries.get(printed);
      if (steps || !(e.action() instanceof TableStep)) {
        line(compact(e.seat() + " " + e.text()));
      }
    }
    if (diagrams && !overShown && replica.prompt().isOver()) {
      overShown = true;
      line(replica.game().diagram(replica.state()).stripTrailing());
    }
  }

  static String compact(String line) {
    return line.length() <= MAX_LINE ? line : line.substring(0, MAX_LINE - 1) + "…";
  }

  /** The last lines; the exit code: 0 for a game played to its end, 1 for a stopped one. */
  int end(SessionEnd end, PrintWriter err) {
    line("state-hash: " + end.stateHash());
    line("outcome: " + (end.finished() ? end.outcome().get().text() : "unfinished"));
    end.audit().ifPresent(verdict -> line("audit: " + verdict.text()));
    if (!end.finished()) {
      err.println("roundtable: the game stopped: " + end);
      return 1;
    }
    return 0;
  }
}
