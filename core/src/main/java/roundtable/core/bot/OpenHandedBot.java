package roundtable.core.bot;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import roundtable.core.canon.Sha256;
import roundtable.core.canon.StateHash;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commit;
import roundtable.core.random.Commitment;
import roundtable.core.random.JointDraw;
import roundtable.core.random.Reveal;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * Plays a seat that left for good (DESIGN, "A seat that leaves for good"): its hand is open to
 * everybody, and each of its actions is a function of the public state alone, so every peer
 * computes the same one and nobody signs it (see {@link LeftSeats}).
 * <ul>
 *   <li>A move: the game's greedy bot, reading the open hand. Where it needs randomness (its ties),
 *       it takes it from the hash of the state the move is made on: public, the same on every peer,
 *       and made by every seat's actions so far, including the joint draws and shuffles.
 *   <li>Its side of a joint draw (a die, who starts): a value and a salt derived from the seat and
 *       the draw's purpose. Everybody knows them, so the draw is as uniform as the other seats'
 *       values make it, which is what commit-reveal promises anyway: one honest seat suffices.
 *   <li>No hidden-card step: the cards never wait for a seat that left (anybody computes its
 *       shares from its published key, and the shuffles go round the others).
 * </ul>
 */
public final class OpenHandedBot {
  private OpenHandedBot() {}

  /** The seat's action for this decision, or empty when it has none now (named with others). */
  public static <S extends GameState> Optional<Action> act(Game<S> game, S state, int seat, Decision decision) {
    return switch (decision) {
      case MOVE -> Bots.byName("greedy", game).choose(game, state, seat, Knowledge.NOTHING, tieBreaks(state, seat));
      case RANDOMNESS -> game.pendingDraw(state).flatMap(draw -> draw(draw, seat));
      case PROTOCOL_STEP, SECRET_CHOICE -> Optional.empty();
    };
  }

  /** The generator that breaks the greedy bot's ties: seeded by the state's hash and the seat. */
  static SplittableRandom tieBreaks(GameState state, int seat) {
    return new SplittableRandom(ByteBuffer.wrap(StateHash.of(state)).getLong() ^ seat);
  }

  private static Optional<Action> draw(JointDraw draw, int seat) {
    Reveal secret = secret(seat, draw.purpose());
    if (draw.awaitsCommitFrom(seat)) {
      return Optional.of(new Commit(Commitment.digest(seat, draw.purpose(), secret.value(), secret.salt())));
    }
    return draw.awaitsRevealFrom(seat) ? Optional.of(secret) : Optional.empty();
  }

  /** The seat's value and salt for a draw of this purpose: public, derived, never random. */
  static Reveal secret(int seat, String purpose) {
    byte[] seatBytes = ByteBuffer.allocate(4).putInt(seat).array();
    byte[] purposeBytes = purpose.getBytes(StandardCharsets.UTF_8);
    byte[] value = Sha256.digest("roundtable/open-hand/value".getBytes(StandardCharsets.US_ASCII), seatBytes, purposeBytes);
    byte[] salt = Sha256.digest("roundtable/open-hand/salt".getBytes(StandardCharsets.US_ASCII), seatBytes, purposeBytes);
    return new Reveal(Bytes.of(value), Bytes.of(Arrays.copyOf(salt, Commitment.MIN_SALT_BYTES)));
  }
}
