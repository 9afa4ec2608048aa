package roundtable.core.grailcup;

import roundtable.core.table.Event;

/** What happened, for the board's animation and the log; anything else is an {@link Event.Note}. */
public sealed interface GrailCupEvent extends Event {
  /** A knight moved from one square to another (it stands behind those already there). */
  record KnightMoved(int seat, int from, int to, String text) implements GrailCupEvent {}

  /** The Dragon moved. */
  record DragonMoved(int seat, int from, int to, String text) implements GrailCupEvent {}

  /** An Ally card was shown when called (1..9). */
  record AllyShown(int seat, int ally, String text) implements GrailCupEvent {}

  /** The Village die: 0 the seal, 1-2 the Thief, 3-5 a Lance. */
  record DieRolled(int seat, int face, String text) implements GrailCupEvent {}

  /** A clover token was turned over on this square. */
  record TokenTurned(int seat, int square, String token, String text) implements GrailCupEvent {}

  /** A seat's Lances changed (taken, used, lost or won). */
  record Lances(int seat, int count, String text) implements GrailCupEvent {}
}
