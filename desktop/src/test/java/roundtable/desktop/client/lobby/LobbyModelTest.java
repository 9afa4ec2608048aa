package roundtable.desktop.client.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import roundtable.core.table.TableOption;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.table.TableChoice;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.TableList;

/** What the lobby offers, without a window. */
class LobbyModelTest {
  private static final Words EN = Words.of(Language.ENGLISH);
  private static final Words FR = Words.of(Language.FRENCH);

  static TableList.Table table(String name, String game, int taken, int free, boolean spectators, boolean started) {
    Announcement a = new Announcement(Announcement.newTableId(), name, game, "1", taken, free, spectators, "", 47000, 1,
        "0123456789abcdef", started, spectators ? 2 : 0);
    return new TableList.Table(a, new InetSocketAddress("192.168.1.20", 5000), Instant.now());
  }

  private static LobbyRow only(TableList.Table t) {
    LobbyModel model = new LobbyModel("alice");
    model.tables(List.of(t));
    return model.rows().get(0);
  }

  @Test
  void aTableWithAFreeSeatNotStartedCanBeJoinedAndWatched() {
    LobbyRow row = only(table("kitchen", "conquest", 1, 1, true, false));
    assertTrue(row.joinable());
    assertTrue(row.watchable());
    assertEquals("The Conquest of the Grail", EN.get(row.titleKey()));
    assertEquals(2, row.watching());
    assertEquals("spectators welcome (watching: 2)", EN.get("lobby.row.spectators", row.watching()));
    assertEquals(new InetSocketAddress("192.168.1.20", 47000), row.to(), "the sender's address, the announced port");
  }

  @Test
  void aFullOrStartedTableIsNotJoinableButCanBeWatched() {
    LobbyModel model = new LobbyModel("alice");
    LobbyRow full = only(table("full", "conquest", 2, 0, true, false));
    LobbyRow playing = only(table("playing", "conquest", 1, 1, true, true));
    assertFalse(full.joinable());
    assertFalse(playing.joinable());
    assertTrue(playing.watchable());
    assertEquals("lobby.error.full", model.joinProblem(full, false).orElseThrow().key());
    assertEquals("lobby.error.started", model.joinProblem(playing, false).orElseThrow().key());
    assertEquals(Optional.empty(), model.joinProblem(playing, true));
  }

  @Test
  void spectatorsOnlyWhereTheyAreWelcome() {
    LobbyRow closed = only(table("closed", "conquest", 1, 1, false, false));
    assertTrue(closed.joinable());
    assertFalse(closed.watchable());
    assertEquals("lobby.error.noSpectators", new LobbyModel("a").joinProblem(closed, true).orElseThrow().key());
  }

  @Test
  void aGameWithoutABoardIsShownButNeitherJoinedNorWatched() {
    // A game this client has no board for (nor rules: one of a later version): every game of the
    // catalog has its board now.
    LobbyModel model = new LobbyModel("alice");
    model.tables(List.of(table("cups", "tarot", 1, 3, true, false), table("kitchen", "conquest", 1, 1, true, false)));
    assertEquals(List.of("cups", "kitchen"), model.rows().stream().map(LobbyRow::tableName).toList());
    LobbyRow cups = model.rows().get(0);
    assertFalse(cups.joinable());
    assertFalse(cups.watchable());
    assertEquals("game.tarot", cups.titleKey());
    assertTrue(model.joinProblem(cups, false).orElseThrow().in(FR).contains("tarot"));
  }

  @Test
  void theSameTablesDoNotBuildTheScreenAgain() {
    LobbyModel model = new LobbyModel("alice");
    TableList.Table t = table("kitchen", "conquest", 1, 1, true, false);
    model.tables(List.of(t));
    int version = model.version();
    model.tables(List.of(t));
    assertEquals(version, model.version());
    model.tables(List.of());
    assertTrue(model.version() > version);
  }

  @Test
  void badAddressesAreSaidInWordsAndGoodOnesParsed() {
    assertEquals(new InetSocketAddress("192.168.1.20", 47000), Address.parse(" 192.168.1.20:47000 ").to().orElseThrow());
    assertEquals("lobby.address.empty", Address.parse("  ").problem().orElseThrow().key());
    assertEquals("lobby.address.noPort", Address.parse("192.168.1.20").problem().orElseThrow().key());
    assertEquals("lobby.address.badPort", Address.parse("192.168.1.20:70000").problem().orElseThrow().key());
    assertEquals("lobby.address.badPort", Address.parse("192.168.1.20:abc").problem().orElseThrow().key());
    assertEquals("lobby.address.badHost", Address.parse("300.1.1.1:47000").problem().orElseThrow().key());
    assertEquals("lobby.address.badHost", Address.parse("a b:47000").problem().orElseThrow().key());
    for (Words w : List.of(EN, FR)) {
      String said = Address.parse("192.168.1.20:70000").problem().orElseThrow().in(w);
      assertTrue(said.contains("70000") && !said.startsWith("["), said);
    }
  }

