package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verifyNoInteractions;

import com.google.protobuf.ByteString;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Seat;
import roundtable.proto.SeatKind;
import roundtable.proto.Start;

/**
 * Nobody at the table is trusted, the opener included: a Start no honest opener signs (an option
 * the game does not have, a value not among its choices, a seating with a seat twice or none) is
 * refused by the joiner with the reason, kept nowhere, and the joiner leaves; it sends nothing.
 */
class BadStartTest {
  private static final ByteString TABLE = ByteString.copyFrom(new byte[16]);
  private final Signer opener = new Signer(Identity.generate());
  private final Identity joiner = Identity.generate();

  private Start.Builder honest() {
    ByteString openerKey = ByteString.copyFrom(opener.identity().publicKey());
    ByteString joinerKey = ByteString.copyFrom(joiner.publicKey());
    return Start.newBuilder().setTableId(TABLE).setGameId("conquest").setRulesVersion(PeerSetup.RULES_VERSION)
        .setPlayers(2).putOptions("match", "one-round")
        .addSeats(Seat.newBuilder().setSeat(0).setHolderKey(openerKey).setKind(SeatKind.PERSON))
        .addSeats(Seat.newBuilder().setSeat(1).setHolderKey(joinerKey).setKind(SeatKind.PERSON));
  }

  /** The joiner's end once it was handed this Start, and whether its home kept the Start. */
  private void assertRefused(UnaryOperator<Start.Builder> spoil, String why) throws Exception {
    Path home = Files.createDirectories(Path.of("target", "bad-start", Long.toHexString(System.nanoTime())));
    PeerSetup<ConquestState> setup = PeerSetup.bots(Conquest.GAME, "joiner", List.of(), 1).keptIn(home, joiner);
    Links links = mock(Links.class);
    Playing<ConquestState> playing = new Playing<>(setup, new Signer(joiner), links);
    Start start = spoil.apply(honest()).build();

    playing.begin(opener.sign(opener.envelope().setStart(start)), start, TABLE);

    SessionEnd end = playing.end().get(1, TimeUnit.SECONDS);
    assertTrue(end.outcome().isEmpty());
    assertEquals(1, end.errors().size());
    assertTrue(end.errors().get(0).contains(why), end.errors().get(0));
    assertFalse(playing.started());
    assertTrue(TableStore.of(home, TABLE, joiner.fingerprint()).start().isEmpty(), "the Start is kept nowhere");
    verifyNoInteractions(links);
  }

  @Test
  void anOptionTheGameDoesNotHave() throws Exception {
    assertRefused(s -> s.putOptions("speed", "fast"), "unknown option 'speed' for conquest");
  }

  @Test
  void aValueNotAmongTheChoices() throws Exception {
    assertRefused(s -> s.putOptions("move-limit", "7"), "option move-limit cannot be '7'");
  }

  @Test
  void aSeatingWithASeatTwice() throws Exception {
    assertRefused(s -> s.setSeats(1, s.getSeats(0)), "the seating must hold each of seats 0 to 1 once");
  }

  @Test
  void aBotSeatedByVoteThatIsNoBotsKind() throws Exception {
    assertRefused(s -> s.setTakeoverBot("clever"), "its takeover_bot 'clever' is no bot's kind");
  }

  @Test
  void aSeatWithNobodyToPlayIt() throws Exception {
    assertRefused(s -> s.setSeats(1, s.getSeats(1).toBuilder().clearHolderKey()), "its holder's 32-byte key");
  }
}
