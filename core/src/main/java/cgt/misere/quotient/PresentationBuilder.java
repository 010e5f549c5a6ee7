package cgt.misere.quotient;

import cgt.task.Cancellation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Writes a quotient the solver found as Plambeck and Siegel write it: generators (the heaps whose elements are not
 * products of smaller heaps' elements, lettered a, b, c, ...), every element named by its normal form (the shortest
 * word reaching it, then the alphabetically first) and numbered in that order, the relations (the minimal words that
 * are not normal forms), and the heap map with its period. Apart from {@link QuotientSolver} because it is
 * bookkeeping on a finished monoid, none of the search.
 */
final class PresentationBuilder {

    private PresentationBuilder() {
    }

    /**
     * The analysis of the quotient of heaps 1..{@code to}.
     *
     * @param table the multiplication table, 0 the identity
     * @param isP the P-portion
     * @param phi the element of each heap, 1..to
     * @param period the heap map's period, or null when none was seen
     * @param expansions the heaps at which the quotient grew
     */
    static QuotientAnalysis build(String game, int[][] table, boolean[] isP, int[] phi, int to,
            QuotientSolver.Period period, List<Integer> expansions) {
        int q = table.length;
        // Generators: the heaps whose elements are not products of earlier heaps' elements.
        List<Integer> genHeaps = new ArrayList<>();
        List<Integer> genElems = new ArrayList<>();
        boolean[] generated = new boolean[q];
        generated[0] = true;
        for (int h = 1; h <= to; h++) {
            if (!generated[phi[h]]) {
                genHeaps.add(h);
                genElems.add(phi[h]);
                QuotientSolver.closeUnder(table, generated, phi[h]);
            }
        }
        // Normal forms, shortest then alphabetical, by degree; the minimal words that are not normal give relations.
        int r = genElems.size();
        List<String> letters = new ArrayList<>();
        for (int i = 0; i < r; i++) {
            letters.add(i < 26 ? String.valueOf((char) ('a' + i)) : "g" + (i + 1));
        }
        int[] newIndex = new int[q];
        Arrays.fill(newIndex, -1);
        String[] names = new String[q];
        Map<String, Integer> normal = new HashMap<>();
        List<int[]> level = new ArrayList<>();
        List<Integer> levelElems = new ArrayList<>();
        level.add(new int[0]);
        levelElems.add(0);
        newIndex[0] = 0;
        names[0] = "1";
        normal.put("", 0);
        int numbered = 1;
        List<String> relations = new ArrayList<>();
        while (!level.isEmpty()) {
            Cancellation.check();
            List<int[]> next = new ArrayList<>();
            List<Integer> nextElems = new ArrayList<>();
            for (int w = 0; w < level.size(); w++) {
                int[] word = level.get(w);
                int first = word.length == 0 ? 0 : word[word.length - 1];
                for (int l = first; l < r; l++) {
                    int[] longer = Arrays.copyOf(word, word.length + 1);
                    longer[word.length] = l;
                    int e = table[levelElems.get(w)][genElems.get(l)];
                    if (newIndex[e] < 0) {
                        newIndex[e] = numbered++;
                        names[e] = format(longer, letters);
                        normal.put(Arrays.toString(longer), e);
                        next.add(longer);
                        nextElems.add(e);
                    } else if (minimalNonNormal(longer, normal)) {
                        relations.add(format(longer, letters) + " = " + names[e]);
                    }
                }
            }
            level = next;
            levelElems = nextElems;
        }
        int[][] renamed = new int[q][q];
        String[] orderedNames = new String[q];
        List<Integer> pPortion = new ArrayList<>();
        for (int a = 0; a < q; a++) {
            orderedNames[newIndex[a]] = names[a];
            for (int b = 0; b < q; b++) {
                renamed[newIndex[a]][newIndex[b]] = newIndex[table[a][b]];
            }
        }
        for (int a = 0; a < q; a++) {
            if (isP[a]) {
                pPortion.add(newIndex[a]);
            }
        }
        pPortion.sort(null);
        int[] heapElems = new int[to + 1];
        for (int h = 0; h <= to; h++) {
            heapElems[h] = newIndex[phi[h]];
        }
        MisereQuotient quotient = new MisereQuotient(q, List.of(orderedNames), renamed, pPortion, 0);
        Presentation presentation = new Presentation(letters, genHeaps, relations);
        HeapElements heaps = period == null ? new HeapElements(heapElems, -1, 0, false)
                : new HeapElements(heapElems, period.preperiod(), period.period(), period.proved());
        int lastExpansion = expansions.isEmpty() ? 0 : expansions.get(expansions.size() - 1);
        OptionalInt stableFrom = period != null && period.proved()
                ? OptionalInt.of(Math.max(period.preperiod(), lastExpansion)) : OptionalInt.empty();
        return new QuotientAnalysis(game, quotient, presentation, heaps, expansions, stableFrom,
                period != null && period.proved());
    }

    private static boolean minimalNonNormal(int[] word, Map<String, Integer> normal) {
        for (int i = 0; i < word.length; i++) {
            int[] shorter = new int[word.length - 1];
            System.arraycopy(word, 0, shorter, 0, i);
            System.arraycopy(word, i + 1, shorter, i, word.length - 1 - i);
            if (!normal.containsKey(Arrays.toString(shorter))) {
                return false;
            }
        }
        return true;
    }

    /** A word of sorted letter indices as Plambeck and Siegel write it: {@code a^2bc^3}; the empty word is 1. */
    static String format(int[] word, List<String> letters) {
        if (word.length == 0) {
            return "1";
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < word.length; ) {
            int j = i;
            while (j < word.length && word[j] == word[i]) {
                j++;
            }
            b.append(letters.get(word[i]));
            if (j - i > 1) {
                b.append('^').append(j - i);
            }
            i = j;
        }
        return b.toString();
    }
}
