package cgt.web;

import cgt.format.json.Json;
import java.util.Map;

/**
 * One exercise of a sheet: its kind, the game and position (or expression) it asks about in the command line's
 * words, the question's numbers for the page to word in the reader's language ({@code question}), and the answer
 * as cgt's engines give it ({@code answer}), which the page checks a student's answer against and prints in the key.
 *
 * @param number the exercise's number on its sheet, from 1
 * @param kind what is asked
 * @param game the cgt game it is asked in (a name the catalog finds), or null for a value {L|R}
 * @param position the position in the game's syntax, or the expression whose value is asked
 * @param question the question's parameters (heaps, subtraction set, bound...), no prose
 * @param answer the right answer's facts (outcome, winning moves, values, canonical form)
 */
record Exercise(int number, ExerciseKind kind, String game, String position, Map<String, Object> question,
        Map<String, Object> answer) {

    Exercise {
        question = Map.copyOf(question);
        answer = Map.copyOf(answer);
    }

    /** The exercise as the API's JSON object (keys in a fixed order, the maps' keys sorted). */
    Map<String, Object> toJson() {
        Map<String, Object> o = Json.object();
        o.put("number", number);
        o.put("kind", kind.wireName());
        o.put("game", game);
        o.put("position", position);
        o.put("question", new java.util.TreeMap<>(question));
        o.put("answer", new java.util.TreeMap<>(answer));
        return o;
    }
}
