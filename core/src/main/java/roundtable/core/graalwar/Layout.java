package roundtable.core.graalwar;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Rocks and forests on the board, read from a text file: 24 lines of 24 holes, row 24 first,
 * {@code .} open, {@code R} rock, {@code F} forest; {@code #} starts a comment, blank lines are
 * skipped. The layout is mirror-symmetric across the frontier and covers 10–14% of the holes
 * (rules-gaps.md). Immutable.
 */
public final class Layout {
  public static final byte OPEN = 0;
  public static final byte ROCK = 1;
  public static final byte FOREST = 2;
  static final int MIN_PERCENT = 10;
  static final int MAX_PERCENT = 14;

  /** The layout every table plays on, read once. */
  public static final Layout CLASSIC = resource("classic");

  private final String name;
  private final byte[] terrain;

  private Layout(String name, byte[] terrain) {
    this.name = name;
    this.terrain = terrain;
  }

  public String name() {
    return name;
  }

  public byte terrain(int hole) {
    return terrain[hole];
  }

  public boolean isRock(int hole) {
    return terrain[hole] == ROCK;
  }

  public boolean isForest(int hole) {
    return terrain[hole] == FOREST;
  }

  /** Rocks and forests together. */
  public int obstacles() {
    int n = 0;
    for (byte t : terrain) {
      n += t == OPEN ? 0 : 1;
    }
    return n;
  }

  byte[] codes() {
    return terrain.clone();
  }

  /** A layout shipped in core's resources ({@code roundtable/graalwar/NAME.txt}). */
  static Layout resource(String name) {
    try (InputStream in = Layout.class.getResourceAsStream("/roundtable/graalwar/" + name + ".txt")) {
      if (in == null) {
        throw new IllegalStateException("no layout resource " + name + ".txt");
      }
      return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads and checks a layout; the message names the line and column of what is wrong. */
  public static Layout parse(String name, String text) {
    byte[] terrain = new byte[Hole.COUNT];
    int[] lineOfRow = new int[Hole.SIZE];
    String[] lines = text.split("\r?\n", -1);
    int rows = 0;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int hash = line.indexOf('#');
      String holes = (hash >= 0 ? line.substring(0, hash) : line).stripTrailing();
      if (holes.isBlank()) {
        continue;
      }
      if (rows == Hole.SIZE) {
        throw new IllegalArgumentException("line " + (i + 1) + ": a layout has " + Hole.SIZE + " rows, this is a 25th");
      }
      if (holes.length() != Hole.SIZE) {
        throw new IllegalArgumentException("line " + (i + 1) + ": a row has " + Hole.SIZE + " holes, this one has "
            + holes.length());
      }
      int row = Hole.SIZE - 1 - rows;
      for (int column = 0; column < Hole.SIZE; column++) {
        char c = holes.charAt(column);
        int code = ".RF".indexOf(c);
        if (code < 0) {
          throw new IllegalArgumentException("line " + (i + 1) + ", column " + (column + 1) + ": unknown character '"
              + c + "' (write . for open, R for rock, F for forest)");
        }
        terrain[Hole.at(column, row)] = (byte) code;
      }
      lineOfRow[row] = i + 1;
      rows++;
    }
    if (rows != Hole.SIZE) {
      throw new IllegalArgumentException("line " + lines.length + ": a layout has " + Hole.SIZE + " rows, this one has "
          + rows);
    }
    for (int i = 0; i < Hole.COUNT; i++) {
      int hole = Hole.COUNT - Hole.SIZE * (1 + i / Hole.SIZE) + i % Hole.SIZE; // in the file's order
      if (terrain[hole] != terrain[Hole.mirror(hole)]) {
        int mirror = Hole.mirror(hole);
        throw new IllegalArgumentException("line " + lineOfRow[Hole.row(hole)] + ", column " + (Hole.column(hole) + 1)
            + ": not mirror-symmetric, " + Hole.name(hole) + " is '" + ".RF".charAt(terrain[hole]) + "' but "
            + Hole.name(mirror) + " on line " + lineOfRow[Hole.row(mirror)] + " is '" + ".RF".charAt(terrain[mirror])
            + "'");
      }
    }
    Layout layout = new Layout(name, terrain);
    int n = layout.obstacles();
    if (n * 100 < MIN_PERCENT * Hole.COUNT || n * 100 > MAX_PERCENT * Hole.COUNT) {
      throw new IllegalArgumentException("line " + lines.length + ": rocks and forests cover " + n + " holes of "
          + Hole.COUNT + " (" + (n * 100 / Hole.COUNT) + "%), not between " + MIN_PERCENT + "% and " + MAX_PERCENT
          + "%");
    }
    return layout;
  }

  /** Any terrain, unchecked: for test positions. */
  static Layout unchecked(String name, byte[] terrain) {
    return new Layout(name, terrain.clone());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Layout l && name.equals(l.name) && Arrays.equals(terrain, l.terrain);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(terrain);
  }
}
