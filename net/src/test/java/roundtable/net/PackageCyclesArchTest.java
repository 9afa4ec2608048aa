package roundtable.net;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The packages of net's main code depend on each other without a cycle. */
class PackageCyclesArchTest {

    private static final JavaClasses NET = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("roundtable.net");

    @Test
    void netPackagesAreFreeOfCycles() {
        slices().matching("roundtable.net.(*)..").should().beFreeOfCycles().check(NET);
    }
}
