package roundtable.core.morrigan;

import java.util.List;
import roundtable.core.canon.CanonicalWriter;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.DraftList;
import roundtable.core.hidden.Frozen;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.hidden.NamedCard;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.random.JointDraw;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;

/**
 * A Morrigan table. Every card is a handle of {@link #cards}, which decides who may read its face;
 * this state says where each card is in game terms: a hand, a Territory and its reinforcements, an
 * Adversary in the middle, a trophy, the discards (face up), a bet, a fight, a Special in play.
 * Cards stay in the hidden cards' hand of the seat that drew them wherever the game puts them.
 *
 * @param turn the seat whose turn it is (-1 before the first player is drawn)
 * @param turns how many turns have begun
 * @param reinforced ids of the Territories and Adversaries the turn's player reinforced this turn
 * @param justUsed the Action cards the turn's player used in its last fight, conquest or bet (for
 *     Bouclier Béni), now in the discards
 * @param chores hidden-card work still to do, in order, each once the cards wait for nothing
 * @param claims cards laid face up as a kind: checked once their face is open to all
 */
public record MorriganState(
    int players,
    boolean openLog,
    HiddenCards cards,
    JointDraw startDraw,
    int turn,
    int turns,
    Phase phase,
    List<List<CardRef>> hands,
    List<List<Holding>> territories,
    List<Holding> adversaries,
    List<List<CardRef>> trophies,
    List<CardRef> discards,
    List<Effect> effects,
    List<Integer> reinforced,
    List<CardRef> justUsed,
    Round round,
    List<Chore> chores,
    List<NamedCard<Claim>> claims,
    Outcome outcome) implements GameState {

  public static final String DECK = "deck";
  public static final int HAND_LIMIT = 5;
  public static final int DUEL_PRESTIGE = 15;

  public enum Phase {
    SETUP("setup"), START("start"), ACTION("action"), REINFORCE("reinforce"), DISCARD("discard"), DUEL("duel");

    private final String code;

    Phase(String code) {
      this.code = code;
    }

    /** The phase's code in the state hash (docs/protocol.md). */
    public String code() {
      return code;
    }
  }

  /** A Territory or an Adversary on the table, its reinforcements face down under it, maybe cursed. */
  public record Holding(CardRef card, List<CardRef> under, CardRef curse) {
    public Holding {
      under = Frozen.copyOf(under);
    }
  }

  /** A Special card in play until its effect ends (Déluge, Hiver Glacial, Sainte Relique). */
  public record Effect(CardRef card, Special special, int seat, CardRef target) {}

  /**
   * What a card laid face up was laid as: a kind, and which Special when it matters (null: any).
   * A face that turns out otherwise is a cheat.
   */
  public record Claim(Kind kind, Special special) {
    /** Which faces fit what a card was laid as. */
    static final NamedCard.Naming<Claim> FITS = (face, claim) -> Card.of(face).kind() == claim.kind()
        && (claim.special() == null || Card.of(face).special() == claim.special());
  }

  /** Hidden-card work the rules wait on. */
  public sealed interface Chore {
    /** The top card of the deck to the seat (the discards made a new deck first if it is empty). */
    record Draw(int seat) implements Chore {}

    /** A card opened to everybody. */
    record Reveal(CardRef card) implements Chore {}

    /** A card to another hand with a new handle, which {@link Arrive} files in the seat's hand. */
    record Pass(CardRef card, int toSeat) implements Chore {}

    record Arrive(int seat) implements Chore {}
  }

  /** What interrupts the turn's phase until it is over. */
  public sealed interface Round {
    /** "Renforcer un Adversaire lors de sa pose": the seats still to be asked, in order. */
    record Placement(CardRef adversary, List<Integer> toAsk) implements Round {
      public Placement {
        toAsk = Frozen.copyOf(toAsk);
      }
    }

    /** An Épreuve's betting round number {@code number}; {@code revealed} once the bets are flipped. */
    record Betting(CardRef trial, int poser, List<Integer> toAsk, List<Stake> bets, int number, boolean revealed)
        implements Round {
      public Betting {
        toAsk = Frozen.copyOf(toAsk);
        bets = Frozen.copyOf(bets);
      }
    }

    /** A fight ({@code defender} -1) or a conquest, waiting for its cards to be flipped. */
    record Battle(CardRef target, int defender, List<CardRef> attack, CardRef doubler) implements Round {
      public Battle {
        attack = Frozen.copyOf(attack);
      }
    }

    /** The duel with Maletar: the attack, then each opponent's card ({@code toAsk}), then a tie to break. */
    record Duel(List<CardRef> attack, List<Integer> toAsk, List<CardRef> maletar, boolean attacked, boolean losing)
        implements Round {
      public Duel {
        attack = Frozen.copyOf(attack);
        toAsk = Frozen.copyOf(toAsk);
        maletar = Frozen.copyOf(maletar);
      }
    }

    /**
     * "Bouclier Béni - ... Jouable à tout moment après avoir utilisé une ou plusieurs cartes Action":
     * after an Épreuve's bets are flipped, or a duel is lost, each seat that used Action cards (in
     * {@code cards}, now discarded) may take one back, in {@code toAsk}'s order; then {@code then}.
     */
    record Recovery(List<Integer> toAsk, List<List<CardRef>> cards, Round then) implements Round {
      public Recovery {
        toAsk = Frozen.copyOf(toAsk);
        cards = List.copyOf(cards.stream().map(List::copyOf).toList());
      }
    }
  }

  /** One seat's bet: its card face down, and a Bénédiction (or null). */
  public record Stake(int seat, CardRef card, CardRef blessing) {}

  public MorriganState {
    hands = nested(hands);
    territories = nested(territories);
    adversaries = Frozen.copyOf(adversaries);
    trophies = nested(trophies);
    discards = Frozen.copyOf(discards);
    effects = Frozen.copyOf(effects);
    reinforced = Frozen.copyOf(reinforced);
    justUsed = Frozen.copyOf(justUsed);
    chores = Frozen.copyOf(chores);
    claims = Frozen.copyOf(claims);
  }

  /** An immutable copy of a list of lists (each copied once, without a stream: issue 19). */
  private static <T> List<List<T>> nested(List<? extends List<T>> lists) {
    return DraftList.copyOfNested(lists);
  }

  /** The card's face if everybody may see it. */
  public Card shown(CardRef card) {
    var face = cards.publicFace(card);
    if (face.isEmpty()) {
      throw new IllegalStateException("card c" + card.id() + " is not face up");
    }
    return Card.of(face.getAsInt());
  }

  /**
   * "on additionne les valeurs des territoires qu'il contrôle, des épreuves qu'il a remportées et
   * des adversaires qu'il a vaincus": public, every seat may read it at any time. A card just laid
   * counts once it is face up (with mental poker it waits for the seats' shares a moment).
   */
  public int prestige(int seat) {
    int sum = 0;
    for (Holding t : territories.get(seat)) {
      sum += value(t.card());
    }
    for (CardRef c : trophies.get(seat)) {
      sum += value(c);
    }
    return sum;
  }

  private int value(CardRef card) {
    var face = cards.publicFace(card);
    return face.isPresent() ? Card.of(face.getAsInt()).value() : 0;
  }

  public MorriganState withCards(HiddenCards c) {
    return new MorriganState(players, openLog, c, startDraw, turn, turns, phase, hands, territories, adversaries,
        trophies, discards, effects, reinforced, justUsed, round, chores, claims, outcome);
  }

  /** What the table waits for before the rules go on: the first player's draw, the cards' steps. */
  public Waits waits() {
    return new Waits(startDraw, cards);
  }

  @Override
  public void encode(CanonicalWriter out) {
    out.writeString("morrigan").writeInt(players).writeBoolean(openLog);
    cards.encode(out);
    out.writeBoolean(startDraw != null);
    if (startDraw != null) {
      startDraw.encode(out);
    }
    out.writeInt(turn).writeInt(turns).writeString(phase.code());
    out.writeAll(hands, MorriganState::refs);
    out.writeAll(territories, (w, ts) -> w.writeAll(ts, MorriganState::holding));
    out.writeAll(adversaries, MorriganState::holding);
    out.writeAll(trophies, MorriganState::refs);
    refs(out, discards);
    out.writeAll(effects, (w, e) -> {
      w.writeInt(e.card().id()).writeString(e.special().word()).writeInt(e.seat());
      ref(w, e.target());
    });
    out.writeAll(reinforced, CanonicalWriter::writeInt);
    refs(out, justUsed);
    round(out, round);
    out.writeAll(chores, (w, c) -> {
      if (c instanceof Chore.Draw d) {
        w.writeString("draw").writeInt(d.seat());
      } else if (c instanceof Chore.Reveal r) {
        w.writeString("reveal").writeInt(r.card().id());
      } else if (c instanceof Chore.Pass p) {
        w.writeString("pass").writeInt(p.card().id()).writeInt(p.toSeat());
      } else if (c instanceof Chore.Arrive a) {
        w.writeString("arrive").writeInt(a.seat());
      }
    });
    out.writeAll(claims, (w, c) -> w.writeInt(c.card().id()).writeInt(c.seat()).writeString(c.name().kind().code())
        .writeString(c.name().special() == null ? "" : c.name().special().word()));
    out.writeBoolean(outcome != null);
    if (outcome != null) {
      out.writeAll(outcome.winners(), CanonicalWriter::writeInt);
    }
  }

  private static void round(CanonicalWriter w, Round r) {
    if (r == null) {
      w.writeString("");
    } else if (r instanceof Round.Placement p) {
      w.writeString("placement").writeInt(p.adversary().id()).writeAll(p.toAsk(), CanonicalWriter::writeInt);
    } else if (r instanceof Round.Betting b) {
      w.writeString("betting").writeInt(b.trial().id()).writeInt(b.poser())
          .writeAll(b.toAsk(), CanonicalWriter::writeInt)
          .writeAll(b.bets(), (w2, s) -> {
            w2.writeInt(s.seat()).writeInt(s.card().id());
            ref(w2, s.blessing());
          }).writeInt(b.number()).writeBoolean(b.revealed());
    } else if (r instanceof Round.Battle b) {
      w.writeString("battle").writeInt(b.target().id()).writeInt(b.defender());
      refs(w, b.attack());
      ref(w, b.doubler());
    } else if (r instanceof Round.Duel d) {
      w.writeString("duel");
      refs(w, d.attack());
      w.writeAll(d.toAsk(), CanonicalWriter::writeInt);
      refs(w, d.maletar());
      w.writeBoolean(d.attacked()).writeBoolean(d.losing());
    } else if (r instanceof Round.Recovery rc) {
      w.writeString("recovery").writeAll(rc.toAsk(), CanonicalWriter::writeInt).writeAll(rc.cards(), MorriganState::refs);
      round(w, rc.then());
    }
  }

  private static void holding(CanonicalWriter w, Holding h) {
    w.writeInt(h.card().id());
    refs(w, h.under());
    ref(w, h.curse());
  }

  private static void refs(CanonicalWriter w, List<CardRef> cards) {
    w.writeAll(cards, (w2, c) -> w2.writeInt(c.id()));
  }

  private static void ref(CanonicalWriter w, CardRef card) {
    w.writeInt(card == null ? -1 : card.id());
  }
}
