package roundtable.core.conquest;

import java.util.ArrayList;
import java.util.List;

/**
 * Who plays which colours and who plays with whom (rulebook, "Déroulement de la partie"). There are
 * always two sides: 2 players, one each with two colours (facing or adjacent); 3 players, the lone
 * player with two colours against a pair; 4 players, two teams of two facing colours.
 */
public final class Lineup {
  private final int players;
  private final boolean adjacent;
  private final int[][] seatColours;
  private final int[] seatSide;
  private final int[] seatMask;
  private final int[] colourSide = {-1, -1, -1, -1};
  private final String[] seatNames;

  private Lineup(int players, boolean adjacent, int[][] seatColours, int[] seatSide) {
    this.players = players;
    this.adjacent = adjacent;
    this.seatColours = seatColours;
    this.seatSide = seatSide;
    this.seatNames = new String[players];
    this.seatMask = new int[players];
    for (int seat = 0; seat < players; seat++) {
      for (int c : seatColours[seat]) {
        colourSide[c] = seatSide[seat];
        seatMask[seat] |= 1 << c;
      }
      seatNames[seat] = nameOf(seatColours[seat]);
    }
  }

  /** Colours in clockwise order: red 0, blue 1, yellow 2, green 3. */
  public static Lineup of(int players, boolean adjacent) {
    int r = 0;
    int b = 1;
    int y = 2;
    int g = 3;
    return switch (players) {
      case 2 -> adjacent
          ? new Lineup(2, true, new int[][] {{r, b}, {y, g}}, new int[] {0, 1})
          : new Lineup(2, false, new int[][] {{r, y}, {b, g}}, new int[] {0, 1});
      case 3 -> adjacent
          ? new Lineup(3, true, new int[][] {{r, b}, {y}, {g}}, new int[] {0, 1, 1})
          : new Lineup(3, false, new int[][] {{r, y}, {b}, {g}}, new int[] {0, 1, 1});
      case 4 -> new Lineup(4, false, new int[][] {{r}, {b}, {y}, {g}}, new int[] {0, 1, 0, 1});
      default -> throw new IllegalArgumentException("conquest is played by 2 to 4 players, not " + players);
    };
  }

  public int players() {
    return players;
  }

  public boolean adjacent() {
    return adjacent;
  }

  /** The seat's i-th colour. */
  public int colour(int seat, int i) {
    return seatColours[seat][i];
  }

  /** All the seat's colours as a bit mask. */
  public int colourMask(int seat) {
    return seatMask[seat];
  }

  public int side(int seat) {
    return seatSide[seat];
  }

  /** The side that owns stones of this colour. */
  public int sideOfColour(int colour) {
    return colourSide[colour];
  }

  public List<Integer> seatsOf(int side) {
    List<Integer> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      if (seatSide[s] == side) {
        seats.add(s);
      }
    }
    return seats;
  }

  /** The 3-player lone seat that alternates its two colours, or -1. */
  public int loneSeat() {
    return players == 3 ? 0 : -1;
  }

  public String seatName(int seat) {
    return seatNames[seat];
  }

  private static String nameOf(int[] colours) {
    StringBuilder s = new StringBuilder();
    for (int c : colours) {
      s.append(s.length() == 0 ? "" : " & ").append(Colour.ALL[c].title());
    }
    return s.toString();
  }

  public String sideName(int side) {
    StringBuilder s = new StringBuilder();
    for (int seat : seatsOf(side)) {
      s.append(s.length() == 0 ? "" : " with ").append(seatName(seat));
    }
    return s.toString();
  }
}
