package roundtable.core.graalwar;

/** The two sides: seat 0 plays White, in the south kingdom, and moves first ("Blanc commence"). */
final class Sides {
  private static final String[] NAMES = {"White", "Blue"};

  private Sides() {}

  static String name(int side) {
    return NAMES[side];
  }
}
