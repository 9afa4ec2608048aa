package roundtable.net.session;

import java.util.List;
import java.util.Optional;
import roundtable.core.crypto.Audit;
import roundtable.core.table.Outcome;
import roundtable.net.play.Verdict;

/**
 * How a session's game ended, for this peer: played to its end (with the outcome), or stopped by a
 * verdict that this peer reached, given up, or stopped by an error (its text in {@code errors}). A
 * state hash that differs stops nothing (issue 26): it is among the errors.
 *
 * @param steps actions applied (the log's length)
 * @param stateHash the final state hash, 64 hex digits
 * @param givenUp the news of the game given up here (a peer away too long, the players giving up)
 * @param errors the texts of the {@code PeerError}s received in play, and of the checks out of step
 * @param audit the end-of-game audit of the hidden cards, when the game dealt any by mental poker
 */
public record SessionEnd(Optional<Outcome> outcome, int steps, String stateHash, Optional<Verdict> verdict,
    Optional<TableNews> givenUp, List<String> errors, Optional<Audit.Result> audit) {
  public SessionEnd {
    errors = List.copyOf(errors);
  }

  /** Whether the game was played to its end (and its audits are in). */
  public boolean finished() {
    return outcome.isPresent() && verdict.isEmpty();
  }

  @Override
  public String toString() {
    return finished() ? "outcome: " + outcome.get().text() + " after " + steps + " actions, state " + stateHash
        : "stopped at step " + steps + ": " + verdict.map(Verdict::text).orElse(String.join("; ", errors));
  }
}
