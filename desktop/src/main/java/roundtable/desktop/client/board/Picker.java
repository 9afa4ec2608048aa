package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import roundtable.core.table.Action;

/**
 * The input of one seat's turn: the legal actions the rules offer, each with the clicks that make
 * it, narrowed click by click. A click that does not continue any legal action is ignored, so the
 * input can only ever pick a legal action.
 */
public final class Picker {
  /** A legal action, the clicks that make it and its words. */
  public record Choice(Action action, List<String> clicks, String label) {
    public Choice {
      clicks = List.copyOf(clicks);
    }
  }

  private final List<Choice> choices;
  private final List<String> picked = new ArrayList<>();

  public Picker(List<Choice> choices) {
    this.choices = List.copyOf(choices);
  }

  public static Picker none() {
    return new Picker(List.of());
  }

  public List<Choice> choices() {
    return choices;
  }

  public List<String> picked() {
    return List.copyOf(picked);
  }

  /** The choices the clicks so far still allow. */
  public List<Choice> open() {
    return choices.stream().filter(this::continues).toList();
  }

  /** What may be clicked next: lit on the board. */
  public Set<String> next() {
    Set<String> next = new LinkedHashSet<>();
    for (Choice c : open()) {
      if (c.clicks().size() > picked.size()) {
        next.add(c.clicks().get(picked.size()));
      }
    }
    return next;
  }

  /**
   * A click on a target: the action it completes, if it completes exactly one and no longer one
   * goes on from it. A click that continues nothing changes nothing; clicking the last picked target
   * again takes it back.
   */
  public Optional<Action> click(String target) {
    if (!picked.isEmpty() && picked.get(picked.size() - 1).equals(target)) {
      picked.remove(picked.size() - 1);
      return Optional.empty();
    }
    if (!next().contains(target)) {
      return Optional.empty();
    }
    picked.add(target);
    List<Choice> open = open();
    List<Choice> done = open.stream().filter(c -> c.clicks().size() == picked.size()).toList();
    if (done.size() == 1 && open.size() == 1) {
      Action chosen = done.get(0).action();
      picked.clear();
      return Optional.of(chosen);
    }
    return Optional.empty();
  }

  /** Starts the clicks again. */
  public void reset() {
    picked.clear();
  }

  private boolean continues(Choice c) {
    return c.clicks().size() >= picked.size() && c.clicks().subList(0, picked.size()).equals(picked);
  }
}
