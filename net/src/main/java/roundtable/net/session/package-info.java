/**
 * Sessions: a game played over real links. One {@link roundtable.net.session.TableSession} per peer
 * holds the peer's identity, its {@link roundtable.net.play.Replica} and its own seats, and its links.
 *
 * <p>Threads: the Netty event loop only decodes, verifies and hands each message to the session's
 * single-threaded executor ({@link roundtable.net.session.LinkHandler}); that executor alone owns the
 * game ({@link roundtable.net.session.Playing}: the replica and this peer's
 * {@link roundtable.net.session.Seats}), the lobby ({@link roundtable.net.session.Opener}) and the
 * links ({@link roundtable.net.session.Links}), as Mindustry's {@code postRunnable} does. Past the
 * first few watchers ({@link roundtable.net.link.PeerLinks#WATCHERS_WITH_PLAYERS}, written in the
 * players' turn, after them), a spectator's link moves to an event loop of its own once its
 * handshake is through ({@link roundtable.net.link.AfterHandshake}), so that sealing and writing to
 * a crowd never holds up the players' links.
 *
 * <p>Topology: in the lobby, a <b>star through the opener</b>: joiners and spectators link to the
 * opener only. Once the game starts every seated peer links to every other one
 * ({@link roundtable.net.session.Mesh}) and a spectator keeps one link, to any seated peer. Each peer
 * forwards every action it applies (and every state-hash check, chat and error it receives) to its
 * other links, and drops the copies it already has. No peer has power over the game: it relays
 * signed messages unchanged, every peer judges each action itself, and a refused action is sent on
 * as evidence with the {@code PeerError}, so every honest peer reaches the verdict on its own. A
 * spectator sends nothing on: it asks for the log ({@code LogRequest}), replays the
 * {@code LogBatch}es and follows live (what arrives before its log is kept and replayed after it).
 *
 * <p>Lobby ({@link roundtable.net.session.Lobby}, {@link roundtable.net.session.Opener}): the opener
 * seats its own bots, each joiner sends one {@code SeatRequest} per seat it wants (a person's or a
 * bot's), the opener answers {@code SeatAssignment} and {@code TableOptions} to all; a peer holding a
 * person's seat says {@code Ready}; when every seat is held and every person ready it sends {@code
 * Start}. Before the start a peer that goes loses its seats. Every peer builds its replica from the
 * signed Start, which heads the log that {@link roundtable.net.session.LogSync} sends to a late
 * spectator or a peer coming back.
 *
 * <p>Coming back: a joiner whose link drops opens it again every second and asks for the log from
 * where it is; its seats wait until it has caught up, then it sends again what it signed meanwhile.
 * The opener tells the table who is away ({@code Presence}); each peer gives the game up after its
 * away timeout. A peer keeps its identity and each table ({@link roundtable.net.session.TableStore}:
 * the Start, the log, its seats' secrets, all saved before anything that needs them is sent), so a
 * killed process started again comes back where it was, the opener included.
 */
package roundtable.net.session;
