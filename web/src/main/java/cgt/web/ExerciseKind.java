package cgt.web;

import cgt.input.BadInputException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The kinds of exercise the exercises page sets, one for each kind of question the lecture notes ask: who wins a Nim
 * position and how, the Grundy values of a subtraction game, the winning move in Lasker's Nim, the value of a game
 * {L|R}, the queen's move in Wythoff's game, who wins a row of Kayles pins, the winning bite in Chomp. The name is the word the API and the page
 * use for the kind.
 */
enum ExerciseKind {
    NIM, SUBTRACTION, LASKER, VALUE, WYTHOFF, KAYLES, CHOMP;

    /** The kind's name in the API and in the page's address. */
    String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kinds named in a comma-separated list ({@code nim,lasker}); {@code all}, empty or absent: every kind. */
    static List<ExerciseKind> parse(String list) {
        if (list == null || list.isBlank() || list.strip().equalsIgnoreCase("all")) {
            return List.of(values());
        }
        return Arrays.stream(list.split(",", -1)).map(String::strip).filter(s -> !s.isEmpty()).distinct()
                .map(ExerciseKind::named).toList();
    }

    private static ExerciseKind named(String name) {
        for (ExerciseKind k : values()) {
            if (k.wireName().equals(name.toLowerCase(Locale.ROOT))) {
                return k;
            }
        }
        throw new BadInputException("unknown kind of exercise '" + name + "'; the kinds are " + names()
                + " (or all)");
    }

    static String names() {
        return Arrays.stream(values()).map(ExerciseKind::wireName).collect(Collectors.joining(", "));
    }
}
