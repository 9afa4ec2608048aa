package roundtable.desktop.client.grailcup;

import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupEvent.AllyCursed;
import roundtable.core.grailcup.GrailCupEvent.AllyKept;
import roundtable.core.grailcup.GrailCupEvent.AllyNeverShown;
import roundtable.core.grailcup.GrailCupEvent.AllyShown;
import roundtable.core.grailcup.GrailCupEvent.AsideFaceUp;
import roundtable.core.grailcup.GrailCupEvent.BlacksmithLance;
import roundtable.core.grailcup.GrailCupEvent.ChancellorKept;
import roundtable.core.grailcup.GrailCupEvent.CurseOnOwnAlly;
import roundtable.core.grailcup.GrailCupEvent.CurseStrikes;
import roundtable.core.grailcup.GrailCupEvent.DieRolled;
import roundtable.core.grailcup.GrailCupEvent.DragonJumped;
import roundtable.core.grailcup.GrailCupEvent.DragonMoved;
import roundtable.core.grailcup.GrailCupEvent.FakeGrailPlayed;
import roundtable.core.grailcup.GrailCupEvent.GrailWon;
import roundtable.core.grailcup.GrailCupEvent.KnightMoved;
import roundtable.core.grailcup.GrailCupEvent.LanceLostToMagnet;
import roundtable.core.grailcup.GrailCupEvent.LanceWonByMagnet;
import roundtable.core.grailcup.GrailCupEvent.LastOfRaceLance;
import roundtable.core.grailcup.GrailCupEvent.LateStartLance;
import roundtable.core.grailcup.GrailCupEvent.NoLanceLeft;
import roundtable.core.grailcup.GrailCupEvent.NoLanceToTake;
import roundtable.core.grailcup.GrailCupEvent.NobodyPlays;
import roundtable.core.grailcup.GrailCupEvent.NoneAhead;
import roundtable.core.grailcup.GrailCupEvent.RoundBegins;
import roundtable.core.grailcup.GrailCupEvent.SealTaken;
import roundtable.core.grailcup.GrailCupEvent.SetAsideAtRandom;
import roundtable.core.grailcup.GrailCupEvent.SquirePredicts;
import roundtable.core.grailcup.GrailCupEvent.SquireRight;
import roundtable.core.grailcup.GrailCupEvent.SquireWrong;
import roundtable.core.grailcup.GrailCupEvent.StoppedBehindDragon;
import roundtable.core.grailcup.GrailCupEvent.ThiefTakesLance;
import roundtable.core.grailcup.GrailCupEvent.TokenTurned;
import roundtable.core.grailcup.GrailCupEvent.TokensLooked;
import roundtable.core.grailcup.GrailCupEvent.TokensRearranged;
import roundtable.core.grailcup.GrailCupEvent.VillageLance;
import roundtable.core.grailcup.GrailCupEvent.WrongAllyShown;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Reader;

/**
 * The log's line for each thing the rules tell ({@code grailcup.event.*}), from the records'
 * seats, Allies, tokens and squares; the knights are named by colour. The window's own seat is
 * spoken to: a line whose subject it is takes the {@code .you} words ("You show the Fairy (8)",
 * "Vous montrez la Fée (8)"), a line that names it as the other knight the {@code .toYou} words
 * ("Red sends you back 2 squares"); a line about a knight and itself (the Squire names his own)
 * the {@code .self} words.
 */
final class GrailCupEventWords {
  private GrailCupEventWords() {}

  /** Who reads the log (-1: a spectator), the knights named by their colours in these words. */
  static Reader reader(int seat, Words w) {
    return new Reader(seat, knight -> GrailCupWords.colour(w, knight));
  }

  /** The event's line in the log. */
  static String line(GrailCupEvent event, Reader r, Words w) {
    String said = draft(event, r, w);
    if (said == null) {
      said = calling(event, r, w);
    }
    if (said == null) {
      said = track(event, r, w);
    }
    if (said == null) {
      said = lances(event, r, w);
    }
    if (said == null) {
      throw new IllegalStateException("no words for " + event);
    }
    return said;
  }

  /** The set-up, the rounds, the draft; the ending. */
  private static String draft(GrailCupEvent event, Reader r, Words w) {
    if (event instanceof RoundBegins e) {
      return r.says(w, "grailcup.event.round", e.chancellor(), e.round());
    }
    if (event instanceof SealTaken e) {
      return r.says(w, "grailcup.event.seal", e.seat());
    }
    if (event instanceof AsideFaceUp e) {
      return w.get("grailcup.event.asideUp",
          String.join(", ", e.allies().stream().map(n -> GrailCupWords.ally(w, n)).toList()));
    }
    if (event instanceof SetAsideAtRandom) {
      return w.get("grailcup.event.regroup");
    }
    if (event instanceof AllyKept e) {
      return r.says(w, "grailcup.event.keep", e.seat());
    }
    if (event instanceof ChancellorKept e) {
      return r.says(w, "grailcup.event.keepWay", e.seat(), w.get("grailcup.way." + switch (e.way()) {
        case CLOCKWISE -> "clockwise";
        case COUNTERCLOCKWISE -> "counterclockwise";
      }));
    }
    if (event instanceof GrailWon e) {
      return r.says(w, "grailcup.event.wins", e.seat());
    }
    if (event instanceof AllyNeverShown e) {
      return r.says(w, "grailcup.event.cheatKept", e.seat());
    }
    if (event instanceof WrongAllyShown e) {
      return r.says(w, "grailcup.event.cheatShown", e.seat(), GrailCupWords.ally(w, e.shown()),
          GrailCupWords.ally(w, e.called()));
    }
    return null;
  }

