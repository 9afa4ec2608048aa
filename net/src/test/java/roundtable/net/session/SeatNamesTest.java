package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;

/** The seats a peer asks for go by names no other seat of the table has. */
class SeatNamesTest {
  @Test
  void aPeersBotsOfOneKindAreNumberedItsPersonGoesByItsName() {
    List<SeatRequest> seats = Opener.seatsFor(List.of("greedy", PeerSetup.PERSON, "greedy", "random"), "kitchen");
    assertEquals(List.of("kitchen greedy 1", "kitchen", "kitchen greedy 2", "kitchen random"),
        seats.stream().map(SeatRequest::getName).toList());
    assertEquals(List.of(SeatKind.BOT, SeatKind.PERSON, SeatKind.BOT, SeatKind.BOT),
        seats.stream().map(SeatRequest::getKind).toList());
    assertEquals(List.of("greedy", "", "greedy", "random"), seats.stream().map(SeatRequest::getBotKind).toList());
  }

  @Test
  void aSingleBotGoesByItsPeerAndKind() {
    assertEquals("bob strong", Opener.seatsFor(List.of("strong"), "bob").get(0).getName());
  }
}
