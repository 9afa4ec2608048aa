package roundtable.core.random;

import java.util.List;
import roundtable.core.table.TableStep;

/**
 * An open log fixes a random result in the clear (the first player, the order of the tokens), so
 * a position from a rulebook can be written down. Networked play refuses it.
 */
public record Fix(List<Integer> values) implements TableStep {
  public Fix {
    values = List.copyOf(values);
  }
}
