package roundtable.core.crypto;

import java.util.List;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.OpenCards;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;

/**
 * The table option every game dealt by mental poker declares (issue 16, docs/security.md "A seat
 * voted out"): what happens to a seat gone for good without leaving. {@code end}: the game is
 * given up, the strongest secrecy. {@code continue}: each seat's key is escrowed among all the
 * others, so a seat voted out is rebuilt and played open; the price, said in the option's words,
 * is that all the other seats together could read a seat's hand.
 */
public final class SeatLeaves {
  public static final String KEY = "seat-leaves";
  public static final String END = "end";
  public static final String CONTINUE = "continue";
  static final String DESCRIPTION = "a seat gone for good without leaving: end (the game is given up; the"
      + " strongest secrecy) or continue (each seat's key is shared among all the others, so a seat voted"
      + " out is played on, its hand open; all the other seats together can then read a seat's hand)";

  private SeatLeaves() {}

  /** The option, for a game of these many players. */
  public static TableOption option(int minPlayers, int maxPlayers) {
    return new TableOption(KEY, DESCRIPTION, List.of(END, CONTINUE), minPlayers, maxPlayers);
  }

  /** Whether the table escrows each seat's key ({@code seat-leaves=continue}). */
  public static boolean continues(TableConfig config) {
    return CONTINUE.equals(config.options().get(KEY));
  }

  /** The hidden cards of a new table: in the clear for an open log, else by mental poker, escrowed or not. */
  public static HiddenCards cards(TableConfig config) {
    return config.openLog() ? OpenCards.empty(config.players(), true) : PokerCards.empty(config.players(), continues(config));
  }
}
