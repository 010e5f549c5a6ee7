package cgt.partizan.notation;

import cgt.expression.GameValue;
import cgt.expression.LoopyValue;
import cgt.expression.Methods;
import cgt.expression.NumberValue;
import cgt.expression.Value;
import cgt.input.BadInputException;
import cgt.loopy.partizan.LoopyGame;
import cgt.partizan.CanonicalGame;
import cgt.partizan.Dyadic;
import cgt.partizan.Uptimals;
import cgt.task.Progress;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Parses partizan game expressions as people and CGSuite write them, into canonical games and the other values
 * their methods answer ({@link cgt.expression.Value}).
 *
 * <pre>
 *   expression := sided (('+' | '-' | '+-' | '±') sided)*     a +- b is a + ±b
 *   sided      := ordinal ['&amp;' ordinal]                        x &amp; y: the stopper-sided value, onside x, offside y
 *   ordinal    := term (':' term)*                            the ordinal sum G : H, base G, left to right
 *   term       := '-' term | '+' term | ('+-' | '±') switched | postfix
 *   postfix    := primary ('.' Name ['(' expression (',' expression)* ')'])*    methods, as G.Cool(1).Temperature
 *   primary    := compact | [label] '{' body '}' | '(' expression ')' | constant
 *   constant   := 'on' | 'off' | 'over' | 'under' | 'upon' | 'dud'        loopy games; 1over is 1 + over
 *   compact    := [number] [ups] [star]   or   [number] ('Tiny' | 'Miny') '(' expression ')'   or   [number] constant
 *                 (Tiny and Miny take loopy games too: Tiny(on) = {0||0|off}, Miny(on) = {on|0||0})
 *   number     := digits ['/' digits]       the denominator a power of two; '-' before digits negates the number only
 *   ups        := '^'+ | 'v'+ | '↑'+ | '↓'+ | '⇑' | '⇓', then optionally a count (^3), '&lt;n&gt;' (↑^n) or '[n]' (↑^[n])
 *                 or, with one arrow, '[on]' (upon = {pass|*}) or '&lt;on&gt;' (upon-th = {0||0|0,pass}), loopy games
 *   star       := '*' [digits]
 *   switched   := '{' a, b, ... '}' (±{a,b} = {a,b | -a,-b}) | term
 *   body       := options separated by commas and runs of bars; the longest run splits Left from Right,
 *                 and a side with shorter runs in it is one game: {a||b|c} = {a | {b|c}}
 *   option     := expression | 'pass' | label         pass: a move to the position itself; label: to the braces
 *                 it names, as in a{0|a} (a label is an identifier written just before '{')
 * </pre>
 *
 * Loopy values ({@link LoopyValue}) come from the constants, pass, labels and {@code &}; sums, signs and methods
 * take them as CGSuite does. A value that is loopfree is a short game however it was written ({@code 1 & 1} is 1),
 * so everything without a loop keeps its canonical form, its methods and its output.
 *
 * So {@code -4^<2>*} is (-4) + ↑^2 + *, while {@code -(4^<2>*)} and {@code -^*} negate the whole term. A method
 * binds tighter than a sign, as in CGSuite: {@code -{1|0}.LeftStop} is -1; a compact term is one primary, so
 * {@code -1/2*.Mean} is the mean of -1/2*. The methods are {@link Methods}'; a '.' not followed by a letter is
 * no method (so {@code 1.5} is refused at its '.').
 * A malformed expression raises a {@link BadInputException} whose index points at the offending character.
 */
public final class GameParser {

    /** The largest nimber, up multiple or count accepted. */
    public static final int MAX_COUNT = 4096;
    /** The largest power of two accepted as a denominator: 2^MAX_EXPONENT. */
    public static final int MAX_EXPONENT = 1024;
    /**
     * How deeply the recursion of the grammar may nest: parentheses, signs, Tiny( and the operands of ±, and
     * braces within BRACE_CHUNK levels; balanced braces nest as deeply as memory allows (see
     * {@link #parseDeepBraces()}). Small enough that the parse and the games built at its deepest level fit
     * a 512 KB stack (it was 2,000, which overflowed such a stack; 250 did once the parser was compiled hot).
     */
    public static final int MAX_DEPTH = 100;

    /** Every this many levels of brace nesting, the braces are parsed ahead on their own. */
    private static final int BRACE_CHUNK = 32;

    private final String text;
    /** Where the methods that can run long report their work. */
    private final Progress progress;
    private int pos;
    private int depth;
    /** Brace groups parsed ahead, by the position of their '{' (or label): the value and the position after '}'. */
    private Map<Integer, Parsed> parsedAhead;
    /** The labels of the braces being parsed, innermost first: the names an option may refer to. */
    private final ArrayDeque<String> labels = new ArrayDeque<>();

    private record Parsed(Value value, int end) {
    }

    /** The loopy games the notation names, by name. */
    private static final Map<String, java.util.function.Supplier<LoopyGame>> CONSTANTS = Map.of(
            "on", LoopyGame::on, "off", LoopyGame::off, "over", LoopyGame::over, "under", LoopyGame::under,
            "upon", LoopyGame::upon, "dud", LoopyGame::dud);

