package cgt.misere;

import java.util.Locale;

/**
 * Conway's classes of misère games (On Numbers and Games ch. 12; Winning Ways ch. 13), decided on the canonical
 * form from its genus g^(g0 ...) and its options:
 * <ul>
 * <li>{@link #TAME}: the genus is tame (g0 = g, or g and g0 both 0 or 1: the genera of misère Nim positions) and every
 *     option is tame. Tame games add like misère Nim positions: the genus of a sum of tame games is found from their
 *     genera (see {@link Genus#kind()}).</li>
 * <li>{@link #RESTIVE}: every option is tame, and g &le; 1 &lt; g0 (an "ambivalent nim-heap", Conway: it behaves as
 *     *g0 or *g according to its company).</li>
 * <li>{@link #RESTLESS}: every option is tame, and g0 &le; 1 &lt; g.</li>
 * <li>{@link #WILD}: anything else.</li>
 * </ul>
 * CGSuite also recognizes games that are tame through reversible moves only ("reversibly tame", "tameable"); cgt's
 * classes are the hereditary ones, on canonical forms, where reversible moves have been bypassed already.
 */
public enum Classification {
    TAME, RESTIVE, RESTLESS, WILD;

    static Classification of(Genus genus, boolean optionsTame) {
        if (!optionsTame) {
            return WILD;
        }
        return genus.kind();
    }

    /** The class in lower case, as output shows it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
