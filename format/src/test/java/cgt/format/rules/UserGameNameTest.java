package cgt.format.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cgt.input.BadInputException;
import org.junit.jupiter.api.Test;

/** The names a user's rules file may give its game (issue 27): what is refused, what only gets a note. */
class UserGameNameTest {

    private static void assertRefused(String name, String why) {
        assertThatThrownBy(() -> UserGameName.check("My.java", name)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("My.java: ").hasMessageContaining(why).hasMessageNotContaining("\n");
    }

    @Test
    void namesUsersCannotTypeOrReadAreRefused() {
        assertRefused(null, "name() gave null");
        assertRefused("", "an empty name");
        assertRefused("a".repeat(61), "a name of 61 characters");
        assertRefused("take\u0007one", "U+0007");
        assertRefused("take one", "U+0020");
        assertRefused("take\tone", "U+0009");
        assertRefused("take\u202eone", "U+202E"); // a right-to-left override would make the name read backwards
        assertRefused("take\u00a0one", "U+00A0");
        assertRefused("-x", "read as an option");
    }

    @Test
    void codesFamiliesAndGraphAreRefused() {
        assertRefused("0.07", "a take-and-break code or a family");
        assertRefused("4.07", "a take-and-break code or a family");
        assertRefused("subtraction:1,2", "a take-and-break code or a family");
        assertRefused("Graph", "the word cgt reads for a graph file");
    }

    @Test
    void ordinaryNamesPassAndBuiltInNamesGetANote() {
        for (String name : new String[] {"take-one", "t".repeat(60), "cram", "Nim", "échecs", "二"}) {
            assertThatCode(() -> UserGameName.check("My.java", name)).as(name).doesNotThrowAnyException();
        }
        assertThat(UserGameName.shadowing("take-one")).isEmpty();
        assertThat(UserGameName.shadowing("Nim")).contains("note: the rules file's game 'nim' is used in place of the"
                + " built-in nim in this run");
        assertThat(UserGameName.shadowing("kayles")).isPresent();
    }
}
