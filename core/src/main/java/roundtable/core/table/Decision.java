package roundtable.core.table;

/** What kind of decision a prompt asks of a seat. */
public enum Decision {
  /** A move on the board or with cards. */
  MOVE,
  /** A choice made in secret and revealed later (committed first). */
  SECRET_CHOICE,
  /** A step of a hidden-card protocol (a shuffle, a decryption share). */
  PROTOCOL_STEP,
  /** A commitment or a reveal that draws a joint random value (who starts, a die). */
  RANDOMNESS
}
