package roundtable.core.table;

/**
 * Something a seat does at the table: a game move, a secret choice, or a step of a table protocol
 * (a commitment, a reveal). Every implementation is an immutable record, written one line each in
 * the game's notation.
 */
public interface Action {}
