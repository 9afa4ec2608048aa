package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.table.Decision;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Prompt;

/**
 * The key escrow's steps ({@code seat-leaves=continue}, docs/security.md "A seat voted out"): after
 * the keys every seat escrows its key among the others, then every seat checks what it was given;
 * a seat voted out is rebuilt from every other seat's share, then it has left as by its own leave.
 */
final class EscrowSteps {
  private EscrowSteps() {}

  /** What the escrow waits for, if anything: a rebuilding first, then the escrows, then the checks. */
  static Optional<Prompt> pending(PokerCards c) {
    Escrows e = c.escrow();
    if (e.cheat() != null) {
      return Optional.of(new Prompt(new java.util.TreeMap<>(), e.cheat().text()));
    }
    if (e.voted() >= 0) {
      return Optional.of(Prompt.each(owingShares(c), Decision.PROTOCOL_STEP,
          "Publish your share of seat " + e.voted() + "'s key: it was voted out"));
    }
    List<Integer> dealing = c.active().stream().filter(s -> !e.deals().containsKey(s)).toList();
    if (!dealing.isEmpty()) {
      return Optional.of(Prompt.each(dealing, Decision.PROTOCOL_STEP,
          "Give each other seat a share of your key (seat-leaves=continue)"));
    }
    List<Integer> checking = c.active().stream().filter(s -> !e.checked().contains(s)).toList();
    if (!checking.isEmpty()) {
      return Optional.of(Prompt.each(checking, Decision.PROTOCOL_STEP, "Check the key shares given to you"));
    }
    return Optional.empty();
  }

  /** Whether every seat still here escrowed its key and checked its shares. */
  static boolean complete(PokerCards c) {
    Escrows e = c.escrow();
    return c.active().stream().allMatch(s -> e.deals().containsKey(s) && e.checked().contains(s));
  }

  /** The seats still here, but the one voted out, whose share of its key is not in yet. */
  static List<Integer> owingShares(PokerCards c) {
    Escrows e = c.escrow();
    return c.active().stream().filter(s -> s != e.voted() && !e.given().containsKey(s)).toList();
  }

  static PokerCards escrow(PokerCards c, int seat, PokerStep.Escrow step) throws IllegalActionException {
    Escrows e = requireEscrow(c);
    if (!c.hasJointKey()) {
      throw new IllegalActionException("seat " + seat + " escrows its key before every key is on the table");
    }
    if (e.deals().containsKey(seat)) {
      throw new IllegalActionException("seat " + seat + " has escrowed its key already");
    }
    Optional<String> wrong = KeyEscrow.checkPublic(seat, step, c.keys());
    if (wrong.isPresent()) {
      throw new IllegalActionException(wrong.get());
    }
    return c.withEscrow(e.withDeal(seat, step));
  }

  static PokerCards escrowed(PokerCards c, int seat, PokerStep.Escrowed step) throws IllegalActionException {
    Escrows e = requireEscrow(c);
    if (!c.active().stream().allMatch(e.deals()::containsKey)) {
      throw new IllegalActionException("seat " + seat + " checks its shares before every seat escrowed its key");
    }
    if (e.checked().contains(seat)) {
      throw new IllegalActionException("seat " + seat + " has checked its shares already");
    }
    if (step.dealer() < 0) {
      return c.withEscrow(e.withChecked(seat, null));
    }
    PokerStep.Escrow deal = e.deals().get(step.dealer());
    if (deal == null || step.dealer() == seat) {
      throw new IllegalActionException("seat " + seat + " complains of seat " + step.dealer()
          + ", which escrowed nothing to it");
    }
    boolean cheated;
    try {
      cheated = KeyEscrow.dealerCheated(step.dealer(), seat, deal, c.keys().get(seat), step.evidence());
    } catch (IllegalArgumentException ex) {
      throw new IllegalActionException("seat " + seat + "'s complaint against seat " + step.dealer() + ": " + ex.getMessage());
    }
    if (!cheated) {
      throw new IllegalActionException("seat " + seat + " complains of seat " + step.dealer()
          + "'s share, but the share opened with its evidence matches the commitment");
    }
    return c.withEscrow(e.withChecked(seat, new EscrowCheat(step.dealer(), seat, true)));
  }

