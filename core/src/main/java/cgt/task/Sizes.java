package cgt.task;

import java.math.BigInteger;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Sizes of jobs as people read them, exact however large: a count that overflows a {@code double} (the
 * sub-boards of a 1000 x 1000 Chomp board) is still printed as digits and a power of ten, never "Infinity".
 */
public final class Sizes {

    private Sizes() {
    }

    /**
     * The count in full when it has at most 15 digits (with thousands separators), else its first
     * digits and a power of ten: {@code 1.23e+5000}.
     */
    public static String approx(BigInteger n) {
        return approx(n, Locale.ROOT);
    }

    /** {@link #approx(BigInteger)} with the separators of a locale: 1.234.567 and 1,23e+5000 in Croatian. */
    public static String approx(BigInteger n, Locale locale) {
        String digits = n.abs().toString();
        String sign = n.signum() < 0 ? "-" : "";
        if (digits.length() <= 15) {
            return String.format(locale, "%,d", n.longValueExact());
        }
        // Truncated, not rounded: "about" a count errs low in its fourth digit at most.
        return sign + digits.charAt(0) + DecimalFormatSymbols.getInstance(locale).getDecimalSeparator()
                + digits.substring(1, 3) + "e+" + (digits.length() - 1);
    }

    /**
     * A count to three figures, as a progress line shows it: "1.23G", "1.23M", "45.6k", "789", with the decimal
     * mark of a locale (1,23M in Croatian).
     */
    public static String brief(double n, Locale locale) {
        if (n >= 1e9) {
            return String.format(locale, "%.2fG", n / 1e9);
        }
        if (n >= 1e6) {
            return String.format(locale, "%.2fM", n / 1e6);
        }
        if (n >= 1e4) {
            return String.format(locale, "%.1fk", n / 1e3);
        }
        return String.format(locale, "%.0f", n);
    }

    /** C(n, k), exactly. */
    public static BigInteger binomial(int n, int k) {
        if (k < 0 || k > n) {
            return BigInteger.ZERO;
        }
        int m = Math.min(k, n - k);
        BigInteger c = BigInteger.ONE;
        for (int i = 1; i <= m; i++) {
            c = c.multiply(BigInteger.valueOf(n - m + i)).divide(BigInteger.valueOf(i));
        }
        return c;
    }
}
