package roundtable.core.graal;

import java.util.Optional;

/**
 * What the step at the head of graal's queue asks of a seat, as data for a window or a terminal to
 * say: the kind of decision, the seat, and what the decision names (the skill whose cards are put
 * back, the step card a Roi pêcheur may stop, the ancestor Arthur summoned). The steps themselves
 * stay the rules' own.
 */
public record Asked(Kind kind, int seat, Character skill, Card step, Ancestor ancestor) {
  /** The decisions, the four stages of a turn first. */
  public enum Kind {
    START, MAIN, DRAWN, REPLAY, DEFEND, ANSWER_SIEGE, CHOOSE_COLOUR, PICK_SWAP, PICK_CAMELOT, PICK_VICTIM, PUT_BACK,
    PROTECT, SUMMONED
  }

  /** What the state asks now, if the head of its queue is a decision. */
  public static Optional<Asked> of(GraalState s) {
    return s.steps().isEmpty() ? Optional.empty() : of(s.steps().get(0));
  }

  private static Optional<Asked> of(Step step) {
    if (step instanceof Step.Turn t) {
      Kind kind = switch (t.stage()) {
        case START -> Kind.START;
        case MAIN -> Kind.MAIN;
        case DRAWN -> Kind.DRAWN;
        case REPLAY -> Kind.REPLAY;
      };
      return Optional.of(plain(kind, t.seat()));
    } else if (step instanceof Step.Defend d) {
      return Optional.of(plain(Kind.DEFEND, d.seat()));
    } else if (step instanceof Step.AnswerSiege a) {
      return Optional.of(plain(Kind.ANSWER_SIEGE, a.seat()));
    } else if (step instanceof Step.ChooseColour c) {
      return Optional.of(plain(Kind.CHOOSE_COLOUR, c.seat()));
    } else if (step instanceof Step.PickSwap p) {
      return Optional.of(plain(Kind.PICK_SWAP, p.seat()));
    } else if (step instanceof Step.PickCamelot p) {
      return Optional.of(plain(Kind.PICK_CAMELOT, p.seat()));
    } else if (step instanceof Step.PickVictim p) {
      return Optional.of(plain(Kind.PICK_VICTIM, p.seat()));
    } else if (step instanceof Step.PutBack p) {
      return Optional.of(new Asked(Kind.PUT_BACK, p.seat(), p.skill(), null, null));
    } else if (step instanceof Step.Protect p) {
      return Optional.of(new Asked(Kind.PROTECT, p.seat(), null, p.step(), null));
    } else if (step instanceof Step.Summoned s) {
      return Optional.of(new Asked(Kind.SUMMONED, s.seat(), null, null, s.ancestor()));
    }
    return Optional.empty(); // a step the rules do by themselves
  }

  private static Asked plain(Kind kind, int seat) {
    return new Asked(kind, seat, null, null, null);
  }
}
