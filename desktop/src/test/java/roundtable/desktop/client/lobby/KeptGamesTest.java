package roundtable.desktop.client.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.net.identity.Identity;
import roundtable.net.identity.IdentityFile;
import roundtable.net.session.TableSpec;
import roundtable.net.session.TableStore;
import roundtable.proto.Envelope;
import roundtable.proto.Seat;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/** The games the window lists under "Your games", read from a home as the terminal keeps it; Forget. */
class KeptGamesTest {
  /** A Start as a table signs it (the listing reads, never checks, it): seat i held by keys[i], at addresses[i]. */
  private static SignedEnvelope start(TableSpec spec, String game, List<String> names, List<Identity> holders,
      List<String> addresses) {
    Start.Builder start = Start.newBuilder().setTableId(spec.tableId()).setGameId(game).setPlayers(names.size());
    for (int i = 0; i < names.size(); i++) {
      start.addSeats(Seat.newBuilder().setSeat(i).setName(names.get(i))
          .setHolderKey(ByteString.copyFrom(holders.get(i).publicKey())).setAddress(addresses.get(i)));
    }
    return SignedEnvelope.newBuilder().setEnvelope(Envelope.newBuilder().setStart(start).build().toByteString())
        .setSignature(ByteString.copyFrom(new byte[64])).build();
  }

  private static SignedEnvelope action(int n) {
    return SignedEnvelope.newBuilder().setEnvelope(ByteString.copyFromUtf8("action " + n)).build();
  }

  @Test
  void onlyTheLastGamesThatEndedAreListedToReplay(@TempDir Path home) throws Exception {
    Identity bob;
    try (IdentityFile b = IdentityFile.open(home, "bob")) {
      bob = b.identity();
    }
    List<java.nio.file.Path> dirs = new java.util.ArrayList<>();
    for (int n = 0; n < KeptGames.ENDED_SHOWN + 2; n++) {
      TableSpec spec = TableSpec.of(2, Map.of());
      TableStore ended = TableStore.of(home, spec.tableId(), bob.fingerprint());
      ended.saveStart(start(spec, "conquest", List.of("x", "bob"), List.of(bob, bob), List.of("", "")));
      ended.markEnded();
      Files.setLastModifiedTime(ended.dir().resolve("start"), FileTime.fromMillis(1_600_000_000_000L + n * 1000L));
      dirs.add(ended.dir());
    }
    try (KeptGames kept = new KeptGames(Optional.of(home))) {
      List<java.nio.file.Path> listed = kept.list().stream().map(g -> g.store().dir()).toList();
      java.util.Collections.reverse(dirs);
      assertEquals(dirs.subList(0, KeptGames.ENDED_SHOWN), listed, "the most recent first; the older stay on disk");
    }
  }

