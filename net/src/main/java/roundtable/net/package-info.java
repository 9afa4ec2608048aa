/**
 * LAN play: the wire constants ({@link roundtable.net.Wire}), peer links over Netty
 * ({@code roundtable.net.link}), identity keys and signatures ({@code roundtable.net.identity}).
 * Discovery, the lobby, spectators and reconnection arrive with the rest of the LAN issue.
 */
package roundtable.net;
