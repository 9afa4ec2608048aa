package roundtable.desktop.client.graal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import roundtable.core.graal.Card;
import roundtable.core.graal.Colour;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Move;
import roundtable.core.graal.Play;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Knowledge;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Picker;
import roundtable.desktop.client.board.Scene;

/** The common actions are clicks (cards in order, GRAAL!, a colour, a player), the rest buttons; clicks only make legal actions. */
class GraalClicksTest {
  private final GraalBoard board = new GraalBoard();
  private final Words en = Words.of(Language.ENGLISH);

  private static Play play(int id, Card card, Colour colour) {
    return new Play(new CardRef(id), Card.face(card, colour));
  }

  @Test
  void eachKindOfActionIsClickedOrAButton() {
    Play red = play(7, Card.GRIMOIRE, Colour.RED);
    Play blue = play(9, Card.GRIMOIRE, Colour.BLUE);
    assertEquals(List.of("hand:card-7", "hand:card-9"), board.clicks(new Move.Lay(List.of(red, blue), false)));
    assertEquals(List.of("hand:card-7", "graal"), board.clicks(new Move.Lay(List.of(red), true)));
    assertEquals(List.of(), board.clicks(new Move.Lay(List.of(red), false, Card.SHIELD, -1)), "a power: a button");
    assertEquals(List.of("colour:purple"), board.clicks(new Move.ChooseColour(Colour.PURPLE)));
    assertEquals(List.of("skill"), board.clicks(new Move.Skill(null)));
    assertEquals(List.of("skill", "hand:card-9"), board.clicks(new Move.Skill(blue)));
    assertEquals(List.of("seat:1", "seat:3"), board.clicks(new Move.Swap(1, 3)));
    assertEquals(List.of("seat:2"), board.clicks(new Move.Eliminate(2)));
    assertEquals(List.of("seat:2", "hand:card-7"), board.clicks(new Move.CallOut(2, red)));
    assertEquals(List.of("hand:card-7", "seat:2"), board.clicks(new Move.Give(red, 2)));
    for (Action button : List.of(new Move.DrawCard(), new Move.Suffer(), new Move.Pass(), new Move.Restore(),
        new Move.PutBack(List.of()))) {
      assertEquals(List.of(), board.clicks(button), button.toString());
    }
  }

  @Test
  void clickingALegalActionsTargetsOnTheBoardMakesIt() {
    int checked = 0;
    for (int players : List.of(3, 4)) {
      List<GraalState> states = Table.states(players, 30 + players);
      for (int i = 0; i < states.size(); i += 3) {
        GraalState s = states.get(i);
        for (Map.Entry<Integer, Decision> e : Graal.GAME.prompt(s).seats().entrySet()) {
          if (e.getValue() != Decision.MOVE) {
            continue;
          }
          int seat = e.getKey();
          List<Action> legal = Graal.GAME.legalActions(s, seat, Knowledge.NOTHING);
          Scene scene = board.scene(Table.seenBy(s, Table.seat(seat, players)), Table.seat(seat, players));
          for (Action a : legal) {
            List<String> clicks = board.clicks(a);
            for (String target : clicks) {
              assertTrue(scene.place(target).isPresent() || !scene.on(target).isEmpty(), target + " is on the board");
            }
            if (clicks.isEmpty()) {
              continue;
            }
            Picker picker = picker(legal);
            Optional<Action> made = Optional.empty();
            for (String target : clicks) {
              made = picker.click(target);
            }
            assertTrue(made.map(a::equals).orElse(picker.open().stream().anyMatch(c -> c.action().equals(a))),
                "the clicks " + clicks + " make " + a + " or leave it among the buttons");
            checked++;
          }
        }
      }
    }
    assertTrue(checked > 100, checked + " actions clicked");
  }

  @Test
  void aClickThatContinuesNothingIsIgnored() {
    GraalState s = Table.first(3, 1, st -> Graal.GAME.prompt(st).seats().containsValue(Decision.MOVE));
    int seat = Graal.GAME.prompt(s).seats().keySet().iterator().next();
    Picker picker = picker(Graal.GAME.legalActions(s, seat, Knowledge.NOTHING));
    assertEquals(Optional.empty(), picker.click("seat:" + seat), "nothing to do with oneself");
    assertEquals(Optional.empty(), picker.click("colour:red"), "no colour asked");
    assertFalse(picker.picked().contains("colour:red"));
  }

  private Picker picker(List<Action> legal) {
    return new Picker(legal.stream().map(a -> new Picker.Choice(a, board.clicks(a), board.action(a, en))).toList());
  }
}
