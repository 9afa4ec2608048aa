/**
 * LAN discovery over plain JDK UDP: a table's {@link roundtable.net.discovery.Announcer} sends an
 * {@link roundtable.net.discovery.Announcement} about once a second by multicast (group {@code
 * 239.255.77.77}, port {@code 47777}) and by subnet broadcast on every suitable interface; a
 * joiner's {@link roundtable.net.discovery.TableList} lists the tables heard within the last three
 * seconds. The datagram is a {@code Beacon} in a {@code SignedEnvelope}, signed by the opener's
 * identity and verified on receipt ({@link roundtable.net.discovery.BeaconCodec}). Where the LAN blocks both,
 * {@link roundtable.net.discovery.JoinByAddress} reads a typed {@code HOST:PORT}.
 */
package roundtable.net.discovery;
