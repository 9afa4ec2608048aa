package roundtable.core.conquest;

import roundtable.core.table.Event;

/**
 * What the table announces besides the moves: who plays first, the tokens, repetitions, the end of
 * a round and of the match. Each carries its data, so that a client can say it in its own words;
 * {@link #text} is the English line of the log.
 */
public sealed interface Notice extends Event {
  /** The joint draw chose who begins the match (the rulebook's "youngest" can't be checked). */
  record FirstPlayer(int seat, Who who) implements Notice {
    @Override
    public String text() {
      return who.english() + " plays first";
    }
  }

  /** A new turn round of tokens: one dealt to each player ("Variante"). */
  record TokensDealt() implements Notice {
    @Override
    public String text() {
      return "the turn-order tokens are dealt";
    }
  }

  /** Open tokens: every player's number is shown at once. */
  record TokenHeld(int seat, Who who, int token) implements Notice {
    @Override
    public String text() {
      return who.english() + " has token " + token;
    }
  }

  /** Secret tokens: the holder of the number whose turn it is shows it. */
  record TokenShown(int seat, Who who, int token) implements Notice {
    @Override
    public String text() {
      return who.english() + " shows token " + token;
    }
  }

  /** Secret tokens: a token shown out of turn, which only a cheat can do; the game stops. */
  record TokenCheat(int seat, Who who, int shown, int next) implements Notice {
    @Override
    public String text() {
      return "stopped: cheat by seat " + seat + " (" + who.english() + "): it showed token " + shown
          + " when token " + next + " was to play";
    }
  }

  /** A side has brought the same position about three times: a fourth time loses the round. */
  record RepetitionWarning(Who side) implements Notice {
    @Override
    public String text() {
      return "warning: " + side.english() + " have brought this position about three times; a fourth time loses"
          + " the round";
    }
  }

  /** Why a round ended; the code is what the state hash writes (docs/protocol.md). */
  enum Reason {
    /** A side holds the eight squares round the Grail and takes a Grail. */
    ENCIRCLED(1),
    /** The player to move has none: the round is drawn (rulebook: "donc nul"). */
    BLOCKED(2),
    /** Not in the rulebook: the move limit was reached, the round is drawn. */
    MOVE_LIMIT(3),
    /** A side repeated a position a fourth time and loses the round. */
    REPEATED(4);

    private final int code;

    Reason(int code) {
      this.code = code;
    }

    public int code() {
      return code;
    }
  }

  /**
   * A round is over.
   *
   * @param who the side that encircled or repeated, or the player left without a move
   * @param limit the move limit, for {@link Reason#MOVE_LIMIT}
   */
  record RoundEnded(int round, Reason reason, Who who, int limit) implements Notice {
    @Override
    public String text() {
      return "round " + round + ": " + switch (reason) {
        case ENCIRCLED -> who.english() + " encircle the Grail";
        case BLOCKED -> who.english() + " has no move: the round is drawn";
        case MOVE_LIMIT -> "nobody encircled the Grail in " + limit + " moves: the round is drawn";
        case REPEATED -> who.english() + " repeated a position a fourth time and lose the round";
      };
    }
  }

  /** The next round of a best of three begins, the stones back on their start squares. */
  record RoundBegins(int round) implements Notice {
    @Override
    public String text() {
      return "round " + round + " begins";
    }
  }

  /**
   * The match is over.
   *
   * @param side the winning side, or -1 for a draw
   * @param winners the winning side's seats, or null for a draw
   * @param bestOfThree a match of three rounds (the score is told), or a single round
   * @param won the Grails of the winners (of side 0 for a draw)
   * @param lost the Grails of the others (of side 1 for a draw)
   */
  record MatchEnded(int side, Who winners, boolean bestOfThree, int won, int lost) implements Notice {
    @Override
    public String text() {
      if (winners == null) {
        return bestOfThree ? "draw: " + won + "–" + lost + " after three rounds" : "draw: nobody took the Grail";
      }
      return winners.english() + " win" + (bestOfThree ? " " + won + "–" + lost : "");
    }
  }
}
