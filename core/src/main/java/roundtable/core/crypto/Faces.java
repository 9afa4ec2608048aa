package roundtable.core.crypto;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bouncycastle.math.ec.ECPoint;

/** The card point of each face value, computed once, and the way back from a point to its face. */
final class Faces {
  private static final Map<Integer, ECPoint> POINTS = new ConcurrentHashMap<>();
  private static final Map<ECPoint, Integer> VALUES = new ConcurrentHashMap<>();

  private Faces() {}

  static ECPoint point(int face) {
    return POINTS.computeIfAbsent(face, f -> {
      ECPoint p = CardPoints.of(f);
      VALUES.put(p, f);
      return p;
    });
  }

  /** The face whose point this is, among faces already used; -1 if none. */
  static int face(ECPoint point) {
    return VALUES.getOrDefault(point.normalize(), -1);
  }
}
