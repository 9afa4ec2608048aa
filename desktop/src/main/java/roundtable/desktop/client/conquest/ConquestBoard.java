package roundtable.desktop.client.conquest;

import java.util.List;
import roundtable.core.conquest.ConquestState;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;

/** Placeholder until the conquest board lands. */
public final class ConquestBoard implements BoardView<ConquestState> {
  @Override
  public Scene scene(ConquestState state, Seen seen) {
    return Scene.empty();
  }

  @Override
  public List<String> clicks(Action action) {
    return List.of();
  }

  @Override
  public String action(Action action, Words words) {
    return action.toString();
  }

  @Override
  public String prompt(ConquestState state, Prompt prompt, Seen seen, Words words) {
    return prompt.text();
  }

  @Override
  public String event(Event event, Words words) {
    return event.text();
  }
}