    /** Names that are never labels. */
    private static final Set<String> RESERVED = Set.of("on", "off", "over", "under", "upon", "dud", "pass", "tiny",
            "miny");

    /**
     * An option as written between braces: a finished value, a pass, a reference to a label, or a brace group that
     * refers to a label outside it (a node of a graph still being written).
     */
    private sealed interface Opt permits Fixed, Pass, Ref, Node {
    }

    private record Fixed(Value value) implements Opt {
    }

    private record Pass() implements Opt {
    }

    private record Ref(String label, int at) implements Opt {
    }

    private record Node(String label, List<Opt> left, List<Opt> right) implements Opt {
    }

    private GameParser(String text, Progress progress) {
        this.text = text;
        this.progress = progress;
    }

    /**
     * The canonical form of the expression, which must give a game (a number is one).
     *
     * @throws BadInputException when the expression is malformed, or gives another kind of value
     */
    public static CanonicalGame parse(String expression) {
        Value v = evaluate(expression);
        return v.asGame().orElseThrow(() -> new BadInputException("bad expression '" + shortened(expression)
                + "': it gives " + v.describe() + ", not a game", 0));
    }

    /** The value of the expression: a game, or what the methods written in it answer. */
    public static Value evaluate(String expression) {
        return evaluate(expression, Progress.NONE);
    }

    /**
     * The value of the expression, the methods that can run long (heating, overheating, Norton products) reporting
     * their work to {@code progress}; it stops when its thread is interrupted.
     */
    public static Value evaluate(String expression, Progress progress) {
        GameParser p = new GameParser(expression, progress);
        p.skipSpaces();
        if (p.atEnd()) {
            throw new BadInputException("empty expression: write a game such as 1/2, *2, ^, {1|0} or {0,*|*}", 0);
        }
        p.parseDeepBraces();
        Value v = p.expression();
        p.skipSpaces();
        if (!p.atEnd()) {
            throw p.error("unexpected '" + p.peekDisplay() + "'");
        }
        return v;
    }

    // ----------------------------------------------------------------------------------------------
    // Grammar

    private Value expression() {
        skipSpaces();
        int start = pos;
        Value first = sided();
        List<Value> parts = new ArrayList<>();
        while (true) {
            skipSpaces();
            if (atEnd()) {
                break;
            }
            if (parts.isEmpty() && (lookingAtPlusMinus() || peek() == '+' || peek() == '-' || peek() == '−')) {
                parts.add(summand(first, start, "+ and - take games"));
            }
            int at = pos;
            if (lookingAtPlusMinus()) {
                skipPlusMinus();
                parts.add(switched(true));
            } else if (peek() == '+') {
                pos++;
                parts.add(summand(sided(), at + 1, "+ and - take games"));
            } else if (peek() == '-' || peek() == '−') {
                pos++;
                parts.add(negate(summand(sided(), at + 1, "+ and - take games")));
            } else {
                break;
            }
        }
        if (parts.isEmpty()) {
            return first;
        }
        return sum(parts, start);
    }

    /** A game of either kind as a summand: a short game (a number is one) as a GameValue, a loopy value as itself. */
    private Value summand(Value v, int at, String what) {
        if (v instanceof LoopyValue) {
            return v;
        }
        return new GameValue(game(v, at, what));
    }

    private static Value negate(Value v) {
        if (v instanceof LoopyValue l) {
            return LoopyValue.of(l.game().negate());
        }
        return new GameValue(v.asGame().orElseThrow().negate());
    }

    /** The sum of summands: of short games as before; with a loopy one, the loopy sum. */
    private Value sum(List<Value> parts, int at) {
        if (parts.stream().allMatch(v -> v instanceof GameValue)) {
            List<CanonicalGame> games = parts.stream().map(v -> ((GameValue) v).game()).toList();
            return new GameValue(games.size() == 1 ? games.get(0) : CanonicalGame.sum(games));
        }
        try {
            // A number is translated into a stopper or sided value rather than made a graph (on + 3000 is on): a
            // leading number waits for the game after it, which a stopper's printed form does not depend on.
            int first;
            LoopyGame total;
            if (parts.size() > 1 && number(parts.get(0)) != null && parts.get(1) instanceof LoopyValue l
                    && (l.game().isStopper() || l.game().isGivenBySides())) {
                total = l.game().plus(number(parts.get(0)));
                first = 2;
            } else {
                total = parts.get(0).asLoopy().orElseThrow();
                first = 1;
            }
            for (Value v : parts.subList(first, parts.size())) {
                CanonicalGame x = number(v);
                total = x != null ? total.plus(x) : total.plus(v.asLoopy().orElseThrow());
            }
            return LoopyValue.of(total);
        } catch (BadInputException e) {
            throw new BadInputException(where(at) + e.getMessage(), at);
        }
    }

    /**
     * x + G for a number written before a loopy name (1over, -1/4v[on], 2Tiny(on)): translated into a stopper (so
     * 3000over needs no graph of 3000's followers), added as a graph otherwise, as it always was.
     */
    private static LoopyGame plusNumber(Dyadic x, LoopyGame g) {
        return g.isStopper() ? g.plus(CanonicalGame.number(x)) : LoopyGame.of(CanonicalGame.number(x)).plus(g);
    }

