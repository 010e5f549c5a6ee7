package cgt.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.partizan.notation.GameParser;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one-game properties of CGSuite's test cases, as published values: every row is a game of CGSuite's
 * CanonicalShortGameTestCase (lib/core/src/test/scala/org/cgsuite/lang) with what CGSuite 2.2 answers for it:
 * companion, freeze, stop count, IsEven, IsOdd, IsEvenTempered, IsOddTempered, IsAllSmall, IsAtomic, AtomicWeight
 * ("-": not atomic), Incentives, LeftIncentives, RightIncentives as CGSuite prints them, and the critical
 * temperatures read off its printed thermograph (the breakpoints of both walls). The laws and brute forces for the
 * same operations are in {@code GameInvariantsTest}.
 */
class CgsuiteCasesTest {

    private static CanonicalGame g(String expression) {
        return GameParser.parse(expression);
    }

    private static String printed(List<?> items) {
        return items.stream().map(Object::toString).collect(Collectors.joining(",", "{", "}"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "0; *; 0; 1; true; false; true; false; true; true; 0; {}; {}; {}; {}",
        "5; 5; 5; 1; false; true; true; false; false; false; -; {-1}; {-1}; {}; {}",
        "-1823437481924; -1823437481924; -1823437481924; 1; true; false; true; false; false; false; -; {-1}; {}; {-1}; {}",
        "-1/2; -1/2; -1/2; 1; false; false; true; false; false; false; -; {-1/2}; {-1/2}; {-1/2}; {-1/2}",
        "25/16; 25/16; 25/16; 1; false; false; true; false; false; false; -; {-1/16}; {-1/16}; {-1/16}; {-1/16,-1/8,-1/2}",
        "*8; *8; *8; 4374; false; false; false; false; true; true; 0; {*8,*9,*10,*11,*12,*13,*14,*15}; {*8,*9,*10,*11,*12,*13,*14,*15}; {*8,*9,*10,*11,*12,*13,*14,*15}; {0}",
        "9/8*; 9/8*; 9/8*; 2; false; false; false; true; false; false; -; {*}; {*}; {*}; {0,-1/8,-1/4}",
        "^; ^*; ^; 3; false; false; false; false; true; true; 1; {^*}; {v}; {^*}; {0}",
        "v*; v; v*; 4; false; false; false; false; true; true; -1; {^*}; {^*}; {v,v*}; {0}",
        "6^*; 6^*; 6^*; 4; false; false; false; false; false; false; -; {^*}; {v,v*}; {^*}; {0}",
        "^*6; ^*6; ^*6; 1459; false; false; false; false; true; true; 1; {^*}; {v*6}; {^*}; {0}",
        "73/16v9*8; 73/16v9*8; 73/16v9*8; 13131; false; false; false; false; false; false; -; {^*}; {^*}; {v9*8}; {0,-1/16,-1/2}",
        "^[4]; ^[4]*; ^[4]; 9; false; false; false; false; true; true; 1; {^[4]*}; {v<4>}; {^[4]*}; {0}",
        "{0|^<2>}; {0|^<2>*}; {0|^<2>}; 6; false; false; false; false; true; true; 1; {^[2]*}; {{v<2>|0}}; {^[2]*}; {0}",
        "{0||0|v3}; {0,*||*|v3*}; {0||0|v3}; 7; false; false; false; false; true; true; 0; {{^3,{^3|0}|0}}; {{^3|0||0}}; {{^3,{^3|0}|0}}; {0}",
        "{^3|vv}; {^3*|vv*}; {^3|vv}; 10; false; false; false; false; true; true; {1|0}; {{^5|0}}; {{^5|0}}; {{^5|0}}; {0}",
        "Tiny(3/2); {0,*||*|-3/2}; Tiny(3/2); 3; false; false; false; false; false; true; 0; {{3/2,{3/2|0}|0}}; {Miny(3/2)}; {{3/2,{3/2|0}|0}}; {0}",
        "Tiny({3|1}); {0,*|||*||-1|-3}; Tiny({3|1}); 4; false; false; false; false; false; true; 0; {{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}; {Miny({3|1})}; {{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}; {0}",
        "Miny({5||3|1}); {5||3|1|||*||||0,*}; Miny({5||3|1}); 5; false; false; false; false; false; true; 0; {{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}; {{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}; {Miny({5||3|1})}; {0}",
        "{1|^^||^}; {1|^^*||^*}; {1|^^||^}; 9; false; false; false; false; false; true; 2; {{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}; {{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}; {{1v|^||0}}; {0}",
        "{1|^3||^}; {1|^3*||^*}; {1|^3||^}; 9; false; false; false; false; false; false; -; {{1v|^^||0},{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}; {{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}; {{1v|^^||0}}; {0}",
        "{3||2*|1*}; {3||2*|1*}; 9/4*; 5; false; false; false; true; false; false; -; {{2*|1*||0}}; {{2*|1*||0}}; {{2*|1*||0}}; {3/4,1/2,0}",
        "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}; {3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}; -5/16*; 11; false; false; false; false; false; false; -; {{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}; {{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}}; {{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}|||0,{5/2|1*,{1*|1/2}||-1/2|-2*,{-2*|-5/2}}},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}; {21/16,7/8,1/2,1/4,0,-1/2}",
    })
    void asCgsuiteAnswers(String game, String companion, String freeze, String stopCount, boolean even, boolean odd,
            boolean evenTempered, boolean oddTempered, boolean allSmall, boolean atomic, String weight,
            String incentives, String leftIncentives, String rightIncentives, String critical) {
        CanonicalGame x = g(game);
        assertThat(x.companion()).as("companion").isSameAs(g(companion));
        assertThat(x.freeze()).as("freeze").isSameAs(g(freeze));
        assertThat(x.stopCount()).as("stop count").isEqualTo(new BigInteger(stopCount));
        assertThat(x.isEven()).as("even").isEqualTo(even);
        assertThat(x.isOdd()).as("odd").isEqualTo(odd);
        assertThat(x.isEvenTempered()).as("even-tempered").isEqualTo(evenTempered);
        assertThat(x.isOddTempered()).as("odd-tempered").isEqualTo(oddTempered);
        assertThat(x.isAllSmall()).as("all-small").isEqualTo(allSmall);
        assertThat(x.isAtomic()).as("atomic").isEqualTo(atomic);
        if (atomic) {
            assertThat(x.atomicWeight()).as("atomic weight").isSameAs(g(weight));
        }
        assertThat(printed(x.incentives())).as("incentives").isEqualTo(incentives);
        assertThat(printed(x.leftIncentives())).as("left incentives").isEqualTo(leftIncentives);
        assertThat(printed(x.rightIncentives())).as("right incentives").isEqualTo(rightIncentives);
        assertThat(printed(x.thermograph().criticalTemperatures())).as("critical temperatures").isEqualTo(critical);
    }
}
