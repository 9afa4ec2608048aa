package roundtable.core.random;

import roundtable.core.table.TableStep;

/** A seat opens its commitment: the value and the salt it hashed. */
public record Reveal(Bytes value, Bytes salt) implements TableStep {}
