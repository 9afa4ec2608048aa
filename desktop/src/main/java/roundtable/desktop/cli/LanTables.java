package roundtable.desktop.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.TableList;

/** The tables announced on the LAN, listed for {@code join} and {@code spectate} without an address. */
final class LanTables {
  /** How long to listen for every table: a table announces about once a second. */
  static final Duration WAIT = Duration.ofSeconds(2);
  /** How long to wait for a table asked for by name: found, it is taken at once. */
  static final Duration WAIT_NAMED = Duration.ofSeconds(10);

  private LanTables() {}

  /**
   * The table to join: the only one found within {@link #WAIT}, or the one picked in a terminal
   * when there are several; a table named {@code wanted}, when given, as soon as it is heard (within
   * {@link #WAIT_NAMED}: a busy laptop may hear the first beacons late).
   *
   * @param toPlay only tables with a free seat and no game under way
   */
  static TableList.Table pick(String wanted, boolean toPlay, PrintWriter out) throws PeerRun.Failure,
      InterruptedException {
    List<TableList.Table> found;
    try (TableList list = TableList.onLan().start()) {
      long deadline = System.nanoTime() + (wanted == null ? WAIT : WAIT_NAMED).toNanos();
      do {
        Thread.sleep(100);
        found = list.tables().stream()
            .filter(t -> wanted == null || t.announcement().tableName().equals(wanted))
            .filter(t -> !toPlay || (!t.announcement().started() && t.announcement().seatsFree() > 0))
            .toList();
      } while (System.nanoTime() < deadline && (wanted == null || found.isEmpty()));
    } catch (IOException e) {
      throw new PeerRun.Failure("cannot listen for tables on the LAN (" + e.getMessage() + "); give HOST:PORT");
    }
    String which = (toPlay ? "open table" : "table") + (wanted == null ? "" : " named '" + wanted + "'");
    if (found.isEmpty()) {
      throw new PeerRun.Failure("no " + which + " found on the LAN within "
          + (wanted == null ? WAIT : WAIT_NAMED).toSeconds() + " s; give HOST:PORT");
    }
    if (found.size() == 1) {
      return found.get(0);
    }
    for (int i = 0; i < found.size(); i++) {
      out.println("  " + (i + 1) + ". " + describe(found.get(i)));
    }
    out.flush();
    java.io.Console console = System.console();
    if (console == null || wanted != null) {
      throw new PeerRun.Failure(found.size() + " " + which + "s found; pick one with --table NAME or give HOST:PORT");
    }
    String answer = console.readLine("pick a table (1-%d): ", found.size());
    try {
      int n = Integer.parseInt(answer == null ? "" : answer.strip());
      if (n >= 1 && n <= found.size()) {
        return found.get(n - 1);
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new PeerRun.Failure("no table picked");
  }

  static String describe(TableList.Table t) {
    Announcement a = t.announcement();
    return a.tableName() + " " + a.gameId() + " at " + PeerRun.shown(t.connectTo()) + ", seats " + a.seatsTaken()
        + " taken " + a.seatsFree() + " free" + (a.started() ? ", playing" : "") + ", opener " + a.openerFingerprint();
  }
}
