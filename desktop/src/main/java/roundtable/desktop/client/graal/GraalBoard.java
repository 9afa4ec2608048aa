package roundtable.desktop.client.graal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import roundtable.core.graal.GraalEvent;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Move;
import roundtable.core.graal.Play;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Reader;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * The board of Graal, the card game. A card keeps its id from its hand to the discard pile, so a
 * lay shows its cards fly there one after the other, a duel's cards piling up. The common actions
 * are clicks (the cards of a lay in order, then "GRAAL!" to say it; a colour; a player); the rest
 * are buttons (draw, suffer, the skill, the powers).
 *
 * <p>The board remembers the names of the seats and the window's seat from the last scene or
 * prompt, so that the log's lines (which the framework asks without a viewer) name the players and
 * speak to the window's own seat.
 */
public final class GraalBoard implements BoardView<GraalState> {
  private List<String> names = List.of();
  private GraalState last;
  private Seen seen;
  /** The cards' faces in the window's words. */
  private GraalFaces faces;

  @Override
  public void words(Words told) {
    faces = new GraalFaces(told);
  }

  @Override
  public Scene scene(GraalState state, Seen seen) {
    remember(state, seen);
    return GraalScene.draw(state, seen, faces());
  }

  /** The cards' faces in the window's language; English until the window tells its words. */
  private GraalFaces faces() {
    if (faces == null) {
      faces = new GraalFaces(Words.of(Language.ENGLISH));
    }
    return faces;
  }

  /**
   * A lay of several cards, as the rules tell it: its cards go onto the discard pile one by one
   * before the new state's scene.
   */
  @Override
  public List<Scene> steps(GraalState before, Applied<GraalState> applied, Seen seen) {
    List<Scene> scenes = new ArrayList<>();
    List<Play> laid = laid(applied);
    if (laid.size() > 1) {
      Scene scene = GraalScene.draw(before, seen, faces());
      for (int n = 1; n <= laid.size(); n++) {
        scenes.add(onDiscard(scene, laid.subList(0, n), faces()));
      }
    }
    scenes.add(scene(applied.state(), seen));
    return scenes;
  }

  /**
   * The cards the action laid, in order, with the faces the new state shows (what a player named
   * is not shown before its card is opened); none when one of them is not opened yet.
   */
  private static List<Play> laid(Applied<GraalState> applied) {
    for (Event e : applied.events()) {
      if (e instanceof GraalEvent.CardsLaid lay) {
        List<Play> plays = new ArrayList<>();
        for (Play p : lay.cards()) {
          var f = applied.state().cards().publicFace(p.ref());
          if (f.isEmpty()) {
            return List.of();
          }
          plays.add(new Play(p.ref(), f.getAsInt()));
        }
        return plays;
      }
    }
    return List.of();
  }

  /** The scene with these cards moved onto the discard pile one over the other, face up. */
  private static Scene onDiscard(Scene scene, List<Play> laid, GraalFaces faces) {
    List<String> ids = new ArrayList<>();
    laid.forEach(p -> ids.add(Cards.id(p.ref())));
    List<Thing> things = new ArrayList<>();
    for (Thing t : scene.things()) {
      if (!ids.contains(t.id())) {
        things.add(t);
      }
    }
    Map<String, Detail> details = new HashMap<>(scene.details());
    for (int level = 0; level < laid.size(); level++) {
      boolean top = level == laid.size() - 1;
      things.addAll(GraalScene.face(faces, ids.get(level), laid.get(level).key(), GraalScene.DISCARD_X + 14 * (level + 1),
          GraalScene.MID_Y - 3 * (level + 1), 260 + level, "", top ? Thing.CARD_W : 0, details));
    }
    return new Scene(scene.marks(), things, details);
  }

  /**
   * The cards of a lay in order (then "GRAAL!" when it is said); the Écrivaine's named card after
   * her character; a colour; a player; a card then a player (Elaine, Guenièvre, a call-out). A
   * power's lay, the draw, suffering and the rest are buttons.
   */
  @Override
  public List<String> clicks(Action action) {
    if (action instanceof Move.Lay lay && lay.as() == null && lay.target() < 0) {
      List<String> clicks = new ArrayList<>();
      lay.cards().forEach(p -> clicks.add(hand(p)));
      if (lay.graal()) {
        clicks.add("graal");
      }
      return clicks;
    }
    if (action instanceof Move.ChooseColour c) {
      return List.of("colour:" + c.colour().code());
    }
    if (action instanceof Move.Skill k) {
      return k.named() == null ? List.of("skill") : List.of("skill", hand(k.named()));
    }
    if (action instanceof Move.Swap s) {
      return List.of(seat(s.a()), seat(s.b()));
    }
    if (action instanceof Move.Block b) {
      return List.of(seat(b.seat()));
    }
    if (action instanceof Move.Eliminate e) {
      return List.of(seat(e.seat()));
    }
    if (action instanceof Move.Summon s) {
      return List.of(seat(s.seat()));
    }
    if (action instanceof Move.CallOut c) {
      return List.of(seat(c.seat()), hand(c.card()));
    }
    if (action instanceof Move.Give g) {
      return List.of(hand(g.card()), seat(g.seat()));
    }
    if (action instanceof Move.Substitute s) {
      return List.of(hand(s.base()), seat(s.seat()));
    }
    if (action instanceof Move.Protect p) {
      return List.of(hand(p.roi()));
    }
    return List.of();
  }

  private static String hand(Play p) {
    return "hand:" + Cards.id(p.ref());
  }

  private static String seat(int seat) {
    return "seat:" + seat;
  }

  @Override
  public String action(Action action, Words words) {
    return GraalWords.action(action, last, seen, this::name, words);
  }

  @Override
  public Optional<String> hand(GraalState state, Seen seen, Words words) {
    return seen.seat() < 0 ? Optional.empty()
        : Optional.of(Cards.said(state.cards(), state.hands().get(seen.seat()), seen,
            face -> GraalWords.face(face, words)));
  }

  @Override
  public String prompt(GraalState state, Prompt prompt, Seen seen, Words words) {
    remember(state, seen);
    if (state.outcome() != null) {
      return outcome(state, state.outcome(), words);
    }
    return GraalWords.prompt(state, prompt, seen, words);
  }

  /** One of the rules' events as a line of the log; another event (none today) as it says itself. */
  @Override
  public String event(Event event, Words words) {
    if (!(event instanceof GraalEvent e)) {
      return null; // not one of the game's records (the board model words the table's own)
    }
    return GraalEventWords.line(e, reader(), words);
  }

  @Override
  public String outcome(GraalState state, Outcome outcome, Words words) {
    return GraalEventWords.outcome(outcome, reader(), words);
  }

  /** The log's reader: the window's seat, spoken to, and the players by their names. */
  private Reader reader() {
    return new Reader(seen == null ? -1 : seen.you(), this::name);
  }

  private void remember(GraalState state, Seen seen) {
    this.last = state;
    this.seen = seen;
    this.names = seen.names();
  }

  /** A seat by its player's name, once a scene told them; else by its number from 1. */
  private String name(int seat) {
    return seat >= 0 && seat < names.size() ? names.get(seat) : "#" + (seat + 1);
  }
}