    /** The summand as a number, or null when it is no number. */
    private static CanonicalGame number(Value v) {
        return v instanceof GameValue g && g.game().isNumber() ? g.game() : null;
    }

    /** ordinal ['&' ordinal]: the stopper-sided value with that onside and offside. */
    private Value sided() {
        skipSpaces();
        int start = pos;
        Value onside = ordinal();
        int save = pos;
        skipSpaces();
        if (atEnd() || peek() != '&') {
            pos = save;
            return onside;
        }
        pos++;
        skipSpaces();
        int at = pos;
        Value offside = ordinal();
        try {
            return LoopyValue.of(LoopyGame.sided(loopy(onside, start, "& takes games"),
                    loopy(offside, at, "& takes games")));
        } catch (BadInputException e) {
            throw new BadInputException(where(start) + e.getMessage(), start);
        }
    }

    /** The value as a loopy game (a short game is one), or a refusal at its place. */
    private LoopyGame loopy(Value v, int at, String what) {
        return v.asLoopy().orElseThrow(() -> new BadInputException(where(at) + what + ", not " + v.describe(), at));
    }

    /** unary (':' unary)*: the ordinal sum G : H, base G, binding tighter than sums and looser than signs. */
    private Value ordinal() {
        skipSpaces();
        int start = pos;
        Value base = term();
        while (true) {
            int save = pos;
            skipSpaces();
            if (atEnd() || peek() != ':') {
                pos = save;
                return base;
            }
            int colon = pos;
            pos++;
            skipSpaces();
            int at = pos;
            CanonicalGame g = game(base, start, "the base of ':' must be a game");
            CanonicalGame h = game(term(), at, "':' adds a game to its base");
            base = new GameValue(g.ordinalSum(h));
            start = colon;
        }
    }

    /** The value as a game, or a refusal at its place naming what needs a game. */
    private CanonicalGame game(Value v, int at, String what) {
        return v.asGame().orElseThrow(() -> new BadInputException(where(at) + what
                + (v instanceof LoopyValue ? " (short games only)" : "") + ", not " + v.describe(), at));
    }

    private Value term() {
        skipSpaces();
        if (atEnd()) {
            throw error("expected a game");
        }
        char c = peek();
        if (lookingAtPlusMinus()) {
            skipPlusMinus();
            return switched(false);
        }
        if (c == '-' || c == '−') {
            pos++;
            skipSpaces();
            if (!atEnd() && isDigit(peek())) {
                return postfix(compact(true));
            }
            enter();
            int at = pos;
            Value v = term();
            depth--;
            if (v instanceof NumberValue n) {
                return new NumberValue(n.number().negate());
            }
            return negate(summand(v, at, "a sign takes a game"));
        }
        if (c == '+') {
            pos++;
            enter();
            int at = pos;
            Value v = summand(term(), at, "a sign takes a game");
            depth--;
            return v;
        }
        return postfix(primary());
    }

    private Value primary() {
        char c = peek();
        if (c == '{' || labelledBracesAt(pos)) {
            return braceValue();
        }
        if (c == '(') {
            enter();
            pos++;
            Value v = expression();
            skipSpaces();
            expect(')', "expected ')'");
            depth--;
            return v;
        }
        if (Character.isLetter(c) && !isDownLetter()) {
            String w = identifierAt(pos);
            LoopyGame constant = constant(w);
            if (constant != null) {
                pos += w.length();
                return LoopyValue.of(constant);
            }
            if (w.equals("pass")) {
                throw error("pass is a move to the position itself: write it alone as an option in braces, as in"
                        + " {pass|0}");
            }
            if (labels.contains(w)) {
                throw error("the label " + w + " names the braces it is written before: write it alone as an"
                        + " option, as in a{0|a}");
            }
        }
        if (isDigit(c) || isArrow(c) || c == '*' || Character.isLetter(c)) {
            return compact(false);
        }
        throw error("unexpected '" + peekDisplay() + "': expected a game (a number, *, ^, v, {...} or (...))");
    }

    /** Methods after a term, left to right: {@code .Name} or {@code .Name(arguments)}. */
    private Value postfix(Value receiver) {
        Value v = receiver;
        while (true) {
            int save = pos;
            skipSpaces();
            if (atEnd() || peek() != '.') {
                pos = save;
                return v;
            }
            pos++;
            skipSpaces();
            if (atEnd() || !Character.isLetter(peek())) {
                pos = save;
                return v;
            }
            int at = pos;
            while (!atEnd() && Character.isLetterOrDigit(peek())) {
                pos++;
            }
            String name = text.substring(at, pos);
            List<Value> arguments = arguments(name);
            try {
                v = Methods.apply(v, name, arguments, progress);
            } catch (BadInputException e) {
                throw new BadInputException(where(at) + e.getMessage(), at);
            }
        }
    }

    /** A method's arguments in parentheses, none when there are no parentheses. */
    private List<Value> arguments(String name) {
        int save = pos;
        skipSpaces();
        if (atEnd() || peek() != '(') {
            pos = save;
            return List.of();
        }
        enter();
        pos++;
        List<Value> out = new ArrayList<>();
        skipSpaces();
        if (!atEnd() && peek() == ')') {
            pos++;
            depth--;
            return out;
        }
        while (true) {
            out.add(expression());
            skipSpaces();
            if (!atEnd() && peek() == ',') {
                pos++;
                continue;
            }
            expect(')', "expected ',' or ')' after an argument of " + name);
            depth--;
            return out;
        }
    }

