package roundtable.desktop.client.board;

/**
 * A small picture printed on a card or a token, drawn in code from a few triangles, rectangles and
 * circles ({@code Shapes}): what the card is about, at a glance, in any language.
 */
public enum Emblem {
  NONE, SHIELD, SWORD, TOWER, SCROLL, CROWN, CUP, STAR, FLAME, WAVE, FLAKE, MOUNTAIN, BOOK, HAT, TABLE, GEM, ARROW,
  CHEST, SHIP, HAND, HEART, SKULL, CASTLE, CROSS, HOUSE, CLOVER, DRAGON, LANCE, SEAL, DIE, KNIGHT
}
