package roundtable.desktop.client.play;

import java.util.function.IntFunction;
import java.util.stream.Collectors;
import roundtable.core.crypto.Audit;
import roundtable.core.crypto.EscrowCheat;
import roundtable.desktop.client.NewsWords;
import roundtable.desktop.client.Words;

/**
 * Why a game stopped and what its audit found, in the window's language, from their data. Seats are
 * named as the board names them.
 */
public final class EndWords {
  private EndWords() {}

  public static String stop(Stop stop, Words w, IntFunction<String> seatName) {
    if (stop instanceof Stop.Cheated c) {
      return w.get("board.stop.cheated", seatName.apply(c.seat()), c.step(), w.get("cheat." + c.cheat().name()));
    } else if (stop instanceof Stop.GivenUp g) {
      return NewsWords.say(g.news(), w, seatName);
    } else if (stop instanceof Stop.Refused r) {
      return w.get("board.stop.refused", seatName.apply(r.seat()), r.message());
    }
    return w.get("board.stop.failed", ((Stop.Failed) stop).message());
  }

  public static String escrowCheat(EscrowCheat cheat, Words w, IntFunction<String> seatName) {
    return w.get("board.over.escrowCheat", seatName.apply(cheat.dealer()), seatName.apply(cheat.seat()));
  }

  public static String audit(Audit.Result audit, Words w, IntFunction<String> seatName) {
    if (audit instanceof Audit.Verified v) {
      return w.get("board.audit.verified", v.checked());
    } else if (audit instanceof Audit.PartlyVerified p) {
      String unchecked = p.unchecked().entrySet().stream()
          .map(e -> w.get("board.audit.partly.seat", seatName.apply(e.getKey()), e.getValue()))
          .collect(Collectors.joining(", "));
      return w.get("board.audit.partly", p.checked(), p.total(), unchecked);
    } else if (audit instanceof Audit.NotYet) {
      return w.get("board.audit.notYet");
    } else if (audit instanceof Audit.ShuffleCheat c) {
      return w.get("board.audit.cheat", seatName.apply(c.seat()), c.shuffle(), w.get("board.audit.fault." + c.fault().name()));
    }
    return w.get("board.audit.foreign", ((Audit.ForeignCard) audit).card());
  }
}
