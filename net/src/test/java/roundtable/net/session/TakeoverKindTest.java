package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.protobuf.ByteString;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import io.netty.channel.Channel;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.net.ProtocolException;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.net.link.Verified;
import roundtable.proto.Envelope;
import roundtable.proto.ErrorCode;
import roundtable.proto.Seat;
import roundtable.proto.SeatBot;
import roundtable.proto.SeatKind;
import roundtable.proto.SignedEnvelope;
import roundtable.proto.Start;

/**
 * The kind of bot a table seats by vote in an absent peer's place is the opener's choice (host
 * --takeover-bot): it travels in TableOptions and the Start, is kept in the opening, and a vote for
 * another kind is refused, naming the kind the table expects.
 */
class TakeoverKindTest {
  private static SeatBot vote(String kind) {
    return SeatBot.newBuilder().setSeat(1).setAwayKey(ByteString.copyFrom(new byte[32]))
        .setNewHolderKey(ByteString.copyFrom(new byte[32])).setBotKind(kind).setStep(40).build();
  }

  @Test
  void aTableSeatsAStrongBotByVoteUnlessItsOpenerChoseAnother() {
    assertEquals("strong", TableSpec.of(3, Map.of()).takeoverBot());
    assertEquals("greedy", TableSpec.of(3, Map.of(), "greedy").takeoverBot());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TableSpec.of(3, Map.of(), "clever"));
    assertEquals("the bot seated by vote is one of random, greedy, strong, not 'clever'", e.getMessage());
  }

  @Test
  void aStartThatNamesNoKindStandsForTheRandomBotEveryPeerProposedBefore() {
    assertEquals("random", TableSpec.takeoverBot(""));
    assertEquals("strong", TableSpec.takeoverBot("strong"));
  }

  @Test
  void theLobbyTellsEveryPeerTheKindInTheOptionsAndTheStart() {
    Lobby lobby = new Lobby("conquest", PeerSetup.RULES_VERSION, TableSpec.of(2, Map.of(), "greedy"));
    assertEquals("greedy", lobby.options().getTakeoverBot());
    assertEquals("greedy", lobby.start().getTakeoverBot());
  }

  @Test
  void aVoteForTheTablesKindCountsAndOneForAnotherIsRefusedNamingTheKindExpected() {
    assertDoesNotThrow(() -> Takeover.checkKind(vote("strong"), "strong"));
    ProtocolException refused = assertThrows(ProtocolException.class, () -> Takeover.checkKind(vote("random"), "strong"));
    assertEquals(ErrorCode.NOT_ALLOWED, refused.code());
    assertEquals("a vote to seat a 'random' bot at seat 1 is refused: this table seats a strong bot in an absent"
        + " peer's place (its Start's takeover_bot)", refused.getMessage());
  }

  @Test
  void aReopenedTableSeatsTheKindItsOpenerChose(@TempDir Path home) throws Exception {
    TableSpec spec = TableSpec.of(2, Map.of(), "greedy");
    TableStore store = TableStore.of(home, spec.tableId(), "0123456789abcdef");
    store.saveOpening(spec, 47000);
    assertEquals(new TableStore.Opening(spec, 47000), store.opening().orElseThrow());

    // an opening kept by a build before the choice: its peers proposed random bots, and still do
    String before = Files.readString(store.dir().resolve("opening")).replace("takeover-bot greedy\n", "");
    Files.writeString(store.dir().resolve("opening"), before);
    assertEquals("random", store.opening().orElseThrow().spec().takeoverBot());
  }

  @Test
  void aSeededPeerThinksAFixedNumberOfIterationsAndAnotherBudgetCanBeGiven() {
    assertEquals(20, PeerSetup.bots(Conquest.GAME, "alice", java.util.List.of("strong"), 1).budget().iterations());
    assertEquals(3, PeerSetup.bots(Conquest.GAME, "alice", java.util.List.of("strong"), 1,
        roundtable.core.bot.ThinkingBudget.iterations(3)).budget().iterations());
    assertTrue(PeerSetup.secure(Conquest.GAME, "alice", java.util.List.of("strong")).budget().nanos() > 0,
        "a real table's bots think by the clock");
  }

  /**
   * Alice's peer, at a table whose Start chose strong bots, hears the opener vote for a random bot
   * in bob's seat: the vote is refused (the opener is told why, in a PeerError naming the kind
   * expected), and neither sent on nor counted.
   */
  @Test
  void aVoteForAnotherKindThanTheStartsIsAnsweredWithAnErrorAndNeitherRelayedNorCounted() throws Exception {
    Signer opener = new Signer(Identity.generate());
    Identity alice = Identity.generate();
    Identity bob = Identity.generate();
    ByteString table = ByteString.copyFrom(new byte[16]);
    Start start = Start.newBuilder().setTableId(table).setGameId("conquest").setRulesVersion(PeerSetup.RULES_VERSION)
        .setPlayers(3).putOptions("match", "one-round").setTakeoverBot("strong")
        .addSeats(seat(0, opener.identity()))
        .addSeats(seat(1, alice))
        .addSeats(seat(2, bob)).build();
    Signer aliceSigns = new Signer(alice);
    Links links = mock(Links.class);
    when(links.envelope()).thenAnswer(i -> aliceSigns.envelope());
    when(links.sign(any())).thenAnswer(i -> aliceSigns.sign((Envelope.Builder) i.getArgument(0)));
    Playing<ConquestState> playing = new Playing<>(PeerSetup.bots(Conquest.GAME, "alice", List.of(), 1), aliceSigns,
        links);
    playing.begin(opener.sign(opener.envelope().setStart(start)), start, table);
    assertTrue(playing.started());

    SeatBot vote = SeatBot.newBuilder().setSeat(2).setAwayKey(ByteString.copyFrom(bob.publicKey()))
        .setNewHolderKey(ByteString.copyFrom(opener.identity().publicKey())).setBotKind("random").setStep(0).build();
    SignedEnvelope signed = opener.sign(opener.envelope().setSeatBot(vote));
    Channel fromTheOpener = mock(Channel.class);
    playing.vote(fromTheOpener, new Verified(signed, EnvelopeVerifier.verify(signed)));

    verify(links).send(eq(fromTheOpener), argThat(e -> e.hasError() && e.getError().getCode() == ErrorCode.NOT_ALLOWED
        && e.getError().getText().contains("this table seats a strong bot in an absent peer's place")));
    verify(links, never()).relay(any(), any());
  }

  private static Seat seat(int n, Identity holder) {
    return Seat.newBuilder().setSeat(n).setHolderKey(ByteString.copyFrom(holder.publicKey())).setKind(SeatKind.BOT)
        .setBotKind("random").build();
  }
}