  @Test
  void aBadAddressTypedIsSaidAndNothingElseHappens() {
    LobbyModel model = new LobbyModel("alice");
    model.address("kitchen");
    Address typed = model.typedAddress();
    assertFalse(typed.ok());
    assertEquals("lobby.address.noPort", model.message().orElseThrow().key());
    assertFalse(model.busy());
  }

  @Test
  void theHostFormOffersOnlyTheOptionsOfItsPlayerCount() {
    TableChoice two = TableChoice.first("kitchen");
    assertEquals("conquest", two.gameId());
    assertEquals(2, two.players());
    assertEquals(List.of(2, 3, 4), two.playerCounts());
    assertEquals(List.of("match", "pairing", "move-limit"), two.offered().stream().map(TableOption::key).toList());
    TableChoice four = two.withOption("pairing", "adjacent").withPlayers(4);
    // the secret turn tokens are dealt by mental poker, so a seat that leaves is a choice too
    assertEquals(List.of("match", "turn-order", "move-limit", "seat-leaves"),
        four.offered().stream().map(TableOption::key).toList());
    assertFalse(four.options().containsKey("pairing"), "an option that no longer applies is dropped");
    assertEquals("clockwise", four.option(four.offered().get(1)));
    assertEquals("tokens-secret", four.withOption("turn-order", "tokens-secret").config().option("turn-order"));
  }

  @Test
  void theBotsFillAtMostTheOtherSeats() {
    TableChoice choice = TableChoice.first("kitchen").withPlayers(4).withBots(9).withBotKind("greedy");
    assertEquals(3, choice.bots());
    assertEquals(List.of("person", "greedy", "greedy", "greedy"), choice.hostSeats());
    assertEquals(List.of("person", "greedy", "greedy", "greedy"), choice.localSeats());
    assertEquals(1, choice.withPlayers(2).bots());
    assertEquals(List.of("person"), choice.withBots(0).hostSeats());
  }

  @Test
  void aTableOpenedHereSeatsTheBotItsOpenerChoseInThePlaceOfAPlayerAwayTooLong() {
    TableChoice choice = TableChoice.first("kitchen").withBotKind("random");
    assertEquals("strong", choice.spec().takeoverBot(), "the strong bot unless the opener chooses another");
    assertEquals("greedy", choice.withTakeoverBot("greedy").spec().takeoverBot(), "not the kind of the seated bots");
    assertEquals(choice.players(), choice.spec().players());
  }

  @Test
  void aTableNeedsANameAndThePlayerToo() {
    LobbyModel model = new LobbyModel("alice");
    assertEquals(Optional.empty(), model.hostProblem());
    model.choice(model.choice().withTableName(" "));
    assertEquals("lobby.error.noTableName", model.hostProblem().orElseThrow().key());
    model.choice(model.choice().withTableName("x".repeat(65)));
    assertEquals("lobby.error.longTableName", model.hostProblem().orElseThrow().key());
    model.choice(model.choice().withTableName("kitchen"));
    model.name("");
    assertEquals("lobby.error.noName", model.hostProblem().orElseThrow().key());
  }

  private static KeptGame kept(String key, String game, List<Integer> mine) {
    return new KeptGame(key, game, "kitchen", List.of("kitchen", "bob"), mine, "bob", 12, Instant.EPOCH, false,
        List.of("127.0.0.1:47000"), null, false);
  }

  @Test
  void forgetAsksToBeConfirmedAndOnlyTheGameAskedIsForgotten() {
    LobbyModel model = new LobbyModel("bob");
    KeptGame one = kept("a", "conquest", List.of(1));
    KeptGame two = kept("b", "conquest", List.of(1));
    model.games(List.of(one, two));
    int before = model.version();
    assertTrue(model.confirmForget(one).isEmpty(), "nothing is forgotten without Forget first");
    model.askForget(one);
    assertTrue(model.version() > before, "the row is built again, asking");
    assertTrue(model.forgetting(one));
    assertFalse(model.forgetting(two));
    assertTrue(model.confirmForget(two).isEmpty(), "Forget was asked for another game");
    model.keep();
    assertFalse(model.forgetting(one), "kept after all");
    assertTrue(model.confirmForget(one).isEmpty());
    model.askForget(one);
    assertEquals(Optional.of(one), model.confirmForget(one));
    assertFalse(model.forgetting(one), "asked once, forgotten once");
    model.askForget(two);
    model.games(List.of(one));
    assertFalse(model.forgetting(two), "a game no longer listed is not being asked about");
  }

  @Test
  void aGameIsResumedOnlyWithABoardForItAndASeatInIt() {
    LobbyModel model = new LobbyModel("bob");
    assertTrue(model.resumeProblem(kept("a", "conquest", List.of(1))).isEmpty());
    assertEquals("lobby.error.noSeat", model.resumeProblem(kept("a", "conquest", List.of())).orElseThrow().key());
    assertEquals("lobby.error.noBoard", model.resumeProblem(kept("a", "chess", List.of(0))).orElseThrow().key());
  }
}
