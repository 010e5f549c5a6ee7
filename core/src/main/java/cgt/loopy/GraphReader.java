package cgt.loopy;

import cgt.input.BadInputException;
import cgt.task.Cancellation;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * Reads a game graph from text, streaming (a file of ten million edges is never one String), in one of two
 * formats, told apart by the first word:
 *
 * <ul>
 *   <li>an edge list: one vertex a line, {@code name: option option ...} (options separated by spaces or
 *       commas; a vertex that appears only as an option has no moves; {@code #} starts a comment);</li>
 *   <li>a Graphviz DOT digraph, a practical subset: {@code digraph NAME { a -> b; b -> {c d}; a -> c
 *       [label=x]; e; }} with chains {@code a -> b -> c}, node groups and subgraphs, quoted ids, ports,
 *       attribute lists and {@code graph/node/edge} defaults (read and ignored), and {@code //}, {@code
 *       /* *}{@code /} and {@code #} comments.</li>
 * </ul>
 *
 * <p>Bad text is refused with a {@link BadInputException} whose one-line message names the line and says what
 * is accepted there.
 */
public final class GraphReader {

    /** The deepest nesting of braces accepted (each level is a frame of the reader's recursion). */
    public static final int MAX_DEPTH = 1000;
    /** The longest vertex name accepted, in characters. */
    public static final int MAX_NAME = 4096;

    static final String FORMATS = "a graph file is one vertex a line, 'name: option option ...', or a Graphviz"
            + " digraph such as 'digraph { a -> b; b -> {c d} }'";

    private final Lexer lexer;
    private final GameGraph.Builder builder;
    private int depth;

    private GraphReader(Reader in, long maxBytes) {
        lexer = new Lexer(in);
        builder = GameGraph.builder(maxBytes);
    }

    /** The graph the text describes; {@code maxBytes} bounds the memory it may take (see {@link GameGraph}). */
    public static GameGraph read(Reader in, long maxBytes) {
        GraphReader r = new GraphReader(in, maxBytes);
        while (r.lexer.peek().kind == Kind.NEWLINE) {
            r.lexer.next();
        }
        Token first = r.lexer.peek();
        if (first.kind == Kind.END) {
            throw new BadInputException("the graph is empty: " + FORMATS);
        }
        boolean dot = first.kind == Kind.ID && !first.quoted && r.lexer.peekSecondIsNotColon()
                && (is(first, "digraph") || is(first, "strict") || is(first, "graph"));
        if (dot) {
            r.lexer.dotMode();
            r.dot();
        } else {
            r.edgeList();
        }
        if (r.builder.vertexCount() == 0) {
            throw new BadInputException("the graph has no vertices: " + FORMATS);
        }
        return r.builder.build();
    }

    /** {@link #read(Reader, long)} of a string, with no memory bound beyond the JVM's: for tests and small graphs. */
    public static GameGraph read(CharSequence text) {
        return read(new StringReader(text.toString()), Long.MAX_VALUE);
    }

    // ---- edge list

    private void edgeList() {
        BitSet listed = new BitSet();
        while (true) {
            Token t = lexer.next();
            if (t.kind == Kind.END) {
                return;
            }
            if (t.kind == Kind.NEWLINE) {
                continue;
            }
            if (t.kind != Kind.ID) {
                throw bad(t, "expected a vertex name at the start of the line, found " + t.describe());
            }
            int u = builder.vertex(t.text);
            Token colon = lexer.next();
            if (colon.kind != Kind.COLON) {
                throw bad(colon, "expected ':' after the vertex name '" + shorten(builder.name(u)) + "', found "
                        + colon.describe());
            }
            if (listed.get(u)) {
                throw bad(t, "vertex '" + shorten(builder.name(u)) + "' already has its line of options; give each vertex one"
                        + " line");
            }
            listed.set(u);
            while (true) {
                Token o = lexer.next();
                if (o.kind == Kind.NEWLINE || o.kind == Kind.END) {
                    break;
                }
                if (o.kind == Kind.COMMA) {
                    continue;
                }
                if (o.kind != Kind.ID) {
                    throw bad(o, "expected the options of '" + shorten(builder.name(u)) + "' (names separated by spaces),"
                            + " found " + o.describe());
                }
                builder.edge(u, builder.vertex(o.text));
            }
        }
    }

    // ---- DOT

    private void dot() {
        Token t = lexer.next();
        if (is(t, "strict")) {
            t = lexer.next();
        }
        if (is(t, "graph")) {
            throw bad(t, "an undirected 'graph' says nothing about who moves where: write a 'digraph' with '->'"
                    + " edges");
        }
        if (!is(t, "digraph")) {
            throw bad(t, "expected 'digraph', found " + t.describe());
        }
        Token name = lexer.next();
        Token open = name.kind == Kind.ID ? lexer.next() : name;
        if (open.kind != Kind.LBRACE) {
            throw bad(open, "expected '{' after 'digraph', found " + open.describe());
        }
        statements(null);
        Token end = lexer.next();
        if (end.kind != Kind.END) {
            throw bad(end, "expected nothing after the digraph's closing '}', found " + end.describe());
        }
    }

    /** Statements up to and including the closing brace; the vertices they mention go to {@code mentioned}. */
    private void statements(IntList mentioned) {
        while (true) {
            Token t = lexer.next();
            switch (t.kind) {
                case RBRACE -> {
                    return;
                }
                case SEMI -> {
                }
                case END -> throw bad(t, "the digraph ends without its closing '}'");
                case ID -> {
                    if (is(t, "graph") || is(t, "node") || is(t, "edge")) {
                        if (lexer.peek().kind == Kind.LBRACKET) {
                            attributes();
                            continue;
                        }
                    }
                    if (is(t, "subgraph")) {
                        edgeStatement(subgraph(), mentioned);
                        continue;
                    }
                    if (lexer.peek().kind == Kind.EQUALS) { // a graph attribute: ID = ID
                        lexer.next();
                        Token value = lexer.next();
                        if (value.kind != Kind.ID) {
                            throw bad(value, "expected a value after '=', found " + value.describe());
                        }
                        continue;
                    }
                    IntList one = new IntList();
                    one.add(vertex(t));
                    edgeStatement(one, mentioned);
                }
                case LBRACE -> edgeStatement(group(), mentioned);
                default -> throw bad(t, "expected a statement (a -> b; a node; an attribute), found " + t.describe());
            }
        }
    }

    /** The rest of a statement that began with the vertices {@code left}: {@code -> ...} and attributes. */
    private void edgeStatement(IntList left, IntList mentioned) {
        if (mentioned != null) {
            mentioned.addAll(left);
        }
        while (true) {
            Token arrow = lexer.peek();
            if (arrow.kind == Kind.UNDIRECTED) {
                throw bad(arrow, "'--' is an undirected edge: a digraph's moves are written '->'");
            }
            if (arrow.kind != Kind.ARROW) {
                break;
            }
            lexer.next();
            Token t = lexer.next();
            IntList right;
            if (t.kind == Kind.LBRACE) {
                right = group();
            } else if (is(t, "subgraph")) {
                right = subgraph();
            } else if (t.kind == Kind.ID) {
                right = new IntList();
                right.add(vertex(t));
            } else {
                throw bad(t, "expected a vertex or '{' after '->', found " + t.describe());
            }
            for (int i = 0; i < left.size(); i++) {
                for (int j = 0; j < right.size(); j++) {
                    builder.edge(left.get(i), right.get(j));
                }
            }
            if (mentioned != null) {
                mentioned.addAll(right);
            }
            left = right;
        }
        if (lexer.peek().kind == Kind.LBRACKET) {
            attributes();
        }
    }

    private IntList subgraph() {
        Token t = lexer.next();
        if (t.kind == Kind.ID) {
            t = lexer.next();
        }
        if (t.kind != Kind.LBRACE) {
            throw bad(t, "expected '{' after 'subgraph', found " + t.describe());
        }
        return group();
    }

    /** A brace group's statements (the opening brace read): the vertices it mentions. */
    private IntList group() {
        if (++depth > MAX_DEPTH) {
            throw new BadInputException("graph line " + lexer.line + ": braces nested more than " + MAX_DEPTH
                    + " deep (" + FORMATS + ")");
        }
        IntList mentioned = new IntList();
        statements(mentioned);
        depth--;
        return mentioned;
    }

    private int vertex(Token id) {
        int v = builder.vertex(id.text); // first: the token's text is the lexer's, and reused as it reads on
        if (lexer.peek().kind == Kind.COLON) { // a port, a:n or a:port:n, names a place on the node's picture
            lexer.next();
            Token port = lexer.next();
            if (port.kind != Kind.ID) {
                throw bad(port, "expected a port name after ':', found " + port.describe());
            }
            if (lexer.peek().kind == Kind.COLON) {
                lexer.next();
                Token compass = lexer.next();
                if (compass.kind != Kind.ID) {
                    throw bad(compass, "expected a compass point after ':', found " + compass.describe());
                }
            }
        }
        return v;
    }

    /** One or more {@code [name=value, ...]} lists, read and ignored. */
    private void attributes() {
        while (lexer.peek().kind == Kind.LBRACKET) {
            lexer.next();
            while (true) {
                Token t = lexer.next();
                if (t.kind == Kind.RBRACKET) {
                    break;
                }
                if (t.kind == Kind.SEMI || t.kind == Kind.COMMA) {
                    continue;
                }
                if (t.kind != Kind.ID) {
                    throw bad(t, "expected an attribute such as label=x inside '[...]', found " + t.describe());
                }
                if (lexer.peek().kind == Kind.EQUALS) {
                    lexer.next();
                    Token value = lexer.next();
                    if (value.kind != Kind.ID) {
                        throw bad(value, "expected a value after '=', found " + value.describe());
                    }
                }
            }
        }
    }

    // ---- shared

    private static boolean is(Token t, String keyword) {
        if (t.kind != Kind.ID || t.quoted || t.text.length() != keyword.length()) {
            return false;
        }
        for (int i = 0; i < keyword.length(); i++) {
            if (Character.toLowerCase(t.text.charAt(i)) != keyword.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static BadInputException bad(Token t, String what) {
        return new BadInputException("graph line " + t.line + ": " + what + " (" + FORMATS + ")");
    }

    /**
     * A name as a message shows it: at most 40 characters, and on one line (a quoted DOT id may hold line
     * breaks and other control characters, which are written as escapes such as {@code \n}).
     */
    private static String shorten(String name) {
        String cut = name.length() <= 40 ? name : name.substring(0, 37) + "...";
        StringBuilder b = new StringBuilder(cut.length());
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (Character.isISOControl(c)) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    private enum Kind {
        ID, COLON, COMMA, SEMI, EQUALS, LBRACE, RBRACE, LBRACKET, RBRACKET, ARROW, UNDIRECTED, NEWLINE, END
    }

    /**
     * A token; an id's text is one of the lexer's reused buffers, valid until {@link Lexer#BUFFERS} more ids are
     * read (the parser looks at most three tokens ahead), so that reading a name costs no new String unless the
     * name is new.
     */
    private record Token(Kind kind, CharSequence text, boolean quoted, long line) {

        String describe() {
            return switch (kind) {
                case ID -> (quoted ? "\"" : "'") + shorten(text.toString()) + (quoted ? "\"" : "'");
                case NEWLINE -> "the end of the line";
                case END -> "the end of the text";
                default -> "'" + text + "'";
            };
        }
    }

    /** A growable list of ints, for the vertices a brace group mentions. */
    private static final class IntList {

        private int[] items = new int[4];
        private int size;

        void add(int x) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = x;
        }

        void addAll(IntList other) {
            for (int i = 0; i < other.size; i++) {
                add(other.items[i]);
            }
        }

        int size() {
            return size;
        }

        int get(int i) {
            return items[i];
        }
    }

    /**
     * Splits the text into tokens for both formats. Newlines are tokens (the edge list needs them; DOT skips
     * them). Reads through its own buffer, one character at a time, so that no line is ever held whole.
     */
    private static final class Lexer {

        private final Reader in;
        private final char[] buffer = new char[1 << 16];
        private int position;
        private int limit;
        private long line = 1;
        private final List<Token> lookahead = new ArrayList<>(2);
        private boolean skipNewlines;
        private final char[] pushback = new char[2];
        private int pushedBack;
        static final int BUFFERS = 8;
        private final StringBuilder[] texts = new StringBuilder[BUFFERS];
        private int nextText;
        private StringBuilder text;

        /** The ASCII characters that end a bare name: white space and punctuation. */
        private static final boolean[] ENDS_WORD = new boolean[128];

        static {
            for (int c = 0; c < 128; c++) {
                ENDS_WORD[c] = Character.isWhitespace(c) || ":,;={}[]\"#".indexOf(c) >= 0;
            }
        }

        Lexer(Reader in) {
            this.in = in;
        }

        Token peek() {
            if (lookahead.isEmpty()) {
                lookahead.add(scan());
            }
            return lookahead.get(0);
        }

        /** Whether the token after the first is something other than ':' (so the text is not an edge list). */
        boolean peekSecondIsNotColon() {
            peek();
            if (lookahead.size() < 2) {
                lookahead.add(scan());
            }
            return lookahead.get(1).kind != Kind.COLON;
        }

        Token next() {
            return lookahead.isEmpty() ? scan() : lookahead.remove(0);
        }

        /** From here on the text is DOT, where line ends are plain white space. */
        void dotMode() {
            skipNewlines = true;
            lookahead.removeIf(t -> t.kind == Kind.NEWLINE);
        }

        private int read() {
            if (pushedBack > 0) {
                return pushback[--pushedBack];
            }
            if (position == limit) {
                try {
                    Cancellation.check();
                    limit = in.read(buffer, 0, buffer.length);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    return -1;
                }
            }
            return buffer[position++];
        }

        /** Gives back {@code c} (not -1) to be read again; at most two at a time. */
        private void unread(int c) {
            pushback[pushedBack++] = (char) c;
        }

        private Token scan() {
            while (true) {
                int c = read();
                if (c == -1) {
                    return new Token(Kind.END, "", false, line);
                }
                if (c == '\n') {
                    line++;
                    if (!skipNewlines) {
                        return new Token(Kind.NEWLINE, "\n", false, line - 1);
                    }
                    continue;
                }
                if (Character.isWhitespace(c) || c == '\uFEFF') {
                    continue;
                }
                if (c == '#') { // a comment to the end of the line, in both formats
                    skipToEndOfLine();
                    continue;
                }
                if (c == '/') {
                    int d = read();
                    if (d == '/') {
                        skipToEndOfLine();
                        continue;
                    }
                    if (d == '*') {
                        blockComment();
                        continue;
                    }
                    if (d != -1) {
                        unread(d);
                    }
                }
                long at = line;
                switch (c) {
                    case ':' -> {
                        return new Token(Kind.COLON, ":", false, at);
                    }
                    case ',' -> {
                        return new Token(Kind.COMMA, ",", false, at);
                    }
                    case ';' -> {
                        return new Token(Kind.SEMI, ";", false, at);
                    }
                    case '=' -> {
                        return new Token(Kind.EQUALS, "=", false, at);
                    }
                    case '{' -> {
                        return new Token(Kind.LBRACE, "{", false, at);
                    }
                    case '}' -> {
                        return new Token(Kind.RBRACE, "}", false, at);
                    }
                    case '[' -> {
                        return new Token(Kind.LBRACKET, "[", false, at);
                    }
                    case ']' -> {
                        return new Token(Kind.RBRACKET, "]", false, at);
                    }
                    case '"' -> {
                        return quoted(at);
                    }
                    case '-' -> {
                        int d = read();
                        if (d == '>') {
                            return new Token(Kind.ARROW, "->", false, at);
                        }
                        if (d == '-') {
                            return new Token(Kind.UNDIRECTED, "--", false, at);
                        }
                        if (d != -1) {
                            unread(d);
                        }
                    }
                    default -> {
                        // not punctuation: an id, a number or a mistake, read below
                    }
                }
                if (c == '<') {
                    throw new BadInputException("graph line " + at + ": HTML ids '<...>' are not read; quote the"
                            + " name instead (" + FORMATS + ")");
                }
                return word((char) c, at);
            }
        }

        /** A bare name: everything up to white space or punctuation ({@code -} ends it only before {@code >}/{@code -}). */
        private Token word(char first, long at) {
            useNextText();
            text.append(first);
            while (true) {
                int c = read();
                if (c == -1) {
                    break;
                }
                if (c < ENDS_WORD.length ? ENDS_WORD[c] : Character.isWhitespace(c)) {
                    unread(c);
                    break;
                }
                if (c == '-' || c == '/') {
                    int d = read();
                    if (d != -1) {
                        unread(d);
                    }
                    if ((c == '-' && (d == '>' || d == '-')) || (c == '/' && (d == '/' || d == '*'))) {
                        unread(c);
                        break;
                    }
                }
                append((char) c, at);
            }
            return new Token(Kind.ID, text, false, at);
        }

        private Token quoted(long at) {
            useNextText();
            while (true) {
                int c = read();
                if (c == -1) {
                    throw new BadInputException("graph line " + at + ": a quoted name is not closed with '\"' ("
                            + FORMATS + ")");
                }
                if (c == '\\') {
                    int d = read();
                    if (d == '"') {
                        append('"', at);
                        continue;
                    }
                    if (d == '\n') { // a line continuation inside a quoted id
                        line++;
                        continue;
                    }
                    append('\\', at);
                    if (d == -1) {
                        continue;
                    }
                    c = d;
                }
                if (c == '"') {
                    break;
                }
                if (c == '\n') {
                    line++;
                }
                append((char) c, at);
            }
            return new Token(Kind.ID, text, true, at);
        }

        private void useNextText() {
            if (texts[nextText] == null) {
                texts[nextText] = new StringBuilder();
            }
            text = texts[nextText];
            text.setLength(0);
            nextText = (nextText + 1) % BUFFERS;
        }

        private void append(char c, long at) {
            if (text.length() == MAX_NAME) {
                throw new BadInputException(String.format(Locale.ROOT, "graph line %d: a vertex name longer than"
                        + " %,d characters (%s)", at, MAX_NAME, FORMATS));
            }
            text.append(c);
        }

        private void skipToEndOfLine() {
            while (true) {
                int c = read();
                if (c == -1) {
                    return;
                }
                if (c == '\n') {
                    unread(c);
                    return;
                }
            }
        }

        private void blockComment() {
            long at = line;
            int previous = 0;
            while (true) {
                int c = read();
                if (c == -1) {
                    throw new BadInputException("graph line " + at + ": a comment '/*' is not closed with '*/' ("
                            + FORMATS + ")");
                }
                if (c == '\n') {
                    line++;
                }
                if (previous == '*' && c == '/') {
                    return;
                }
                previous = c;
            }
        }
    }
}
