package roundtable.core.conquest;

import java.util.ArrayList;
import java.util.List;

/**
 * Who an event names, as colours, so that a client can say it in any language: one seat ("Red &
 * Yellow"), a side ("Blue with Green"), or the one colour the lone player of three moves this turn
 * ("Red").
 *
 * @param seats each seat named, as a bit mask of its colours' ordinals
 */
public record Who(List<Integer> seats) {
  /** One seat's colours, by their mask: made once, since every move's event names the mover. */
  private static final Who[] ONE_SEAT = new Who[16];

  static {
    for (int mask = 0; mask < ONE_SEAT.length; mask++) {
      ONE_SEAT[mask] = new Who(List.of(mask));
    }
  }

  public Who {
    seats = List.copyOf(seats);
  }

  public static Who seat(Lineup lineup, int seat) {
    return ONE_SEAT[lineup.colourMask(seat)];
  }

  public static Who side(Lineup lineup, int side) {
    List<Integer> masks = new ArrayList<>();
    for (int seat : lineup.seatsOf(side)) {
      masks.add(lineup.colourMask(seat));
    }
    return new Who(masks);
  }

  static Who colour(int colour) {
    return ONE_SEAT[1 << colour];
  }

  /** The colours of one seat named, in clockwise order. */
  public static List<Colour> colours(int mask) {
    List<Colour> colours = new ArrayList<>();
    for (Colour c : Colour.ALL) {
      if ((mask & (1 << c.ordinal())) != 0) {
        colours.add(c);
      }
    }
    return colours;
  }

  /** In English, as the log has always said it: colours joined by " & ", seats by " with ". */
  public String english() {
    StringBuilder s = new StringBuilder();
    for (int mask : seats) {
      s.append(s.length() == 0 ? "" : " with ");
      List<Colour> colours = colours(mask);
      for (int i = 0; i < colours.size(); i++) {
        s.append(i == 0 ? "" : " & ").append(colours.get(i).title());
      }
    }
    return s.toString();
  }
}
