package roundtable.core.log;

import java.util.Optional;
import roundtable.core.crypto.Audit;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.SeatAction;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.canon.Sha256;
import roundtable.core.canon.StateHash;
import roundtable.core.table.Action;
import roundtable.core.table.GameState;
import roundtable.core.table.Notation;

/**
 * The actions of one game in order, as a hash chain: each entry names the hash of the state it
 * was made on and links to the entry before it, so the last link stands for the whole history.
 * Immutable. Appending records without judging the rules; that is the game's job.
 */
public final class ActionLog {
  /** The link before the first entry. */
  public static final String GENESIS = "0".repeat(64);
  private static final Pattern HASH = Pattern.compile("[0-9a-f]{64}");

  /**
   * One recorded action.
   *
   * @param text the action in the log's notation
   * @param stateHash the hash of the state the action was made on
   * @param link SHA-256 of the previous entry's link and this entry's index, seat, text and state hash
   */
  public record Entry(int index, int seat, Action action, String text, String stateHash, String link) {}

  private final Notation notation;
  /**
   * The entries, shared with the logs this one grew from and into: an append to the latest log
   * fills the next free slot (amortised O(1): a long game's log is not copied at every action); an
   * append to an older one, whose next slot is taken, copies its own entries first.
   */
  private final Entry[] slots;
  private final int size;
  private final List<Entry> entries;

  private ActionLog(Notation notation, Entry[] slots, int size) {
    this.notation = notation;
    this.slots = slots;
    this.size = size;
    this.entries = Collections.unmodifiableList(Arrays.asList(slots).subList(0, size));
  }

  /** An empty log whose actions are written in this notation (see {@link LogNotation}). */
  public static ActionLog empty(Notation notation) {
    return new ActionLog(notation, new Entry[16], 0);
  }

  public ActionLog append(int seat, Action action, GameState before) {
    return append(seat, action, StateHash.hex(before));
  }

  public ActionLog append(int seat, Action action, String stateHash) {
    if (!HASH.matcher(stateHash).matches()) {
      throw new IllegalArgumentException("a state hash is 64 lowercase hex digits, not '" + stateHash + "'");
    }
    String text = notation.format(action);
    Entry entry = new Entry(size, seat, action, text, stateHash, link(head(), size, seat, text, stateHash));
    synchronized (slots) {
      if (size < slots.length && slots[size] == null) {
        slots[size] = entry;
        return new ActionLog(notation, slots, size + 1);
      }
    }
    Entry[] grown = Arrays.copyOf(slots, Math.max(16, size * 2));
    Arrays.fill(grown, size, grown.length, null); // an older log's next slots belong to its other branch
    grown[size] = entry;
    return new ActionLog(notation, grown, size + 1);
  }

  public List<Entry> entries() {
    return entries;
  }

  public int size() {
    return size;
  }

  /** The last entry's link: one hash for the whole history ({@link #GENESIS} when empty). */
  public String head() {
    return size == 0 ? GENESIS : slots[size - 1].link();
  }

  /** The link of an entry that follows {@code previous}. */
  public static String link(String previous, int index, int seat, String text, String stateHash) {
    CanonicalWriter out = new CanonicalWriter()
        .writeString("roundtable/log/v1")
        .writeString(previous)
        .writeInt(index)
        .writeInt(seat)
        .writeString(text)
        .writeString(stateHash);
    return Sha256.hex(Sha256.digest(out.toByteArray()));
  }

  /**
   * Checks entries received from elsewhere: the index of the first entry that is out of place or
   * whose link does not follow from the one before, if any.
   */
  public static OptionalInt firstBrokenLink(List<Entry> entries) {
    String previous = GENESIS;
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      if (e.index() != i || !e.link().equals(link(previous, i, e.seat(), e.text(), e.stateHash()))) {
        return OptionalInt.of(i);
      }
      previous = e.link();
    }
    return OptionalInt.empty();
  }

  /** The entries as log-file lines, with the state hashes or without. */
  /** The audit of the hidden cards from the audit and leave steps in this log, if they need one. */
  public Optional<Audit.Result> audit(Optional<HiddenCards> cards) {
    return Audit.ofLog(cards, entries.stream().map(e -> new SeatAction(e.seat(), e.action())).toList());
  }

  public List<LogFile.Line> lines(boolean withHashes) {
    return entries.stream()
        .map(e -> LogFile.Line.of(e.seat(), e.text(), withHashes ? Optional.of(e.stateHash()) : Optional.empty()))
        .toList();
  }
}
