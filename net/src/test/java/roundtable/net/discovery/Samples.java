package roundtable.net.discovery;

/** Announcements for the tests. */
final class Samples {
  static final String ID = "3f5c0e9a61b24d7c8e0f1a2b3c4d5e6f";
  static final String OTHER_ID = "00112233445566778899aabbccddeeff";

  private Samples() {}

  static Announcement table(String id, String name) {
    return new Announcement(id, name, "conquest", 2, 2, true, "127.0.0.1", 47000, 1,
        "0123456789abcdef");
  }

  static Announcement friday() {
    return table(ID, "Friday conquest");
  }
}
