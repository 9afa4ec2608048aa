package roundtable.desktop.cli;

import java.util.Locale;

/** The arena's figures: a score's 95 % interval and its Elo difference. */
final class ArenaScore {
  /** The normal quantile of a two-sided 95 % interval. */
  private static final double Z = 1.959964;

  private ArenaScore() {}

  /**
   * The Wilson score interval of a proportion {@code p} over {@code n} games, draws counted as half
   * a win (an approximation: a draw is not a coin toss). {@code [0, 1]} without games.
   */
  static double[] wilson(double p, int n) {
    if (n == 0) {
      return new double[] {0, 1};
    }
    double z2 = Z * Z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /** The Elo difference that expects this score, signed: 0.75 is +191; a score of 0 or 1 has none. */
  static String elo(double score) {
    if (score <= 0) {
      return "-inf";
    }
    if (score >= 1) {
      return "+inf";
    }
    return String.format(Locale.ROOT, "%+.0f", 400 * Math.log10(score / (1 - score)));
  }
}
