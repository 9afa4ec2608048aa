package roundtable.core.canon;

/** A value with one canonical encoding: the bytes that hashes and signatures are taken over. */
public interface Canonical {
  void encode(CanonicalWriter out);
}
