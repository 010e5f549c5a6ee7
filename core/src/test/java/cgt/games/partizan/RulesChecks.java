package cgt.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.analysis.PartsCheck;
import cgt.partizan.CanonicalGame;
import cgt.partizan.search.PartizanEvaluator;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The checks every partizan ruleset's tests run on its positions: whatever the rules add to their moves for speed
 * (parts, normal forms, packed keys, known values, options computed on bits) gives the values of the moves alone.
 * The yardstick is a search over the plain moves ({@link #plain}): one part per position, no normal form, no
 * shortcut. A ruleset's test calls {@link #check} with positions of its own syntax.
 */
final class RulesChecks {

    private RulesChecks() {
    }

    /** The rules' moves and text alone: every optional method at its default. */
    static <P> PartizanRules<P> plain(PartizanRules<P> rules) {
        return new PartizanRules<>() {
            @Override
            public Collection<P> leftMoves(P position) {
                return rules.leftMoves(position);
            }

            @Override
            public Collection<P> rightMoves(P position) {
                return rules.rightMoves(position);
            }

            @Override
            public String name() {
                return rules.name() + " (plain)";
            }

            @Override
            public String format(P position) {
                return rules.format(position);
            }
        };
    }

    /** The rules' moves with their parts and normal forms: nothing packed, no known values, no options on bits. */
    static <P> PartizanRules<P> partsOnly(PartizanRules<P> rules) {
        return new PartizanRules<>() {
            @Override
            public Collection<P> leftMoves(P position) {
                return rules.leftMoves(position);
            }

            @Override
            public Collection<P> rightMoves(P position) {
                return rules.rightMoves(position);
            }

            @Override
            public Collection<P> parts(P position) {
                return rules.parts(position);
            }

            @Override
            public Normal<P> normalize(P part) {
                return rules.normalize(part);
            }

            @Override
            public String name() {
                return rules.name() + " (parts only)";
            }
        };
    }

    /**
     * The position's value by the rules' full search, by the same search on {@link #partsOnly} and by the
     * {@link #plain} search, each equal to {@code expected} (a value found independently); returns it.
     */
    static <P> CanonicalGame agreesOnEveryPath(PartizanRules<P> rules, String text, CanonicalGame expected) {
        P position = rules.parse(text);
        assertThat(PartizanEvaluator.of(rules).value(position)).as("%s %s: the full search", rules.name(), text)
                .isEqualTo(expected);
        assertThat(PartizanEvaluator.of(partsOnly(rules)).value(position)).as("%s %s: parts and normal forms only",
                rules.name(), text).isEqualTo(expected);
        assertThat(PartizanEvaluator.of(plain(rules)).value(position)).as("%s %s: the plain search", rules.name(),
                text).isEqualTo(expected);
        return expected;
    }

    /**
     * Checks each position against the plain search: {@code --check-parts}' check, then for each part and each
     * player the options the rules hand the search ({@link PartizanRules#options}: packed, normalised, on bits)
     * against the plain moves, by value; the packed keys against {@code unpack}; known values and normal forms
     * against the plain search; and the text read back.
     */
    static <P> void check(PartizanRules<P> rules, List<String> positions) {
        PartizanEvaluator<P> fast = PartizanEvaluator.of(rules);
        PartizanEvaluator<P> plain = PartizanEvaluator.of(plain(rules));
        for (String text : positions) {
            P position = rules.parse(text);
            assertThat(rules.parse(rules.format(position))).as("%s %s read back", rules.name(), text)
                    .isEqualTo(position);
            assertThat(PartsCheck.check(rules, position)).as("%s %s: parts", rules.name(), text).isEmpty();
            for (P part : rules.parts(position)) {
                String what = rules.name() + " part " + rules.format(part) + " of " + text;
                CanonicalGame value = plain.value(part);
                PartizanRules.Normal<P> n = rules.normalize(part);
                assertThat(plain.value(n.key())).as("%s: normal form %s", what, rules.format(n.key()))
                        .isEqualTo(n.negated() ? value.negate() : value);
                rules.knownValue(n.key()).ifPresent(v -> assertThat(v).as("%s: known value", what)
                        .isEqualTo(plain.value(n.key())));
                long packed = rules.packedKey(n.key());
                if (packed != PartizanRules.NOT_PACKED) {
                    assertThat(packed).as("%s: packed key", what).isNotNegative();
                    assertThat(rules.unpack(packed)).as("%s: unpacked", what).isEqualTo(n.key());
                }
                for (boolean left : new boolean[] {true, false}) {
                    List<String> plainOptions = new ArrayList<>();
                    for (P option : left ? rules.leftMoves(n.key()) : rules.rightMoves(n.key())) {
                        plainOptions.add(plain.value(option).toString());
                    }
                    plainOptions.sort(null);
                    assertThat(handedOver(rules, fast, n.key(), left)).as("%s: %s's options", what,
                            left ? "Left" : "Right").isEqualTo(plainOptions);
                }
            }
        }
    }

    /** The values of the options the rules hand the search, each the sum of its parts', sorted. */
    private static <P> List<String> handedOver(PartizanRules<P> rules, PartizanEvaluator<P> fast, P part,
            boolean left) {
        List<String> values = new ArrayList<>();
        List<CanonicalGame> current = new ArrayList<>();
        rules.options(part, left, new OptionSink<>() {
            @Override
            public void part(long packedKey, P p, boolean negated) {
                P key = p;
                if (packedKey != PartizanRules.NOT_PACKED) {
                    key = rules.unpack(packedKey);
                    if (p != null) {
                        assertThat(key).isEqualTo(p);
                    }
                }
                CanonicalGame v = fast.valueOfPart(key);
                current.add(negated ? v.negate() : v);
            }

            @Override
            public void endOption() {
                values.add(CanonicalGame.sum(current).toString());
                current.clear();
            }
        });
        values.sort(null);
        return values;
    }
}
