package roundtable.core.random;

import roundtable.core.table.TableStep;

/** A seat's commitment: the SHA-256 of its random value and a fresh salt (see {@link Commitment}). */
public record Commit(Bytes digest) implements TableStep {}
