package roundtable.core.canon;

/** The SHA-256 of a state's canonical encoding: what actions name and peers compare. */
public final class StateHash {
  private StateHash() {}

  public static byte[] of(Canonical state) {
    CanonicalWriter out = new CanonicalWriter();
    state.encode(out);
    return out.sha256();
  }

  public static String hex(Canonical state) {
    return Sha256.hex(of(state));
  }
}
