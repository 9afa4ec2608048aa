package roundtable.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import roundtable.proto.Roundtable;

/**
 * docs/protocol.md names every message of the .proto, every field of each, and every value of
 * every enum (issue 26: a peer can be written from the documents alone). A field is named in a
 * table's cell ({@code | holder_key | 2 |}, or a list of names in one cell), in backticks, or
 * between the braces of {@code Message { a, b }}. Adding a field without a word in the document
 * fails here.
 */
class ProtocolDocCoversTheProtoTest {
  private static final Path DOC = Path.of("..", "docs", "protocol.md");

  /** Every word the document gives as a name: table cells, backticked words, braces' contents. */
  private static Set<String> named(String doc) {
    Set<String> names = new HashSet<>();
    for (String line : doc.split("\n")) {
      if (line.startsWith("|")) {
        for (String cell : line.split("\\|")) {
          for (String part : cell.split(",")) {
            names.add(part.strip().replace("`", ""));
          }
        }
      }
    }
    Pattern ticked = Pattern.compile("`([^`]+)`");
    for (String line : doc.replace("```", "").split("\n")) {
      Matcher ticks = ticked.matcher(line);
      while (ticks.find()) {
        for (String word : ticks.group(1).split("[^A-Za-z0-9_]+")) {
          names.add(word);
        }
      }
    }
    return names;
  }

  @Test
  void everyMessageFieldAndEnumValueIsNamed() throws Exception {
    String doc = Files.readString(DOC);
    Set<String> named = named(doc);
    List<String> missing = new ArrayList<>();
    for (Descriptor message : Roundtable.getDescriptor().getMessageTypes()) {
      if (!named.contains(message.getName())) {
        missing.add("message " + message.getName());
      }
      for (FieldDescriptor field : message.getFields()) {
        if (!named.contains(field.getName())) {
          missing.add(message.getName() + "." + field.getName());
        }
      }
    }
    for (EnumDescriptor type : Roundtable.getDescriptor().getEnumTypes()) {
      for (EnumValueDescriptor value : type.getValues()) {
        if (!named.contains(value.getName())) {
          missing.add(type.getName() + "." + value.getName());
        }
      }
    }
    assertEquals(List.of(), missing, "named nowhere in docs/protocol.md");
  }
}
