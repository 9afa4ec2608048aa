package roundtable.desktop.client;

import java.util.List;

/** Something to say to the person, as a words key and its arguments: put in words when shown. */
public record Said(String key, List<Object> args) {
  public Said {
    args = List.copyOf(args);
  }

  public static Said of(String key, Object... args) {
    return new Said(key, List.of(args));
  }

  public String in(Words words) {
    return words.get(key, args.toArray());
  }
}
