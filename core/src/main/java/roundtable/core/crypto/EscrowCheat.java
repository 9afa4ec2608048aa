package roundtable.core.crypto;

import roundtable.core.table.Event;

/**
 * A dealer of key escrow named a cheat: it gave {@code seat} a share of its key that does not
 * match its commitment. Shown by that seat's complaint, or found when the share was opened with
 * the seat's published key. The game stops with the dealer named.
 */
public record EscrowCheat(int dealer, int seat, boolean complained) implements Event {
  @Override
  public String text() {
    return "cheat: seat " + dealer + " gave seat " + seat + " a share of its key that does not match its commitment"
        + (complained ? " (shown by seat " + seat + ")" : " (opened with seat " + seat + "'s published key)");
  }
}
