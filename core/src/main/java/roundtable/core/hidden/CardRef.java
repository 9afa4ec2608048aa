package roundtable.core.hidden;

/**
 * A handle to one hidden card or token. It carries no face: who may see the face is decided by
 * the {@link HiddenCards} that dealt it.
 */
public record CardRef(int id) {}
