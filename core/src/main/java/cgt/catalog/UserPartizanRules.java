package cgt.catalog;

import cgt.partizan.CanonicalGame;
import cgt.rules.OptionSink;
import cgt.rules.PartizanRules;
import java.util.List;
import java.util.Optional;

/**
 * A user's {@link PartizanRules} with every call guarded: an exception (or a null) from the user's code becomes
 * bad input naming the method, the position and the line, not a failure of cgt. Everything the user wrote is
 * passed on, the optional speed hooks included ({@code options}, {@code packedKey}, {@code normalize}), so a
 * user's game searches exactly as a built-in one does.
 */
final class UserPartizanRules<P> implements PartizanRules<P> {

    private final PartizanRules<P> rules;
    /** Whether the user wrote {@code options} (else the default runs here, over the guarded moves and parts). */
    private final boolean ownOptions;

    UserPartizanRules(PartizanRules<P> rules) {
        this.rules = rules;
        this.ownOptions = overrides(rules.getClass());
    }

    private static boolean overrides(Class<?> type) {
        try {
            return !type.getMethod("options", Object.class, boolean.class, OptionSink.class).isDefault();
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    @Override
    public String name() {
        return UserGames.call(rules, "name()", rules::name);
    }

    @Override
    public String rules() {
        return UserGames.call(rules, "rules()", rules::rules);
    }

    @Override
    public String syntax() {
        return UserGames.call(rules, "syntax()", rules::syntax);
    }

    @Override
    public P parse(String text) {
        return UserGames.parse(rules, text);
    }

    @Override
    public String format(P position) {
        return UserGames.call(rules, "format", () -> rules.format(position));
    }

    @Override
    public List<P> leftMoves(P position) {
        return UserGames.list(rules, () -> "leftMoves(" + format(position) + ")", () -> rules.leftMoves(position));
    }

    @Override
    public List<P> rightMoves(P position) {
        return UserGames.list(rules, () -> "rightMoves(" + format(position) + ")", () -> rules.rightMoves(position));
    }

    @Override
    public List<P> parts(P position) {
        return UserGames.list(rules, () -> "parts(" + format(position) + ")", () -> rules.parts(position));
    }

    @Override
    public Normal<P> normalize(P part) {
        Normal<P> n = UserGames.call(rules, () -> "normalize(" + format(part) + ")", () -> rules.normalize(part));
        return n != null ? n : new Normal<>(part, false);
    }

    @Override
    public Optional<CanonicalGame> knownValue(P part) {
        Optional<CanonicalGame> v = UserGames.call(rules, () -> "knownValue(" + format(part) + ")",
                () -> rules.knownValue(part));
        return v != null ? v : Optional.empty();
    }

    @Override
    public String sizeOf(P part) {
        String s = UserGames.call(rules, () -> "sizeOf(" + format(part) + ")", () -> rules.sizeOf(part));
        return s != null ? s : "";
    }

    @Override
    public long packedKey(P part) {
        return UserGames.call(rules, () -> "packedKey(" + format(part) + ")", () -> rules.packedKey(part));
    }

    @Override
    public P unpack(long packedKey) {
        return UserGames.call(rules, () -> "unpack(" + packedKey + ")", () -> rules.unpack(packedKey));
    }

    @Override
    public void options(P part, boolean left, OptionSink<P> sink) {
        if (!ownOptions) {
            PartizanRules.super.options(part, left, sink); // over the guarded moves, parts and normal forms
            return;
        }
        UserGames.call(rules, () -> "options(" + format(part) + ")", () -> {
            rules.options(part, left, sink);
            return null;
        });
    }

    @Override
    public String toString() {
        return name();
    }
}