    /**
     * The operand of ±: a brace list of options, or a single game: a term after a unary ±, and an ordinal sum after
     * a binary one (a +- b:c is a + ±(b:c)), as CGSuite reads them.
     */
    private Value switched(boolean binary) {
        skipSpaces();
        if (atEnd()) {
            throw error("expected a game after +-, as in +-1 or +-{1,*}");
        }
        if (peek() == '{') {
            int at = pos;
            enter();
            pos++;
            Body body = body();
            expect('}', "expected '}'");
            depth--;
            if (body.hasBars()) {
                // One game in braces: methods after it apply to it, as after any term (+-{3|1}.Mean = +-2).
                Value v = postfix(closed(body.asGroup(this, null), at));
                return plusMinus(List.of(summand(v, at, "+- takes a game")));
            }
            return plusMinus(body.asList(this));
        }
        enter();
        int at = pos;
        Value v = plusMinus(List.of(summand(binary ? ordinal() : term(), at, "+- takes a game")));
        depth--;
        return v;
    }

    /** ±{a, b, ...} = {a, b, ... | -a, -b, ...}: a short game of short games, else a loopy one. */
    private static Value plusMinus(List<Value> games) {
        if (games.stream().allMatch(v -> v instanceof GameValue)) {
            return new GameValue(CanonicalGame.plusMinus(games.stream().map(v -> ((GameValue) v).game()).toList()));
        }
        LoopyGame.Builder b = LoopyGame.builder();
        int node = b.node();
        for (Value v : games) {
            LoopyGame g = v.asLoopy().orElseThrow();
            b.leftEdge(node, g);
            b.rightEdge(node, g.negate());
        }
        return LoopyValue.of(b.build(node));
    }

    /** A brace group (labelled or not) as a term: it must not refer to a label outside it. */
    private Value braceValue() {
        int start = pos;
        return closed(braceGroup(), start);
    }

    private Value closed(Opt group, int at) {
        if (group instanceof Fixed f) {
            return f.value();
        }
        String label = free(group).iterator().next();
        throw new BadInputException(where(at) + "these braces refer to the label " + label + " outside them, inside"
                + " a sum, sign or method: a label's braces may be named only by options standing alone, as in"
                + " a{0|{a|*}}", at);
    }

    /**
     * A brace group, with its label when one is written before the '{': a finished value, or a node that refers to
     * a label outside it (which only the option it stands as may hold).
     */
    private Opt braceGroup() {
        int start = pos;
        Parsed ahead = parsedAhead == null ? null : parsedAhead.get(start);
        if (ahead != null) {
            pos = ahead.end();
            return new Fixed(ahead.value());
        }
        String label = null;
        if (peek() != '{') {
            label = identifierAt(pos);
            pos += label.length();
            skipSpaces();
            Parsed pre = parsedAhead == null ? null : parsedAhead.get(pos);
            if (pre != null) {
                pos = pre.end();
                return new Fixed(pre.value());
            }
        }
        int brace = pos;
        enter();
        pos++;
        if (label != null) {
            labels.push(label);
        }
        Body body = body();
        expect('}', "expected ',', '|' or '}'");
        if (label != null) {
            labels.pop();
        }
        depth--;
        if (!body.hasBars()) {
            throw new BadInputException(where(brace) + "braces need a bar between Left's and Right's options,"
                    + " as in {1|0} or {0,*|*}", brace);
        }
        return body.asGroup(this, label);
    }

