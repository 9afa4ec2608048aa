package roundtable.desktop.client.play;

import java.util.Optional;
import roundtable.net.play.Cheat;
import roundtable.net.session.SessionEnd;
import roundtable.net.session.TableNews;

/** Why a game stopped before its end, as data: the board says it in the window's language. */
public sealed interface Stop {
  /** A seat's action was refused as a cheat (the verdict this peer reached, at {@code step}). */
  record Cheated(int seat, Cheat cheat, long step) implements Stop {}

  /** The game was given up: a peer away too long, or the players gave it up. */
  record GivenUp(TableNews news) implements Stop {}

  /** The rules refused an action of this window's table (a bug in a bot or the rules). */
  record Refused(int seat, String message) implements Stop {}

  /**
   * Something else went wrong: this program's error, or what another peer reported. The message is
   * shown as it is; it does not come from the rules.
   */
  record Failed(String message) implements Stop {}

  /** Why a session that did not finish stopped; empty when it finished. */
  static Optional<Stop> of(SessionEnd end) {
    if (end.finished()) {
      return Optional.empty();
    }
    if (end.verdict().isPresent()) {
      var v = end.verdict().get();
      return Optional.of(new Cheated(v.seat(), v.cheat(), v.step()));
    }
    if (end.givenUp().isPresent()) {
      return Optional.of(new GivenUp(end.givenUp().get()));
    }
    return Optional.of(new Failed(end.errors().isEmpty() ? "stopped at step " + end.steps() : String.join("; ", end.errors())));
  }
}
