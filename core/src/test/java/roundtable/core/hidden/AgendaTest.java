package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The steps left to do, head first: the rules run those that need nobody and stop at one that
 * waits for a seat, or when the table waits for a draw or the cards.
 */
class AgendaTest {
  @Test
  void theRulesRunStepsUntilOneWaitsForASeat() {
    Agenda<String> agenda = new Agenda<>(List.of("deal", "flip", "turn of seat 1", "deal"));
    List<String> done = new ArrayList<>();
    agenda.settle(() -> false, head -> {
      if (head.startsWith("turn")) {
        return false;
      }
      done.add(agenda.take());
      return true;
    });
    assertEquals(List.of("deal", "flip"), done);
    assertEquals(List.of("turn of seat 1", "deal"), agenda.list());
  }

  @Test
  void theyStopAsSoonAsTheTableWaits() {
    Agenda<String> agenda = new Agenda<>(List.of("draw", "shuffle", "draw"));
    List<String> done = new ArrayList<>();
    agenda.settle(() -> done.contains("shuffle"), head -> done.add(agenda.take()));
    assertEquals(List.of("draw", "shuffle"), done);
    assertEquals(List.of("draw"), agenda.list());
  }

  @Test
  void aStepMayPutOthersBeforeWhatFollows() {
    Agenda<String> agenda = new Agenda<>(List.of("exchange", "next turn"));
    agenda.replace("move a's cards", "move b's cards");
    agenda.then("end check");
    assertEquals(List.of("move a's cards", "move b's cards", "next turn", "end check"), agenda.list());
    agenda.first("verify");
    assertEquals("verify", agenda.head());
  }
}