    /**
     * Parses deeply nested braces ahead, innermost first: every group of braces whose nesting height (counted
     * from the groups parsed ahead inside it) reaches BRACE_CHUNK is parsed on its own, at its own place in
     * the text, and remembered; the parse proper then takes each such group as done. So the recursion of the
     * grammar never holds more than BRACE_CHUNK levels of braces at once, and a printed game of birthday
     * 20,000 reads back on any thread. Errors keep their exact positions. Braces after ± are left to the parse
     * proper (they may hold a bare list of options), as is text whose braces do not balance.
     */
    private void parseDeepBraces() {
        ArrayDeque<int[]> open = new ArrayDeque<>(); // {position of '{', height of the highest group inside}
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                open.push(new int[] {i, 0});
            } else if (c == '}') {
                if (open.isEmpty()) {
                    return;
                }
                int[] group = open.pop();
                int height = group[1] + 1;
                if (height >= BRACE_CHUNK && !afterPlusMinus(group[0])) {
                    pos = group[0];
                    depth = 0;
                    Opt g;
                    try {
                        g = braceGroup();
                    } catch (BadInputException e) {
                        // Labels of outer braces are unknown here: leave the rest to the parse proper, which
                        // reports any real error at the same place.
                        g = null;
                    }
                    if (!(g instanceof Fixed f)) {
                        labels.clear();
                        break;
                    }
                    if (parsedAhead == null) {
                        parsedAhead = new HashMap<>();
                    }
                    parsedAhead.put(group[0], new Parsed(f.value(), pos));
                    height = 0;
                }
                if (!open.isEmpty()) {
                    open.peek()[1] = Math.max(open.peek()[1], height);
                }
            }
        }
        pos = 0;
        depth = 0;
        skipSpaces();
    }

    /** True when the '{' at this position is the operand of ± (spaces between allowed). */
    private boolean afterPlusMinus(int brace) {
        int i = brace - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        return i >= 0 && (text.charAt(i) == '±'
                || (i >= 1 && (text.charAt(i) == '-' || text.charAt(i) == '−') && text.charAt(i - 1) == '+'));
    }

    /** The items between braces: options and separators, in order. */
    private Body body() {
        Body b = new Body();
        while (true) {
            skipSpaces();
            if (atEnd()) {
                throw error("expected '}'");
            }
            char c = peek();
            if (c == '}') {
                return b;
            }
            if (c == '|') {
                int start = pos;
                int n = 0;
                while (!atEnd() && peek() == '|') {
                    pos++;
                    n++;
                }
                b.items.add(new Item(null, n, start));
            } else if (c == ',') {
                b.items.add(new Item(null, 0, pos));
                pos++;
            } else {
                int start = pos;
                b.items.add(new Item(option(), -1, start));
            }
        }
    }

    /** One option: pass, a label, a brace group standing alone (which may refer to a label outside it), or a game. */
    private Opt option() {
        int start = pos;
        if (Character.isLetter(peek())) {
            String w = identifierAt(pos);
            if (delimiterAfter(pos + w.length())) {
                if (w.equals("pass")) {
                    pos += w.length();
                    return new Pass();
                }
                if (labels.contains(w)) {
                    pos += w.length();
                    return new Ref(w, start);
                }
            }
        }
        if (peek() == '{' || labelledBracesAt(pos)) {
            Opt group = braceGroup();
            if (delimiterAfter(pos)) {
                return group;
            }
            Value v = closed(group, start);
            // The group starts a longer expression ({1|0}+1): parse that, taking the group as done.
            if (parsedAhead == null) {
                parsedAhead = new HashMap<>();
            }
            parsedAhead.put(start, new Parsed(v, pos));
            pos = start;
        }
        Value option = expression();
        if (option.asGame().isEmpty() && option.asLoopy().isEmpty()) { // a short game is not made a graph to ask
            throw new BadInputException(where(start) + "an option must be a game, not " + option.describe(), start);
        }
        return new Fixed(option);
    }

    /** Whether only spaces stand between this position and a ',', '|', '}' or the end. */
    private boolean delimiterAfter(int at) {
        int i = at;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i >= text.length() || text.charAt(i) == ',' || text.charAt(i) == '|' || text.charAt(i) == '}';
    }

    /** Whether a label (an identifier that is no reserved name) and then '{' begin here. */
    private boolean labelledBracesAt(int at) {
        if (at >= text.length() || !Character.isLetter(text.charAt(at)) || isDownLetterAt(at)) {
            return false;
        }
        String w = identifierAt(at);
        if (RESERVED.contains(w.toLowerCase(Locale.ROOT))) {
            return false;
        }
        int i = at + w.length();
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i < text.length() && text.charAt(i) == '{';
    }

    /** The identifier (a letter, then letters and digits) that begins here. */
    private String identifierAt(int at) {
        int i = at;
        while (i < text.length() && Character.isLetterOrDigit(text.charAt(i))) {
            i++;
        }
        return text.substring(at, i);
    }

    private static LoopyGame constant(String name) {
        java.util.function.Supplier<LoopyGame> c = CONSTANTS.get(name);
        return c == null ? null : c.get();
    }

    /** The labels an option refers to that no braces within it name. */
    private static Set<String> free(Opt o) {
        Set<String> out = new HashSet<>();
        if (o instanceof Ref r) {
            out.add(r.label());
        } else if (o instanceof Node n) {
            for (Opt c : n.left()) {
                out.addAll(free(c));
            }
            for (Opt c : n.right()) {
                out.addAll(free(c));
            }
            out.remove(n.label());
        }
        return out;
    }

    /** The graph of a node that refers to no label outside it. */
    private static LoopyGame build(Node n) {
        LoopyGame.Builder b = LoopyGame.builder();
        return b.build(add(b, n, Map.of()));
    }

    private static int add(LoopyGame.Builder b, Node n, Map<String, Integer> labelled) {
        int v = b.node();
        Map<String, Integer> inside = labelled;
        if (n.label() != null) {
            inside = new HashMap<>(labelled);
            inside.put(n.label(), v);
        }
        for (Opt o : n.left()) {
            edge(b, v, o, inside, true);
        }
        for (Opt o : n.right()) {
            edge(b, v, o, inside, false);
        }
        return v;
    }

    private static void edge(LoopyGame.Builder b, int from, Opt o, Map<String, Integer> labelled, boolean left) {
        if (o instanceof Fixed f && f.value() instanceof LoopyValue l) {
            if (left) {
                b.leftEdge(from, l.game());
            } else {
                b.rightEdge(from, l.game());
            }
            return;
        }
        if (o instanceof Fixed f) {
            CanonicalGame g = f.value().asGame().orElseThrow();
            if (left) {
                b.leftEdge(from, g);
            } else {
                b.rightEdge(from, g);
            }
            return;
        }
        int to;
        if (o instanceof Pass) {
            to = from;
        } else if (o instanceof Ref r) {
            to = labelled.get(r.label());
        } else {
            to = add(b, (Node) o, labelled);
        }
        if (left) {
            b.leftEdge(from, to);
        } else {
            b.rightEdge(from, to);
        }
    }

    /** number, ups, star, or a tiny, written together: 2*, 1/2^, -3/2v3*2, 3Tiny(2). */
    private Value compact(boolean negative) {
        int start = pos;
        Dyadic x = Dyadic.ZERO;
        boolean any = false;
        if (!atEnd() && isDigit(peek())) {
            x = number();
            if (negative) {
                x = x.negate();
            }
            any = true;
        }
        skipSpaces();
        if (!atEnd() && Character.isLetter(peek()) && !isDownLetter()) {
            String w = identifierAt(pos);
            LoopyGame constant = constant(w);
            if (constant != null) {
                // 1over, 3/2under: the number plus the constant, as CGSuite writes and prints them.
                pos += w.length();
                return LoopyValue.of(plusNumber(x, constant));
            }
            return tiny(x);
        }
        LoopyGame upon = uponFamily();
        if (upon != null) {
            int nim = star();
            return LoopyValue.of(plusNumber(x, nim == 0 ? upon : upon.plus(LoopyGame.of(CanonicalGame.nimber(nim)))));
        }
        CanonicalGame ups = CanonicalGame.zero();
        int upCount = 0;
        if (!atEnd() && isArrow(peek())) {
            int[] counted = new int[1];
            ups = ups(counted);
            upCount = counted[0];
            any = true;
        }
        int nim = 0;
        skipSpaces();
        if (!atEnd() && peek() == '*') {
            pos++;
            nim = 1;
            if (!atEnd() && isDigit(peek())) {
                nim = count("nimber");
            }
            any = true;
        }
        if (!any) {
            pos = start;
            throw error("expected a game");
        }
        skipSpaces();
        if (!atEnd() && (isDigit(peek()) || isArrow(peek()) || peek() == '*')) {
            throw error("unexpected '" + peekDisplay() + "': write the number first, then the ups, then the star,"
                    + " as in 1/2^*");
        }
        CanonicalGame nus = CanonicalGame.numberUpStar(x, upCount, nim);
        return new GameValue(ups == CanonicalGame.zero() ? nus : nus.plus(ups));
    }

    private boolean isDownLetter() {
        return isDownLetterAt(pos);
    }

    /**
     * The upon family as CGSuite prints it, read back: {@code ^[on]} = upon = {pass | *} (the limit of the sums
     * ^[n]), {@code ^<on>} = upon-th = {0 | v[on]*} (the limit of the powers ^&lt;n&gt;), and their negatives
     * {@code v[on]}, {@code v<on>}; null, with nothing read, when the text here is not one of them.
     */
    private LoopyGame uponFamily() {
        if (atEnd() || !(peek() == '^' || peek() == '↑' || peek() == '↓' || (peek() == 'v' && isDownLetter()))) {
            return null;
        }
        boolean up = peek() == '^' || peek() == '↑';
        int i = pos + 1;
        if (i >= text.length() || (text.charAt(i) != '[' && text.charAt(i) != '<')) {
            return null;
        }
        boolean sum = text.charAt(i) == '[';
        i++;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (!identifierAt(i).equals("on")) {
            return null;
        }
        pos = i + 2;
        skipSpaces();
        expect(sum ? ']' : '>', sum ? "expected ']' after ^[on]" : "expected '>' after ^<on>");
        LoopyGame g = sum ? LoopyGame.upon() : LoopyGame.uponth();
        return up ? g : g.negate();
    }

    /** An optional star after the ups: 0 for none, 1 for {@code *}, n for {@code *n}. */
    private int star() {
        skipSpaces();
        if (atEnd() || peek() != '*') {
            return 0;
        }
        pos++;
        int nim = !atEnd() && isDigit(peek()) ? count("nimber") : 1;
        skipSpaces();
        if (!atEnd() && (isDigit(peek()) || isArrow(peek()) || peek() == '*')) {
            throw error("unexpected '" + peekDisplay() + "': write the number first, then the ups, then the star,"
                    + " as in 1/2^[on]*");
        }
        return nim;
    }

    /**
     * Ups and downs: ^ ^^ ^3 ⇑ v vv v3 ⇓, or an up power ^&lt;n&gt; / sum ^[n]. Plain multiples are counted
     * into counted[0]; an up power or sum is returned as a game.
     */
    private CanonicalGame ups(int[] counted) {
        int start = pos;
        int sign = 0;
        int n = 0;
        while (!atEnd() && isArrow(peek())) {
            char c = peek();
            int s = (c == '^' || c == '↑' || c == '⇑') ? 1 : -1;
            int k = (c == '⇑' || c == '⇓') ? 2 : 1;
            if (sign != 0 && s != sign) {
                throw error("mixed ups and downs: write ^ or v alone, or a sum such as ^ + v");
            }
            sign = s;
            n += k;
            pos++;
        }
        if (!atEnd() && (peek() == '<' || peek() == '[')) {
            boolean power = peek() == '<';
            if (n != 1) {
                throw new BadInputException(where(start) + "write an up power with one arrow, as in ^<2> or v[3]", start);
            }
            pos++;
            skipSpaces();
            int at = pos;
            if (atEnd() || !isDigit(peek())) {
                throw error("expected the exponent, as in ^<2> or ^[2], or on, as in ^[on] or ^<on>");
            }
            int e = count("up power");
            if (e < 1 || e > Uptimals.MAX_POWER) {
                throw new BadInputException(where(at) + "up power " + e + " is out of range: 1 to "
                        + Uptimals.MAX_POWER + " are accepted", at);
            }
            skipSpaces();
            expect(power ? '>' : ']', power ? "expected '>'" : "expected ']'");
            CanonicalGame g = power ? Uptimals.upPower(e) : Uptimals.upPowerSum(e);
            return sign > 0 ? g : g.negate();
        }
        if (!atEnd() && isDigit(peek())) {
            if (n != 1) {
                throw error("write a multiple of up with one arrow, as in ^3 or v4");
            }
            n = count("up multiple");
        }
        counted[0] = sign * n;
        return CanonicalGame.zero();
    }

    /**
     * [x]Tiny(G) = x + {0 || 0 | -G}; [x]Miny(G) = x + {G | 0 || 0}. G may be loopy, as CGSuite's Tiny and Miny take
     * any stopper: Tiny(on) = {0 || 0 | off}.
     */
    private Value tiny(Dyadic x) {
        int start = pos;
        while (!atEnd() && Character.isLetter(peek())) {
            pos++;
        }
        String name = text.substring(start, pos);
        boolean isTiny = name.equalsIgnoreCase("tiny");
        if (!isTiny && !name.equalsIgnoreCase("miny")) {
            throw new BadInputException(where(start) + "unknown name '" + name + "': the names are Tiny and Miny,"
                    + " as in Tiny(2)", start);
        }
        skipSpaces();
        expect('(', "expected '(' after " + name + ", as in " + name + "(2)");
        enter();
        int at = pos;
        Value argument = expression();
        skipSpaces();
        expect(')', "expected ')'");
        depth--;
        if (argument instanceof LoopyValue l) {
            try {
                LoopyGame g = isTiny ? LoopyGame.tiny(l.game()) : LoopyGame.tiny(l.game()).negate();
                return LoopyValue.of(plusNumber(x, g));
            } catch (BadInputException e) {
                throw new BadInputException(where(at) + e.getMessage(), at);
            }
        }
        CanonicalGame sub = game(argument, at, name + " takes a game");
        CanonicalGame zero = CanonicalGame.zero();
        CanonicalGame g;
        if (isTiny) {
            CanonicalGame inner = CanonicalGame.of(List.of(zero), List.of(sub.negate()));
            g = CanonicalGame.of(List.of(zero), List.of(inner));
        } else {
            CanonicalGame inner = CanonicalGame.of(List.of(sub), List.of(zero));
            g = CanonicalGame.of(List.of(inner), List.of(zero));
        }
        return new GameValue(g.plus(CanonicalGame.number(x)));
    }

    /** digits ['/' digits], with a power-of-two denominator. */
    private Dyadic number() {
        int start = pos;
        BigInteger numerator = digits();
        int save = pos;
        skipSpaces();
        if (!atEnd() && peek() == '/') {
            pos++;
            skipSpaces();
            int at = pos;
            if (atEnd() || !isDigit(peek())) {
                throw error("expected a denominator after '/'");
            }
            BigInteger denominator = digits();
            if (denominator.signum() == 0 || denominator.bitCount() != 1) {
                throw new BadInputException(where(at) + "the denominator " + denominator + " is not a power of two:"
                        + " partizan numbers are dyadic, such as 3/4 or -5/8", at);
            }
            int exponent = denominator.bitLength() - 1;
            if (exponent > MAX_EXPONENT) {
                throw new BadInputException(where(at) + "the denominator is too large: at most 2^" + MAX_EXPONENT
                        + " is accepted", at);
            }
            return Dyadic.of(numerator, exponent);
        }
        pos = save;
        if (start == pos) {
            throw error("expected a number");
        }
        return Dyadic.of(numerator);
    }

    private BigInteger digits() {
        int start = pos;
        while (!atEnd() && isDigit(peek())) {
            pos++;
        }
        return new BigInteger(text.substring(start, pos));
    }

    private int count(String what) {
        int start = pos;
        BigInteger n = digits();
        if (n.compareTo(BigInteger.valueOf(MAX_COUNT)) > 0) {
            throw new BadInputException(where(start) + what + " " + n + " is too large: at most " + MAX_COUNT
                    + " is accepted", start);
        }
        return n.intValue();
    }

    // ----------------------------------------------------------------------------------------------
    // The inside of braces

    private record Item(Opt option, int bars, int at) {
        boolean isOption() {
            return option != null;
        }

        boolean isComma() {
            return option == null && bars == 0;
        }

        /** Whether the option is a short game (the braces around only such options make a short game). */
        boolean isShort() {
            return option instanceof Fixed f && f.value().asGame().isPresent();
        }

        CanonicalGame game() {
            return ((Fixed) option).value().asGame().orElseThrow();
        }
    }

    private static final class Body {
        final List<Item> items = new ArrayList<>();

        boolean hasBars() {
            return items.stream().anyMatch(i -> i.bars() > 0);
        }

        /** The braces' value: a short game of short options, else a loopy graph, or a node still open to a label. */
        Opt asGroup(GameParser p, String label) {
            if (items.stream().filter(Item::isOption).allMatch(Item::isShort)) {
                return new Fixed(new GameValue(game(p, items)));
            }
            Node n = node(p, items, label);
            if (!free(n).isEmpty()) {
                return n;
            }
            return new Fixed(LoopyValue.of(build(n)));
        }

        /** The options of ±{a, b, ...}: games, not passes or labels. */
        List<Value> asList(GameParser p) {
            return list(p, items, i -> {
                if (i.option() instanceof Fixed f) {
                    return f.value();
                }
                throw new BadInputException(p.where(i.at()) + "+- takes games; pass and labels are written in"
                        + " braces with a bar, as in {pass|0}", i.at());
            });
        }

        private static Node node(GameParser p, List<Item> items, String label) {
            int split = split(p, items);
            return new Node(label, opts(p, items.subList(0, split)), opts(p, items.subList(split + 1, items.size())));
        }

        private static List<Opt> opts(GameParser p, List<Item> items) {
            if (items.stream().anyMatch(i -> i.bars() > 0)) {
                return List.of(node(p, items, null));
            }
            return list(p, items, Item::option);
        }

        private static CanonicalGame game(GameParser p, List<Item> items) {
            int split = split(p, items);
            List<Item> leftItems = items.subList(0, split);
            List<Item> rightItems = items.subList(split + 1, items.size());
            return CanonicalGame.of(side(p, leftItems), side(p, rightItems));
        }

        /** The place of the longest run of bars, which splits Left's options from Right's. */
        private static int split(GameParser p, List<Item> items) {
            int max = 0;
            int split = -1;
            boolean tie = false;
            for (int i = 0; i < items.size(); i++) {
                int b = items.get(i).bars();
                if (b > max) {
                    max = b;
                    split = i;
                    tie = false;
                } else if (b == max && b > 0) {
                    tie = true;
                }
            }
            if (tie) {
                int second = -1;
                for (int i = split + 1; i < items.size(); i++) {
                    if (items.get(i).bars() == max) {
                        second = items.get(i).at();
                        break;
                    }
                }
                throw new BadInputException(p.where(second) + "ambiguous bars: " + "|".repeat(max) + " appears twice at"
                        + " the same level; use braces or more bars, as in {a||b|c}", second);
            }
            return split;
        }

        private static List<CanonicalGame> side(GameParser p, List<Item> items) {
            if (items.stream().anyMatch(i -> i.bars() > 0)) {
                return List.of(game(p, items));
            }
            return list(p, items, Item::game);
        }

        private static <T> List<T> list(GameParser p, List<Item> items, Function<Item, T> option) {
            List<T> out = new ArrayList<>();
            boolean expectOption = true;
            for (Item i : items) {
                if (i.isOption()) {
                    if (!expectOption) {
                        throw new BadInputException(p.where(i.at()) + "expected ',' between options", i.at());
                    }
                    out.add(option.apply(i));
                    expectOption = false;
                } else if (i.isComma()) {
                    if (expectOption) {
                        throw new BadInputException(p.where(i.at()) + "expected an option before ','", i.at());
                    }
                    expectOption = true;
                }
            }
            if (expectOption && !out.isEmpty()) {
                Item last = items.get(items.size() - 1);
                throw new BadInputException(p.where(last.at()) + "expected an option after ','", last.at());
            }
            return out;
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Characters

    private boolean atEnd() {
        return pos >= text.length();
    }

    private char peek() {
        return text.charAt(pos);
    }

    private String peekDisplay() {
        return atEnd() ? "end" : String.valueOf(text.charAt(pos));
    }

    private void skipSpaces() {
        while (!atEnd() && Character.isWhitespace(peek())) {
            pos++;
        }
    }

    private boolean lookingAtPlusMinus() {
        return !atEnd() && (peek() == '±' || (peek() == '+' && pos + 1 < text.length()
                && (text.charAt(pos + 1) == '-' || text.charAt(pos + 1) == '−')));
    }

    private void skipPlusMinus() {
        pos += peek() == '±' ? 1 : 2;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private boolean isArrow(char c) {
        return c == '^' || c == '↑' || c == '↓' || c == '⇑' || c == '⇓' || (c == 'v' && isDownLetterAt(pos));
    }

    private boolean isDownLetterAt(int at) {
        return at < text.length() && text.charAt(at) == 'v'
                && !(at + 1 < text.length() && Character.isLetter(text.charAt(at + 1)) && text.charAt(at + 1) != 'v');
    }

    private void expect(char c, String message) {
        skipSpaces();
        if (atEnd() || peek() != c) {
            throw error(message + (atEnd() ? ", found the end" : ", found '" + peekDisplay() + "'"));
        }
        pos++;
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("the expression nests more than " + MAX_DEPTH + " levels deep");
        }
    }

    private BadInputException error(String message) {
        return new BadInputException(where(pos) + message, pos);
    }

    /** "at character 4 of '{1|': " — one line, 1-based for people; the exception's index is 0-based. */
    private String where(int at) {
        return "bad expression at character " + (at + 1) + " of '" + shortened(text) + "': ";
    }

    private static String shortened(String text) {
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }
}
