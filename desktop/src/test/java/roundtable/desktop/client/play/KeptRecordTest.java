package roundtable.desktop.client.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import com.google.protobuf.ByteString;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import roundtable.core.canon.StateHash;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.log.ActionLog;
import roundtable.core.table.GameState;
import roundtable.desktop.Main;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Post;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Seen;
import roundtable.net.session.TableStore;
import roundtable.proto.SignedEnvelope;

/** A game kept in the home replayed from its signed Start and log, watched as the seat whose secrets it keeps. */
@Timeout(120)
class KeptRecordTest {
  private static final Words WORDS = Words.of(Language.ENGLISH);
  @TempDir
  static Path home;
  /** The folder of a morrigan game that three bots of one peer played through to its end. */
  private static TableStore kept;

  @BeforeAll
  static void play() throws Exception {
    StringWriter out = new StringWriter();
    int code = Main.run(new String[] {"host", "--game", "morrigan", "--name", "kitchen", "--players", "3", "--bots",
        "3", "--no-announce", "--seed", "7", "--stay", "0", "--home", home.toString()},
        new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
    assertEquals(0, code, out.toString());
    try (Stream<Path> tables = Files.list(home.resolve("tables"))) {
      List<Path> dirs = tables.toList();
      assertEquals(1, dirs.size());
      kept = TableStore.of(home, ByteString.fromHex(dirs.get(0).getFileName().toString().split("-")[0]),
          dirs.get(0).getFileName().toString().split("-")[1]);
    }
    assertTrue(kept.ended());
  }

  @Test
  void aKeptGameReplaysToItsEndWithTheStartsSeats() {
    GameRecord<?> record = assertInstanceOf(GameRecord.Opened.class, KeptRecord.read(kept)).record();
    assertTrue(record.played().outcome().isPresent(), "played out");
    assertEquals(kept.log().size(), record.played().actions().size());
    assertEquals("Bot 1, random", record.names(WORDS).get(0), "the host's bots, as the Start names them");
    assertEquals(0, record.watcher().orElseThrow().seat(), "the lowest seat whose secrets are kept");
  }

  @Test
  @SuppressWarnings("unchecked")
  void theReplayIsSeenAsTheKeptSeatItsOwnHandReadAndNoOtherSeats() {
    GameRecord<?> record = assertInstanceOf(GameRecord.Opened.class, KeptRecord.read(kept)).record();
    TableFeed.Listener<GameState> board = mock(TableFeed.Listener.class);
    ReplayTable<?> table = ReplayTable.of(record, record.names(WORDS), Post.direct());
    open(table, board);
    ArgumentCaptor<Seen> seen = ArgumentCaptor.forClass(Seen.class);
    verify(board).begun(any(), seen.capture());
    assertEquals(0, seen.getValue().seat());
    int[] counted = count(record, seen.getValue(), Seen.spectator(record.names(WORDS)));
    assertTrue(counted[0] > 20, counted[0] + " of seat 0's hidden cards read");
    assertTrue(counted[1] > 20, counted[1] + " of the other seats' hidden cards looked at, none read");
  }

  /**
   * At every state, each hidden card of a hand: seat 0's read with its kept secrets (once the others
   * gave their shares), never without them; the other seats' never. How many of seat 0's were read,
   * how many of the others' looked at.
   */
  private static <S extends GameState> int[] count(GameRecord<S> record, Seen seen, Seen spectator) {
    Seen noSecrets = new Seen(seen.viewer(), roundtable.core.table.Knowledge.NOTHING, seen.names());
    int own = 0;
    int others = 0;
    for (S state : states(record)) {
      HiddenCards cards = record.played().game().hiddenCards(state).orElseThrow();
      for (int seat = 0; seat < 3; seat++) {
        for (CardRef card : cards.hand(seat)) {
          if (cards.publicFace(card).isPresent()) {
            continue;
          }
          assertTrue(Cards.face(cards, card, spectator).isEmpty(), "a spectator reads no hand");
          assertTrue(Cards.face(cards, card, noSecrets).isEmpty(), "a seat without its secrets reads no hand");
          if (seat == 0) {
            own += Cards.face(cards, card, seen).isPresent() ? 1 : 0;
          } else {
            assertTrue(Cards.face(cards, card, seen).isEmpty(), "seat 0 reads seat " + seat + "'s " + card);
            others++;
          }
        }
      }
    }
    return new int[] {own, others};
  }

  @SuppressWarnings("unchecked")
  private static <S extends GameState> void open(ReplayTable<S> table, TableFeed.Listener<?> board) {
    table.open((TableFeed.Listener<S>) board);
  }

  /** Every state of the record, from the setup to the end. */
  private static <S extends GameState> List<S> states(GameRecord<S> record) {
    List<S> states = new ArrayList<>();
    S at = record.played().game().setup(record.played().config());
    states.add(at);
    for (ActionLog.Entry e : record.played().actions().entries()) {
      try {
        at = roundtable.core.game.MayAct.apply(record.played().game(), at, e.seat(), e.action()).state(); // audits after the end too
      } catch (roundtable.core.table.IllegalActionException ex) {
        throw new AssertionError(ex);
      }
      states.add(at);
    }
    assertEquals(StateHash.hex(record.played().state()), StateHash.hex(at));
    return states;
  }

  @Test
  void aDamagedFolderIsRefusedInWords(@TempDir Path other) throws Exception {
    List<SignedEnvelope> log = kept.log();
    // an action whose bytes were changed: its signature no longer holds
    TableStore forged = copy(other.resolve("forged"), log.subList(0, 3));
    SignedEnvelope third = log.get(3);
    byte[] bytes = third.getEnvelope().toByteArray();
    bytes[bytes.length - 1] ^= 1;
    forged.append(List.of(third.toBuilder().setEnvelope(ByteString.copyFrom(bytes)).build()));
    var refused = assertInstanceOf(GameRecord.Refused.class, KeptRecord.read(forged));
    assertTrue(refused.error().startsWith("kept action 4 "), refused.error());
    // two actions out of order: the second waits for a state never reached
    List<SignedEnvelope> swapped = new ArrayList<>(log.subList(0, 6));
    swapped.set(4, log.get(5));
    swapped.set(5, log.get(4));
    assertInstanceOf(GameRecord.Refused.class, KeptRecord.read(copy(other.resolve("swapped"), swapped)));
    // no Start, or one that is not a Start's bytes
    TableStore empty = TableStore.of(other, ByteString.copyFromUtf8("x"), "none");
    assertInstanceOf(GameRecord.Refused.class, KeptRecord.read(empty));
    TableStore garbled = copy(other.resolve("garbled"), log);
    Files.write(garbled.dir().resolve("start"), new byte[] {1, 2, 3});
    assertTrue(KeptRecord.read(garbled) instanceof GameRecord.Unreadable
        || KeptRecord.read(garbled) instanceof GameRecord.Refused);
    // damaged secrets: the public game is whole, watched as a spectator
    TableStore secretless = copy(other.resolve("secrets"), log);
    for (int seat = 0; seat < 3; seat++) {
      secretless.saveSecrets(seat, "not secrets");
    }
    GameRecord<?> spectated = assertInstanceOf(GameRecord.Opened.class, KeptRecord.read(secretless)).record();
    assertTrue(spectated.watcher().isEmpty());
  }

  /** A folder with the kept Start and this log (and the kept secrets). */
  private static TableStore copy(Path to, List<SignedEnvelope> log) throws Exception {
    TableStore store = TableStore.of(to, ByteString.copyFromUtf8("copy"), "aaaa");
    store.saveStart(kept.start().orElseThrow());
    store.append(log);
    for (int seat = 0; seat < 3; seat++) {
      int n = seat;
      kept.secrets(seat).ifPresent(text -> store.saveSecrets(n, text));
    }
    return store;
  }
}
