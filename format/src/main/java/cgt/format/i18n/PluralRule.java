package cgt.format.i18n;

/**
 * Which plural form a whole number takes in a language, by the CLDR plural rules for integers (the rules
 * Intl.PluralRules applies in the explorer, so that both faces choose the same form): English and Estonian
 * have one and other; Czech one, few (2 to 4) and other; Croatian one, few and other by the last digits;
 * Ukrainian one, few and many by the last digits; Romanian one, few (0, and 1 to 19 after the hundreds, 1 itself excepted) and other.
 */
final class PluralRule {

    private PluralRule() {
    }

    /** "one", "few", "many" or "other". */
    static String category(Language language, long count) {
        long n = Math.abs(count);
        long mod10 = n % 10;
        long mod100 = n % 100;
        return switch (language) {
            case EN, ET -> n == 1 ? "one" : "other";
            case CS -> n == 1 ? "one" : n >= 2 && n <= 4 ? "few" : "other";
            case HR -> mod10 == 1 && mod100 != 11 ? "one"
                    : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "few" : "other";
            case UK -> mod10 == 1 && mod100 != 11 ? "one"
                    : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "few" : "many";
            case RO -> n == 1 ? "one" : n == 0 || (mod100 >= 1 && mod100 <= 19) ? "few" : "other";
        };
    }
}
