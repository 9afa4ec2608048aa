/**
 * Play as pure logic: a peer's {@link roundtable.net.play.Replica} of a table judges every signed
 * game action it receives (table, state hash, seat holder, prompt, rules, equivocation, replay) and
 * says what to forward or whom to blame; {@link roundtable.net.play.LocalSeats} signs this peer's own
 * seats' actions. No sockets, no threads: the link layer moves the bytes.
 */
package roundtable.net.play;
