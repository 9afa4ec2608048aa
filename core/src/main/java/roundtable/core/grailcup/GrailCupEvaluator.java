package roundtable.core.grailcup;

import java.util.Arrays;
import java.util.OptionalInt;
import roundtable.core.bot.Evaluator;
import roundtable.core.hidden.CardRef;
import roundtable.core.table.Knowledge;

/**
 * The greedy bot's judgement: how far the seat's knight is ahead of the best other knight, a Lance
 * worth a few squares, the Dragon worth keeping just in front of the others. The searching bot's
 * ({@link #WITH_KEPT_ALLIES}) also counts each Ally the seat keeps for this round as the squares it
 * should move the knight when it is called: otherwise, choosing an Ally changes nothing it sees.
 */
public final class GrailCupEvaluator implements Evaluator<GrailCupState> {
  public static final GrailCupEvaluator INSTANCE = new GrailCupEvaluator(false);
  public static final GrailCupEvaluator WITH_KEPT_ALLIES = new GrailCupEvaluator(true);

  private final boolean keptAllies;

  private GrailCupEvaluator(boolean keptAllies) {
    this.keptAllies = keptAllies;
  }

  @Override
  public double score(GrailCupState s, int seat) {
    int mine = s.squares().get(seat);
    int best = 0;
    double blocked = 0;
    for (int other = 0; other < s.players(); other++) {
      if (other != seat) {
        int sq = s.squares().get(other);
        best = Math.max(best, sq);
        if (s.dragon() > sq && s.dragon() - sq <= 3 && s.lances().get(other) == 0) {
          blocked += 0.5;
        }
      }
    }
    boolean ahead = s.dragon() > mine && s.dragon() - mine <= 6;
    double score = mine - 0.5 * best + 2.5 * s.lances().get(seat) + blocked - (ahead && s.lances().get(seat) == 0 ? 2 : 0);
    return keptAllies ? score + kept(s, seat) : score;
  }

  /**
   * The squares the Allies this seat keeps (as it reads them) should move its knight, all told,
   * each from where the one before left it ("dans l'ordre croissant de leur numéro").
   */
  private static double kept(GrailCupState s, int seat) {
    int[] numbers = new int[s.chosen().get(seat).size()];
    int known = 0;
    for (int card : s.chosen().get(seat)) {
      OptionalInt face = s.cards().faceFor(new CardRef(card), seat, Knowledge.NOTHING);
      if (face.isPresent()) {
        numbers[known++] = face.getAsInt();
      }
    }
    Arrays.sort(numbers, 0, known);
    int start = s.squares().get(seat);
    int at = start;
    for (int i = 0; i < known; i++) {
      at = Math.min(Track.FINISH, at + move(Ally.of(numbers[i]), s, seat, at));
    }
    return at - start;
  }

  /** About how far this Ally moves a knight on {@code at} (the Allies' list, "Les Alliés"). */
  private static int move(Ally ally, GrailCupState s, int seat, int at) {
    int free = switch (ally) {
      case PRINCESS -> Math.max(0, Track.nextOf(Track.CASTLES, at) - at);
      case PRIEST -> Math.max(0, Track.nextOf(Track.CHURCHES, at) - at);
      case UNICORN -> unicorn(s, seat, at) - at;
      case FAIRY -> 6;
      default -> ally.number();
    };
    // The Dragon stops a knight without a Lance just behind it; the Dragon Tamer moves it first,
    // the Unicorn ignores it ("Dragon").
    boolean stopped = ally != Ally.DRAGON_TAMER && ally != Ally.UNICORN && s.lances().get(seat) == 0
        && s.dragon() > at && at + free >= s.dragon();
    return stopped ? s.dragon() - 1 - at : free;
  }

  /** The Unicorn: the square just in front of the first knight ahead, or where it stands. */
  private static int unicorn(GrailCupState s, int seat, int at) {
    int next = Integer.MAX_VALUE;
    for (int other = 0; other < s.players(); other++) {
      int sq = s.squares().get(other);
      if (sq > at) {
        next = Math.min(next, sq);
      }
    }
    return next == Integer.MAX_VALUE ? at : next + 1;
  }
}
