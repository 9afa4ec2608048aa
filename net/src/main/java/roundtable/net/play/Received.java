package roundtable.net.play;

import java.util.List;
import roundtable.proto.SignedEnvelope;

/** What a {@link Replica} made of one received message. Only {@link Applied} asks for forwarding. */
public sealed interface Received {
  /** The signed envelopes to send, unchanged, to every other peer (none unless applied). */
  default List<SignedEnvelope> forward() {
    return List.of();
  }

  /** One action the replica applied: its log index, seat, notation text and the signed bytes. */
  record Step(int index, int seat, String action, SignedEnvelope signed) {}

  /**
   * The action was applied, and so were any held actions it made applicable, in this order: forward
   * each to every other peer.
   */
  record Applied(List<Step> steps) implements Received {
    public Applied {
      steps = List.copyOf(steps);
    }

    @Override
    public List<SignedEnvelope> forward() {
      return steps.stream().map(Step::signed).toList();
    }
  }

  /**
   * Dropped without a verdict, not forwarded: already seen (the same bytes, or the same action for
   * the same step), or overtaken (made on a state the table left by a step out of turn before its
   * turn came: a vote's first share).
   */
  record Duplicate(String why) implements Received {}

  /**
   * Kept, and judged once its time comes: it names a state this replica has not reached yet
   * ({@code unreached}: a state ahead, or one no peer reaches), or waits for its turn in a round.
   */
  record Held(String why, boolean unreached) implements Received {}

  /** Refused: the verdict names the cheat and the seat; the state did not change. */
  record Refused(Verdict verdict) implements Received {}

  /**
   * This peer's rules failed on an action (an exception, not a refusal): a bug here, not the
   * author's cheat, so nobody is named. Nothing more is applied.
   */
  record RulesFailed(String why) implements Received {}

  /** The game was stopped by an earlier verdict; nothing more is applied. */
  record Halted(Verdict first) implements Received {}

  /** A state-hash check that agrees with ours at its step. */
  record HashAgrees(long step) implements Received {}

  /** A state-hash check that differs from ours at its step. */
  record HashDiffers(Desync desync) implements Received {}

  /**
   * A state-hash check that can't be compared now: for a step not reached yet (kept and compared
   * then, see {@link Replica#desyncs()}), or a step inside a round of simultaneous actions, whose
   * order may differ between peers until the round is complete.
   */
  record HashNotCompared(long step, String why) implements Received {}

  /**
   * A message that is not about play (lobby, chat…), or a state-hash check from a key that holds no
   * seat: nothing for the replica.
   */
  record Ignored(String what) implements Received {}
}
