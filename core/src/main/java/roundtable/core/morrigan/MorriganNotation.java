package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card.Special;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;

/**
 * One action per line; cards are named by handle ({@code c17}), never by face. See
 * docs/rules/morrigan.md: {@code territory c4}, {@code adversary c4}, {@code trial c4},
 * {@code fight c40 c3 c9 [sword c12]}, {@code conquer c40 c3 [catapult c12]}, {@code ally c5 c33},
 * {@code favour c5 c2 c8}, {@code treasure c5}, {@code sorcery c5 2}, {@code flood c5},
 * {@code winter c5}, {@code quake c5}, {@code relic c5 c40}, {@code shield c5 c3},
 * {@code reinforce c40 c3}, {@code curse c40 c5}, {@code pass}, {@code bet c3 [bless c5]},
 * {@code fold}, {@code end}, {@code duel}, {@code no-duel}, {@code attack c3 c9 ...},
 * {@code maletar c3}, {@code lose c40}, {@code discard c3}.
 */
final class MorriganNotation implements Notation {
  static final MorriganNotation INSTANCE = new MorriganNotation();

  @Override
  public String format(Action action) {
    if (!(action instanceof Move m)) {
      throw new IllegalArgumentException("not a morrigan action: " + action);
    }
    if (m instanceof Move.LayTerritory x) {
      return "territory " + c(x.card());
    } else if (m instanceof Move.LayAdversary x) {
      return "adversary " + c(x.card());
    } else if (m instanceof Move.PlayTrial x) {
      return "trial " + c(x.card());
    } else if (m instanceof Move.Fight x) {
      return "fight " + c(x.adversary()) + " " + cs(x.actions()) + (x.sword() == null ? "" : " sword " + c(x.sword()));
    } else if (m instanceof Move.Conquer x) {
      return "conquer " + c(x.territory()) + " " + cs(x.actions())
          + (x.catapult() == null ? "" : " catapult " + c(x.catapult()));
    } else if (m instanceof Move.PlaySpecial x) {
      return x.special().word() + " " + c(x.card()) + (x.targets().isEmpty() ? "" : " " + cs(x.targets()))
          + (x.seat() >= 0 ? " " + x.seat() : "");
    } else if (m instanceof Move.Reinforce x) {
      return "reinforce " + c(x.target()) + " " + c(x.card());
    } else if (m instanceof Move.Curse x) {
      return "curse " + c(x.adversary()) + " " + c(x.card());
    } else if (m instanceof Move.Pass) {
      return "pass";
    } else if (m instanceof Move.Bet x) {
      return "bet " + c(x.card()) + (x.blessing() == null ? "" : " bless " + c(x.blessing()));
    } else if (m instanceof Move.Fold) {
      return "fold";
    } else if (m instanceof Move.End) {
      return "end";
    } else if (m instanceof Move.Declare x) {
      return x.duel() ? "duel" : "no-duel";
    } else if (m instanceof Move.Attack x) {
      return ("attack " + cs(x.actions())).trim();
    } else if (m instanceof Move.Strengthen x) {
      return "maletar " + c(x.card());
    } else if (m instanceof Move.Lose x) {
      return "lose " + c(x.card());
    }
    return "discard " + c(((Move.Discard) m).card());
  }

  private static String c(CardRef card) {
    return "c" + card.id();
  }

  private static String cs(List<CardRef> cards) {
    return String.join(" ", cards.stream().map(MorriganNotation::c).toList());
  }

  @Override
  public Action parse(String text) throws NotationException {
    String[] w = text.trim().split("\\s+");
    int n = w.length;
    switch (w[0]) {
      case "territory", "adversary", "trial", "maletar", "lose", "discard" -> {
        NotationException.expect(n == 2, w[0] + " CARD");
        CardRef card = card(w[1]);
        return switch (w[0]) {
          case "territory" -> new Move.LayTerritory(card);
          case "adversary" -> new Move.LayAdversary(card);
          case "trial" -> new Move.PlayTrial(card);
          case "maletar" -> new Move.Strengthen(card);
          case "lose" -> new Move.Lose(card);
          default -> new Move.Discard(card);
        };
      }
      case "fight", "conquer" -> {
        String extra = w[0].equals("fight") ? "sword" : "catapult";
        String form = w[0] + " TARGET CARD... [" + extra + " CARD]";
        NotationException.expect(n >= 3, form);
        int end = n;
        CardRef doubler = null;
        if (n >= 4 && w[n - 2].equals(extra)) {
          doubler = card(w[n - 1]);
          end = n - 2;
        }
        List<CardRef> actions = cards(w, 2, end);
        NotationException.expect(!actions.isEmpty(), form);
        return w[0].equals("fight") ? new Move.Fight(card(w[1]), actions, doubler)
            : new Move.Conquer(card(w[1]), actions, doubler);
      }
      case "reinforce", "curse" -> {
        if (w[0].equals("curse") && n == 2) {
          return new Move.PlaySpecial(Special.CURSE, card(w[1]), List.of(), -1);
        }
        NotationException.expect(n == 3, w[0] + " TARGET CARD");
        return w[0].equals("reinforce") ? new Move.Reinforce(card(w[1]), card(w[2])) : new Move.Curse(card(w[1]), card(w[2]));
      }
      case "pass", "fold", "end", "duel", "no-duel" -> {
        NotationException.expect(n == 1, w[0]);
        return switch (w[0]) {
          case "pass" -> new Move.Pass();
          case "fold" -> new Move.Fold();
          case "end" -> new Move.End();
          case "duel" -> new Move.Declare(true);
          default -> new Move.Declare(false);
        };
      }
      case "bet" -> {
        NotationException.expect(n == 2 || n == 4 && w[2].equals("bless"), "bet CARD [bless CARD]");
        return new Move.Bet(card(w[1]), n == 4 ? card(w[3]) : null);
      }
      case "attack" -> {
        return new Move.Attack(cards(w, 1, n));
      }
      default -> { }
    }
    for (Special s : Special.values()) {
      if (s.word().equals(w[0])) {
        NotationException.expect(n >= 2, w[0] + " CARD ...");
        if (s == Special.SORCERY) {
          NotationException.expect(n == 3 && w[2].matches("\\d"), "sorcery CARD SEAT");
          return new Move.PlaySpecial(s, card(w[1]), List.of(), Integer.parseInt(w[2]));
        }
        return new Move.PlaySpecial(s, card(w[1]), cards(w, 2, n), -1);
      }
    }
    throw new NotationException("'" + w[0] + "' is not an action of Morrigan; see docs/rules/morrigan.md");
  }

  private static List<CardRef> cards(String[] w, int from, int to) throws NotationException {
    List<CardRef> out = new ArrayList<>();
    for (int i = from; i < to; i++) {
      out.add(card(w[i]));
    }
    return out;
  }

  private static CardRef card(String word) throws NotationException {
    NotationException.expect(word.matches("c\\d{1,9}"), "a card handle such as c17, not '" + word + "'");
    return new CardRef(Integer.parseInt(word.substring(1)));
  }
}
