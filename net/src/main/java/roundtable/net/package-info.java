/** LAN discovery, peer links, the lobby and spectators (arrives with the LAN issue). */
package roundtable.net;