  /** The Allies called, shown, and what they say. */
  private static String calling(GrailCupEvent event, Reader r, Words w) {
    if (event instanceof AllyShown e) {
      return r.says(w, "grailcup.event.shown", e.seat(), GrailCupWords.ally(w, e.ally()));
    }
    if (event instanceof NobodyPlays e) {
      return w.get("grailcup.event.nobody", GrailCupWords.ally(w, e.ally()));
    }
    if (event instanceof AllyCursed e) {
      return r.says(w, "grailcup.event.curse", e.seat(), GrailCupWords.ally(w, e.ally()));
    }
    if (event instanceof CurseStrikes e) {
      return r.saysTo(w, "grailcup.event.swap", e.enchantress(), e.victim());
    }
    if (event instanceof CurseOnOwnAlly e) {
      return r.says(w, "grailcup.event.curseOwn", e.enchantress());
    }
    if (event instanceof SquirePredicts e) {
      return r.saysTo(w, "grailcup.event.squire", e.seat(), e.first());
    }
    if (event instanceof SquireRight e) {
      return r.saysTo(w, "grailcup.event.squireRight", e.seat(), e.first());
    }
    if (event instanceof SquireWrong e) {
      return r.saysTo(w, "grailcup.event.squireWrong", e.seat(), e.first());
    }
    if (event instanceof TokensLooked e) {
      return r.says(w, "grailcup.event.look", e.seat(), e.spots().get(0), e.spots().get(1), e.spots().get(2));
    }
    if (event instanceof TokensRearranged e) {
      return r.says(w, "grailcup.event.arrange", e.seat(), e.spots().get(0), e.spots().get(1), e.spots().get(2));
    }
    return null;
  }

  /** The knights, the Dragon, the die and the clover tokens on the track. */
  private static String track(GrailCupEvent event, Reader r, Words w) {
    if (event instanceof KnightMoved e) {
      String stride = switch (e.stride()) {
        case START -> "start";
        case ADVANCE -> "advance";
        case BACK -> "back";
        case SWAP -> "swap";
        case UNICORN -> "unicorn";
      };
      // {1}, {2}: the squares as the board prints them; {3}: the start number alone (square 0 is start 9).
      return r.says(w, "grailcup.event.knight." + stride, e.seat(), GrailCupWords.square(w, e.from()),
          GrailCupWords.square(w, e.to()), TrackLayout.startNumber(e.to()));
    }
    if (event instanceof NoneAhead e) {
      return r.says(w, "grailcup.event.noneAhead." + switch (e.landmark()) {
        case CHURCH -> "church";
        case CASTLE -> "castle";
      }, e.seat());
    }
    if (event instanceof StoppedBehindDragon e) {
      return r.says(w, "grailcup.event.stop", e.seat());
    }
    if (event instanceof DragonMoved e) {
      return r.says(w, "grailcup.event.dragon", e.seat(), GrailCupWords.square(w, e.from()),
          GrailCupWords.square(w, e.to()));
    }
    if (event instanceof DieRolled e) {
      return r.says(w, "grailcup.event.die", e.seat(), w.get("grailcup.die." + GrailCupWords.dieKind(e.face())));
    }
    if (event instanceof TokenTurned e) {
      return r.says(w, "grailcup.event.token", e.seat(), GrailCupWords.square(w, e.square()),
          GrailCupWords.clover(w, e.token().ordinal()));
    }
    if (event instanceof FakeGrailPlayed e) {
      return r.saysTo(w, "grailcup.event.push", e.seat(), e.victim());
    }
    if (event instanceof NoLanceToTake) {
      return w.get("grailcup.event.noMagnet");
    }
    if (event instanceof NoLanceLeft) {
      return w.get("grailcup.event.noLance");
    }
    return null;
  }

  /** Whose Lances changed, and why. */
  private static String lances(GrailCupEvent event, Reader r, Words w) {
    if (event instanceof LateStartLance e) {
      return r.says(w, "grailcup.event.lance.late", e.seat());
    }
    if (event instanceof LastOfRaceLance e) {
      return r.says(w, "grailcup.event.lance.last", e.seat());
    }
    if (event instanceof BlacksmithLance e) {
      return r.says(w, "grailcup.event.lance.forge", e.seat());
    }
    if (event instanceof DragonJumped e) {
      return r.says(w, "grailcup.event.lance.jump", e.seat());
    }
    if (event instanceof ThiefTakesLance e) {
      return r.says(w, "grailcup.event.lance.thief", e.seat());
    }
    if (event instanceof VillageLance e) {
      return r.says(w, "grailcup.event.lance.die", e.seat());
    }
    if (event instanceof LanceLostToMagnet e) {
      return r.saysTo(w, "grailcup.event.lance.magnet", e.taker(), e.seat());
    }
    if (event instanceof LanceWonByMagnet e) {
      return r.says(w, "grailcup.event.lance.count", e.seat(), e.lances());
    }
    return null;
  }
}
