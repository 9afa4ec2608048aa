package roundtable.core;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/** The packages of core's main code depend on each other without a cycle. */
class PackageCyclesArchTest {

    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("roundtable.core");

    @Test
    void corePackagesAreFreeOfCycles() {
        slices().matching("roundtable.core.(*)..").should().beFreeOfCycles().check(CORE);
    }

    /** Stricter than the slices above: every package is its own slice, the module's root package included. */
    @Test
    void everyPackageIsFreeOfCycles() {
        slices().assignedFrom(EACH_PACKAGE).should().beFreeOfCycles().check(CORE);
    }

    private static final SliceAssignment EACH_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            return SliceIdentifier.of(javaClass.getPackageName());
        }

        @Override
        public String getDescription() {
            return "every package of roundtable.core";
        }
    };
}
