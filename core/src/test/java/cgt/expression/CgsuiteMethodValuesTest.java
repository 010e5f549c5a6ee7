package cgt.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import cgt.partizan.notation.GameParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each method against the answer CGSuite gives, printed as CGSuite prints it. The expected values are those of
 * CGSuite's own test cases (lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala in its
 * repository), for the games written there.
 */
class CgsuiteMethodValuesTest {

    @ParameterizedTest(name = "({0}).{1} = {2}")
    @CsvSource(delimiter = ';', textBlock = """
            0;                 Birthday;        0
            0;                 OutcomeClass;    P
            0;                 Temperature;     -1
            0;                 LeftOptions;     {}
            0;                 Thermograph;     Thermograph(0,[],[0],0,[],[0])
            0;                 AtomicWeight;    0
            0;                 IsZero;          true
            5;                 LeftOptions;     {4}
            5;                 RightOptions;    {}
            5;                 OutcomeClass;    L
            5;                 Thermograph;     Thermograph(5,[],[0],5,[],[0])
            5;                 IsAllSmall;      false
            -1823437481924;    Birthday;        1823437481924
            -1823437481924;    OutcomeClass;    R
            -1/2;              Birthday;        2
            -1/2;              LeftOptions;     {-1}
            -1/2;              Temperature;     -1/2
            -1/2;              Thermograph;     Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])
            25/16;             Birthday;        6
            25/16;             Temperature;     -1/16
            25/16;             Thermograph;     Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])
            *8;                LeftOptions;     {0,*,*2,*3,*4,*5,*6,*7}
            *8;                IsNimber;        true
            *8;                IsNumber;        false
            *8;                AtomicWeight;    0
            *8;                Thermograph;     Thermograph(0,[0],[0,-1],0,[0],[0,1])
            9/8+*;             IsNumberish;     true
            9/8+*;             IsInfinitesimal; false
            9/8+*;             Thermograph;     Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])
            ^;                 RightOptions;    {*}
            ^;                 AtomicWeight;    1
            ^;                 Thermograph;     Thermograph(0,[0],[0,-1],0,[],[0])
            v*;                RightOptions;    {0,*}
            v*;                AtomicWeight;    -1
            v*;                OutcomeClass;    N
            6+^*;              LeftOptions;     {6,6*}
            6+^*;              Birthday;        8
            ^*6;               RightOptions;    {*7}
            ^*6;               AtomicWeight;    1
            73/16+v9*8;        LeftOptions;     {73/16v8*9}
            73/16+v9*8;        Birthday;        27
            73/16+v9*8;        Thermograph;     Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])
            {0|*||*|||*||||*}; LeftOptions;     {^[3]}
            {0|*||*|||*||||*}; AtomicWeight;    1
            {0||0|v*};         RightOptions;    {^<2>}
            {0||0|vvv};        AtomicWeight;    0
            {0||0|vvv};        RightOptions;    {{0|v3}}
            {^^^|vv};          AtomicWeight;    {1|0}
            {0||0|-3/2};       IsAllSmall;      false
            {0||0|-3/2};       IsInfinitesimal; true
            {0|||0||-1|-3};    RightOptions;    {{0||-1|-3}}
            {5||3|1|||0||||0}; OutcomeClass;    R
            {5||3|1|||0||||0}; Thermograph;     Thermograph(0,[],[0],0,[0],[0,1])
            {3||2+*|1+*};      LeftStop;        3
            {3||2+*|1+*};      RightStop;       2
            {3||2+*|1+*};      Mean;            9/4
            {3||2+*|1+*};      Temperature;     3/4
            {3||2+*|1+*};      IsNumberish;     false
            {3||2+*|1+*};      Thermograph;     Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; RightOptions; {{0|-3},{-1*,{-1/2|-1*}|-5/2}}
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; Mean;         -5/16
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; Temperature;  21/16
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; Thermograph;  Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])
            0;                 Companion;       *
            0;                 IsEven;          true
            5;                 IsOdd;           true
            5;                 IsAtomic;        false
            *8;                StopCount;       4374
            9/8+*;             IsOddTempered;   true
            9/8+*;             StopCount;       2
            ^;                 Companion;       ^*
            v*;                Companion;       v
            ^*6;               StopCount;       1459
            73/16+v9*8;        StopCount;       13131
            {0|*||*|||*||||*}; Companion;       ^[4]*
            {0||0|vvv};        Companion;       {0,*||*|v3*}
            {0||0|-3/2};       AtomicWeight;    0
            {0||0|-3/2};       Freeze;          Tiny(3/2)
            {0|||0||-1|-3};    Freeze;          Tiny({3|1})
            {5||3|1|||0||||0}; Freeze;          Miny({5||3|1})
            {5||3|1|||0||||0}; Companion;       {5||3|1|||*||||0,*}
            {1|^^||^};         AtomicWeight;    2
            {1|^^||^};         IsAtomic;        true
            {1|^^^||^};        IsAtomic;        false
            {3||2+*|1+*};      Freeze;          9/4*
            {3||2+*|1+*};      IsEvenTempered;  false
            {3||2+*|1+*};      IsOddTempered;   true
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; Freeze;    -5/16*
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; Companion; {3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}
            {3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}; StopCount; 11
            """)
    void answersAsCgsuite(String game, String method, String expected) {
        assertThat(GameParser.evaluate("(" + game + ")." + method).toString()).isEqualTo(expected);
    }

    /** CGSuite refuses the atomic weight of a game that has none ("That game is not atomic"); so does cgt. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"5", "25/16", "6+^*", "{1|^^^||^}", "{3||2+*|1+*}"})
    void aGameWithoutAtomicWeightIsRefused(String game) {
        assertThatThrownBy(() -> GameParser.evaluate("(" + game + ").AtomicWeight"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("that game is not atomic");
    }
}