  @Test
  void everyNameKeptInTheHomeListsItsGamesInProgressWithItsSeatsWhereToComeBackAndTheLastSave(@TempDir Path home)
      throws Exception {
    Identity kitchen = Identity.generate();
    Identity carol = Identity.generate();
    Identity bob;
    Identity host;
    try (IdentityFile b = IdentityFile.open(home, "bob"); IdentityFile h = IdentityFile.open(home, "attic")) {
      bob = b.identity();
      host = h.identity();
    }
    // bob joined kitchen's table from the window: seats kitchen (the opener, no address), bob, carol
    TableSpec joinedSpec = TableSpec.of(3, Map.of());
    TableStore joined = TableStore.of(home, joinedSpec.tableId(), bob.fingerprint());
    joined.saveStart(start(joinedSpec, "conquest", List.of("kitchen", "bob", "carol"), List.of(kitchen, bob, carol),
        List.of("", "127.0.0.1:40001", "10.0.0.7:40002")));
    joined.append(List.of(action(1), action(2), action(3), action(4)));
    joined.saveJoinedAt("192.168.1.20:47000");
    joined.saveTableName("kitchen");
    Files.setLastModifiedTime(joined.dir().resolve("start"), FileTime.fromMillis(1_690_000_000_000L));
    Files.setLastModifiedTime(joined.dir().resolve("log"), FileTime.fromMillis(1_700_000_000_000L));
    // "attic" opened a table in the terminal (roundtable host --name attic): its seats are its bots
    TableSpec openedSpec = TableSpec.of(2, Map.of());
    TableStore opened = TableStore.of(home, openedSpec.tableId(), host.fingerprint());
    opened.saveOpening(openedSpec, 47001);
    opened.saveStart(start(openedSpec, "graal", List.of("attic", "bob"), List.of(host, bob),
        List.of("", "127.0.0.1:40001")));
    Files.setLastModifiedTime(opened.dir().resolve("start"), FileTime.fromMillis(1_600_000_000_000L));
    // a game that ended is listed after those in progress, to replay
    TableSpec endedSpec = TableSpec.of(2, Map.of());
    TableStore ended = TableStore.of(home, endedSpec.tableId(), bob.fingerprint());
    ended.saveStart(start(endedSpec, "conquest", List.of("x", "bob"), List.of(kitchen, bob), List.of("", "")));
    ended.markEnded();

    try (KeptGames kept = new KeptGames(Optional.of(home))) {
      List<KeptGame> games = kept.list();
      assertEquals(3, games.size(), games.toString());
      assertEquals(List.of(false, false, true), games.stream().map(KeptGame::ended).toList(), "in progress first");
      assertEquals(ended.dir(), games.get(2).store().dir());
      KeptGame first = games.get(0);
      assertEquals("kitchen", first.table());
      assertEquals("conquest", first.gameId());
      assertEquals("bob", first.as());
      assertEquals(List.of(1), first.mine());
      assertEquals("kitchen, bob (you), carol", first.seatsLine("you"));
      assertEquals(4, first.steps());
      assertEquals(java.time.Instant.ofEpochMilli(1_700_000_000_000L), first.saved());
      assertFalse(first.opened());
      assertEquals(List.of("192.168.1.20:47000", "10.0.0.7:40002"), first.addresses(),
          "where it joined first, then the other seats' addresses, never its own");
      KeptGame second = games.get(1);
      assertEquals("attic", second.table(), "a table opened in the terminal goes by its opener's name");
      assertEquals("attic", second.as());
      assertTrue(second.opened());
      assertEquals(List.of(0), second.mine());
      assertEquals(0, second.steps());

      Words en = Words.of(Language.ENGLISH);
      assertEquals("last move: step 4", en.get("lobby.kept.step", first.steps()));
      assertFalse(GamesPanel.when(first, en).isBlank());

      kept.forget(first);
      List<KeptGame> after = kept.list();
      assertEquals(List.of(second.key()), after.stream().filter(g -> !g.ended()).map(KeptGame::key).toList(),
          "a forgotten game is no longer in progress");
      assertTrue(after.stream().anyMatch(g -> g.key().equals(first.key()) && g.ended()), "it is listed as ended");
      assertTrue(Files.exists(first.store().dir().resolve("log")), "its log stays on disk");
    }
  }

  @Test
  void theWindowHoldsEachNamesIdentityFromFirstUseUntilItClosesAndNoHomeListsNothing(@TempDir Path home) {
    try (KeptGames kept = new KeptGames(Optional.of(home))) {
      Identity first = kept.identity("bob").identity();
      assertEquals(first.fingerprint(), kept.identity("bob").identity().fingerprint(), "the same name, the same key");
      IllegalArgumentException busy = assertThrows(IllegalArgumentException.class, () -> IdentityFile.open(home, "bob"));
      assertTrue(busy.getMessage().contains("another roundtable process"), busy.getMessage());
      assertTrue(kept.list().isEmpty());
    }
    try (IdentityFile again = IdentityFile.open(home, "bob")) {
      assertTrue(again.identity().fingerprint().length() > 0, "released when the window closes");
    }
    try (KeptGames none = new KeptGames(Optional.empty())) {
      assertTrue(none.list().isEmpty());
      assertThrows(IllegalStateException.class, () -> none.identity("bob"));
    }
  }
}
