package roundtable.desktop.client.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import roundtable.net.session.TableNews;
import org.junit.jupiter.api.Test;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.net.identity.Identity;
import roundtable.proto.Seat;
import roundtable.proto.SeatAssignment;
import roundtable.proto.SeatKind;

/** What the table screen shows before the game, without a window. */
class TableModelTest {
  private static final ByteString OPENER = key(1);
  private static final ByteString BOB = key(2);

  static ByteString key(int b) {
    byte[] k = new byte[32];
    Arrays.fill(k, (byte) b);
    return ByteString.copyFrom(k);
  }

  static String fingerprint(ByteString key) {
    return Identity.fingerprint(key.toByteArray());
  }

  /** The opener's person and greedy bot, bob's person, and a free seat. */
  static SeatAssignment seating(boolean full) {
    SeatAssignment.Builder b = SeatAssignment.newBuilder().setLobbyRevision(4)
        .addSeats(Seat.newBuilder().setSeat(0).setHolderKey(OPENER).setKind(SeatKind.PERSON).setName("alice"))
        .addSeats(Seat.newBuilder().setSeat(1).setHolderKey(OPENER).setKind(SeatKind.BOT).setBotKind("greedy")
            .setName("alice greedy"))
        .addSeats(Seat.newBuilder().setSeat(2).setHolderKey(BOB).setKind(SeatKind.PERSON).setName("bob"));
    Seat.Builder last = Seat.newBuilder().setSeat(3);
    b.addSeats(full ? last.setHolderKey(key(3)).setKind(SeatKind.PERSON).setName("carol") : last);
    return b.build();
  }

  static TableModel at(boolean opener, ByteString me) {
    return new TableModel(new TablePlace("kitchen", "conquest",
        opener ? Optional.of(Map.of("match", "one-round")) : Optional.empty(), Optional.empty(), Optional.empty(), opener, false,
        fingerprint(me)));
  }

  @Test
  void seatsAreShownAsPeopleBotsOfTheirKindOrFree() {
    TableModel bob = at(false, BOB);
    assertTrue(bob.read(seating(false), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty()));
    assertEquals(List.of(
        new SeatRow(0, SeatRow.Holder.PERSON, "alice", "", false),
        new SeatRow(1, SeatRow.Holder.BOT, "alice greedy", "greedy", false),
        new SeatRow(2, SeatRow.Holder.PERSON, "bob", "", true),
        new SeatRow(3, SeatRow.Holder.FREE, "", "", false)), bob.seats());
    assertFalse(bob.read(seating(false), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty()),
        "nothing changed");
  }

  @Test
  void aPersonsSeatIsReadyAsSoonAsSeatedAndMayTakeItBackTheOpenersToo() {
    TableModel bob = at(false, BOB);
    bob.read(seating(true), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertTrue(bob.readyOffered());
    assertTrue(bob.ready(), "ready as soon as seated, as the session says");
    assertEquals("table.status.ready", bob.status().key());
    assertFalse(bob.toggleReady());
    assertEquals("table.status.youNotReady", bob.status().key());

    TableModel alice = at(true, OPENER);
    alice.read(seating(true), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertTrue(alice.readyOffered(), "the opener's person may take its Ready back too");
    assertEquals(Optional.of(Map.of("match", "one-round")), alice.options());
    TableModel joiner = at(false, BOB);
    assertEquals(Optional.empty(), joiner.options(), "a joiner knows the options once the opener says them");
    assertTrue(joiner.read(seating(true), List.of(), false, Optional.empty(), Optional.of(Map.of("match", "one-round")),
        Optional.of("greedy")));
    assertEquals(Optional.of(Map.of("match", "one-round")), joiner.options());
    assertEquals(Optional.of("greedy"), joiner.takeoverBot(), "said with the options: the bot of a seat voted away");
    TableModel spectator = at(false, key(9));
    spectator.read(seating(true), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertFalse(spectator.readyOffered());
    assertEquals(Optional.empty(), spectator.options(), "not said yet");
    spectator.read(seating(true), List.of(), false, Optional.empty(), Optional.of(Map.of()), Optional.empty());
    assertEquals(Optional.of(Map.of()), spectator.options(), "said: every option at its default");
  }

  @Test
  void theStatusSaysWhatTheTableWaitsFor() {
    Words en = Words.of(Language.ENGLISH);
    Words fr = Words.of(Language.FRENCH);
    TableModel m = at(false, BOB);
    assertEquals("table.status.reaching", m.status().key());
    m.read(seating(false), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertEquals("table.status.free.one", m.status().key());
    m.read(seating(true), List.of(new TableNews.Chat("bob", "hello", false)), false, Optional.empty(), Optional.empty(),
        Optional.empty());
    assertEquals("table.status.ready", m.status().key());
    assertEquals(List.of(new TableNews.Chat("bob", "hello", false)), m.lines());
    m.read(seating(true), List.of(), true, Optional.empty(), Optional.empty(), Optional.empty());
    assertEquals("table.status.started", m.status().key());
    m.read(seating(true), List.of(), false, Optional.of("the table refused: the game has started"), Optional.empty(),
        Optional.empty());
    assertTrue(m.status().in(en).contains("the game has started"));
    assertFalse(m.status().in(fr).startsWith("["));
  }

  @Test
  void theOpenerSeesTheSeatsFillThenStartsTheGameItself() {
    TableModel alice = at(true, OPENER);
    alice.read(seating(false), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertTrue(alice.startOffered());
    assertFalse(alice.startEnabled(), "a seat is free");
    assertFalse(alice.start());
    assertEquals("table.status.free.one", alice.status().key());
    alice.read(seating(true), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertTrue(alice.startEnabled(), "every seat is held");
    assertEquals("table.status.start", alice.status().key());
    assertTrue(alice.start(), "the session is told once");
    assertFalse(alice.start());
    assertEquals("table.status.ready", alice.status().key(), "then it waits for the others' Ready");

    TableModel bob = at(false, BOB);
    bob.read(seating(true), List.of(), false, Optional.empty(), Optional.empty(), Optional.empty());
    assertFalse(bob.startOffered(), "a joiner says it is ready; only the opener starts");
    assertTrue(bob.ready(), "a joiner is ready until it says otherwise");
  }
}
