package roundtable.core.secrets;

import java.util.Collection;
import java.util.Optional;
import java.util.SortedMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.random.RandomGenerator;
import roundtable.core.crypto.PokerCards;
import roundtable.core.crypto.PokerSeat;
import roundtable.core.hidden.Chosen;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.secrets.SecretsFile;
import roundtable.core.random.Committer;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;

/**
 * Everything one seat keeps to itself: its commit-reveal values and its hidden-card keys. It
 * answers the table's protocol steps for the seat (commitments, reveals, key, shuffles, shares)
 * and is the seat's {@link Knowledge} when it chooses a move. Its random source is the caller's.
 */
public final class SeatSecrets implements Knowledge {
  private final int seat;
  private final Committer committer;
  private final PokerSeat poker;
  /** What the person chose and committed to, by purpose (written by its terminal, read by the table). */
  private final SortedMap<String, Chosen> chosen = new ConcurrentSkipListMap<>();

  public SeatSecrets(int seat, RandomGenerator random) {
    this(seat, new Committer(seat, random), new PokerSeat(seat, random));
  }

  public SeatSecrets(int seat, Committer committer, PokerSeat poker) {
    this.seat = seat;
    this.committer = committer;
    this.poker = poker;
  }

  SeatSecrets(int seat, Committer committer, PokerSeat poker, Collection<Chosen> chosen) {
    this(seat, committer, poker);
    chosen.forEach(this::choose);
  }

  /**
   * The seat's secrets read back from {@link #export}'s text, answering every later step as these
   * did: the same reveals, key, shares, shuffle seeds and audit (proofs get fresh nonces from
   * {@code random}, and new commitments fresh values). The exception says what is wrong with the
   * text (header, version, hex, a key out of range, missing or repeated lines, another seat's
   * secrets); nothing is built unless all of it is right.
   */
  public static SeatSecrets restore(String text, int seat, RandomGenerator random) {
    return SecretsFile.read(text, seat, random);
  }

  /**
   * What the seat must keep to go on after a crash, as text (see {@link SecretsFile}): as secret as
   * its hand. It changes when {@link #step} makes a commitment, so the text is to be saved after
   * each step and before that step is sent; otherwise the seat could not open what it committed.
   */
  public String export() {
    return SecretsFile.write(seat, committer, poker, chosen.values());
  }

  /**
   * Keeps a secret the person made up, before the action that commits to it is sent, so that
   * {@link #export} saves it and a peer restarted after a crash can still reveal it.
   */
  public void choose(Chosen secret) {
    chosen.put(secret.purpose(), secret);
  }

  /** The secret the person chose for this purpose, if any. */
  public Optional<Chosen> chosen(String purpose) {
    return Optional.ofNullable(chosen.get(purpose));
  }

  public int seat() {
    return seat;
  }

  public PokerSeat poker() {
    return poker;
  }

  /** The seat's next protocol step: for the joint draw under way, or for the hidden cards. */
  public <S extends GameState> Action step(Game<S> game, S state) {
    Optional<JointDraw> draw = game.pendingDraw(state);
    if (draw.isPresent() && (draw.get().awaitsCommitFrom(seat) || draw.get().awaitsRevealFrom(seat))) {
      return committer.act(draw.get());
    }
    Optional<HiddenCards> cards = game.hiddenCards(state);
    if (cards.isPresent() && cards.get() instanceof PokerCards p && p.pending().names(seat)) {
      return poker.next(p);
    }
    throw new IllegalStateException(game.id() + " waits for no protocol step from seat " + seat);
  }

  /** After the game: the seeds of the seat's shuffles, when the game dealt cards by mental poker. */
  public <S extends GameState> Optional<Action> audit(Game<S> game, S state) {
    return game.hiddenCards(state).filter(c -> c instanceof PokerCards p && !p.history().isEmpty())
        .map(c -> poker.audit((PokerCards) c));
  }

  /**
   * Leaving for good, when the game deals cards by mental poker: the seat's secret key and the seeds
   * of its shuffles so far (DESIGN, "A seat that leaves for good").
   */
  public <S extends GameState> Optional<Action> leave(Game<S> game, S state) {
    return game.hiddenCards(state).filter(c -> c instanceof PokerCards).map(c -> poker.leave((PokerCards) c));
  }

  /**
   * This seat agrees that seat {@code out} is voted out ({@code seat-leaves=continue}): its share
   * of that seat's key, to sign now or when the cards ask for it; empty when the game deals no
   * cards by mental poker.
   */
  public <S extends GameState> Optional<Action> voteOut(Game<S> game, S state, int out) {
    return game.hiddenCards(state).filter(c -> c instanceof PokerCards).map(c -> poker.voteOut((PokerCards) c, out));
  }

  @Override
  public <T> Optional<T> part(Class<T> kind) {
    return kind.isInstance(poker) ? Optional.of(kind.cast(poker)) : Knowledge.super.part(kind);
  }
}
