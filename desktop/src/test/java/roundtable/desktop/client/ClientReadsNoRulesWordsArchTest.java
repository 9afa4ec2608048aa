package roundtable.desktop.client;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Event;
import roundtable.core.crypto.Audit;
import roundtable.core.table.Outcome;
import roundtable.net.play.Desync;
import roundtable.net.play.Verdict;
import roundtable.core.table.Prompt;

/**
 * The window is a view (issue 24): it draws the rules' typed events, prompts and outcomes in its
 * own words, and never reads back the English the rules write for the terminal, nor the printed
 * form of a rules' record. Nor the English of an audit's result, a verdict or a desync: each is data
 * the window words itself. (With no text() to read, there is nothing to match a regular expression on.)
 */
class ClientReadsNoRulesWordsArchTest {
  private static final JavaClasses CLIENT = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("roundtable.desktop.client");

  @Test
  void noClientClassReadsTheWordsOfAnEventAPromptOrAnOutcome() {
    noClasses().that().resideInAPackage("roundtable.desktop.client..")
        .should().callMethodWhere(target(name("text")).and(target(owner(assignableTo(Event.class)
            .or(assignableTo(Prompt.class)).or(assignableTo(Outcome.class)).or(assignableTo(Audit.Result.class))
            .or(assignableTo(Verdict.class)).or(assignableTo(Desync.class))))))
        .because("the client says the rules' data in its own words; text() is the terminal's English")
        .check(CLIENT);
  }

  @Test
  void noClientClassReadsThePrintedFormOfTheRulesRecords() {
    noClasses().that().resideInAPackage("roundtable.desktop.client..")
        .should().callMethodWhere(target(name("toString")).and(target(owner(resideInAPackage("roundtable.core..")))))
        .because("a record's printed form is no interface: read its fields")
        .check(CLIENT);
  }
}