  static PokerCards unescrow(PokerCards c, int seat, PokerStep.Unescrow step) throws IllegalActionException {
    Escrows e = requireEscrow(c);
    int out = step.seat();
    Optional<String> no = whyNotRebuild(c, out);
    if (no.isPresent()) {
      throw new IllegalActionException("seat " + seat + " publishes its share of seat " + out + "'s key: " + no.get());
    }
    if (out == seat) {
      throw new IllegalActionException("seat " + seat + " publishes a share of its own key: it leaves instead");
    }
    if (e.given().containsKey(seat)) {
      throw new IllegalActionException("seat " + seat + " has published its share of seat " + out + "'s key already");
    }
    KeyEscrow.Opened share = new KeyEscrow.Opened(step.share(), step.master());
    if (!KeyEscrow.matches(out, seat, e.deals().get(out).shares().get(seat), share)) {
      throw new IllegalActionException("seat " + seat + "'s share of seat " + out
          + "'s key does not match the commitment seat " + out + " made for it");
    }
    PokerCards next = c.withEscrow(e.withGiven(out, seat, share));
    return owingShares(next).isEmpty() ? rebuild(next, out) : next;
  }

  /**
   * Why seat {@code out} can't be rebuilt now, if it can't: no escrow at this table, no such seat,
   * it left already, the escrow is not complete, or another seat is being rebuilt.
   */
  static Optional<String> whyNotRebuild(PokerCards c, int out) {
    Escrows e = c.escrow();
    if (e == null) {
      return Optional.of("the table was opened with seat-leaves=end: no key is escrowed");
    }
    if (out < 0 || out >= c.players()) {
      return Optional.of("there is no seat " + out);
    }
    if (c.departed().containsKey(out)) {
      return Optional.of("seat " + out + " has left already");
    }
    if (e.voted() >= 0 && e.voted() != out) {
      return Optional.of("seat " + e.voted() + " is being rebuilt first");
    }
    if (!complete(c)) {
      return Optional.of("the keys are not all escrowed and checked yet");
    }
    return Optional.empty();
  }

  /**
   * Every other seat's share is in (those of seats that left, opened with their published keys):
   * the key is rebuilt, checked against the seat's key, and the seat has left.
   */
  private static PokerCards rebuild(PokerCards c, int out) throws IllegalActionException {
    Escrows e = c.escrow();
    PokerStep.Escrow deal = e.deals().get(out);
    List<KeyEscrow.Opened> shares = new ArrayList<>();
    for (int to : deal.shares().keySet()) {
      KeyEscrow.Opened share = e.given().get(to);
      if (share == null) {
        BigInteger left = c.departed().get(to);
        Optional<KeyEscrow.Opened> opened = KeyEscrow.open(out, to, deal, left);
        if (opened.isEmpty()) { // anybody can open it: seat 'to' published its key
          return c.withEscrow(e.withCheat(new EscrowCheat(out, to, false)));
        }
        share = opened.get();
      }
      shares.add(share);
    }
    KeyEscrow.Opened key;
    try {
      key = KeyEscrow.rebuild(c.keys().get(out), shares);
    } catch (IllegalArgumentException ex) {
      throw new IllegalActionException("seat " + out + "'s key, rebuilt: " + ex.getMessage());
    }
    return PokerSteps.depart(c.withEscrow(e.rebuilt(out, key.master())), out, key.share());
  }

  private static Escrows requireEscrow(PokerCards c) throws IllegalActionException {
    if (c.escrow() == null) {
      throw new IllegalActionException("the table was opened with seat-leaves=end: no key is escrowed");
    }
    return c.escrow();
  }
}
