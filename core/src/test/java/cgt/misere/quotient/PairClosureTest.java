package cgt.misere.quotient;

import static org.assertj.core.api.Assertions.assertThat;

import cgt.heap.HeapRule;
import cgt.heap.TakeAndBreak;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The solver's shortcuts against the plain ways they replace. {@link PairClosure} multiplies each pair once, breadth
 * first, where the plain closure (written here, with a store of its own) adds one copy of the heap to every old
 * pair's word a round: both must make the same pairs in the same order, with the same parents, and stop at the same
 * failing pair, on the pairs of Dawson's Kayles (its quotient of heaps 1..20, order 24, then every element tried for
 * heap 21, as the solver tries them) and of random monoids with random P-portions. The trial's multiplication table,
 * read off the generators' columns, must be the product monoid's own, for the finest congruence and for two
 * projections.
 */
class PairClosureTest {

    /** A pair store of its own for the plain closure: a list, and a map from (element, set) to the index. */
    private static final class PlainStore {
        final List<Integer> elem = new ArrayList<>();
        final List<BitSet> sets = new ArrayList<>();
        final List<Integer> parent = new ArrayList<>();
        final List<Integer> heap = new ArrayList<>();
        final Map<List<Object>, Integer> index = new HashMap<>();

        int find(int e, BitSet s) {
            return index.getOrDefault(List.of(e, s), -1);
        }

        int add(int e, BitSet s, int from, int h) {
            index.put(List.of(e, (BitSet) s.clone()), elem.size());
            elem.add(e);
            sets.add((BitSet) s.clone());
            parent.add(from);
            heap.add(h);
            return elem.size() - 1;
        }
    }

    /** The closure as the solver made it before: every old pair's word gets one more copy of the heap a round. */
    private static int plainClose(PlainStore pairs, int[][] table, int g, int[] options, boolean[] isP, int h) {
        int base = pairs.elem.size();
        int[] cur = new int[base];
        for (int i = 0; i < base; i++) {
            cur[i] = i;
        }
        while (true) {
            boolean added = false;
            for (int i = 0; i < base; i++) {
                int e = pairs.elem.get(cur[i]);
                BitSet next = new BitSet();
                pairs.sets.get(cur[i]).stream().forEach(x -> next.set(table[x][g]));
                for (int t : options) {
                    next.set(table[e][t]);
                }
                int product = table[e][g];
                int idx = pairs.find(product, next);
                if (idx < 0) {
                    idx = pairs.add(product, next, cur[i], h);
                    added = true;
                    boolean noOptionIsP = next.stream().noneMatch(x -> isP[x]);
                    if (noOptionIsP != isP[product]) {
                        return idx;
                    }
                }
                cur[i] = idx;
            }
            if (!added) {
                return -1;
            }
        }
    }

    /** Closes both stores under the heap and asserts the same answer and the same pairs, in the same order. */
    private static int closeBoth(PairStore store, PlainStore plain, int[][] table, int g, int[] options,
            boolean[] isP, int h) {
        int found = PairClosure.close(store, table, g, options, isP, h, () -> { });
        assertThat(found).as("heap %d as element %d", h, g).isEqualTo(plainClose(plain, table, g, options, isP, h));
        assertThat(store.count).isEqualTo(plain.elem.size());
        long[] bits = new long[store.words];
        for (int i = 0; i < store.count; i++) {
            System.arraycopy(store.bits, i * store.words, bits, 0, store.words);
            assertThat(List.of(store.elem[i], BitSet.valueOf(bits), store.parent[i], store.heap[i])).as("pair %d", i)
                    .isEqualTo(List.of(plain.elem.get(i), plain.sets.get(i), plain.parent.get(i), plain.heap.get(i)));
        }
        return found;
    }

    private static PairStore startedStore(int size) {
        PairStore store = new PairStore(size);
        store.addIfNew(0, new long[store.words], -1, 0);
        return store;
    }

    private static PlainStore startedPlain() {
        PlainStore plain = new PlainStore();
        plain.add(0, new BitSet(), -1, 0);
        return plain;
    }

    @Test
    void dawsonsKaylesPairsAreThoseOfThePlainClosure() {
        HeapRule rule = TakeAndBreak.parse("0.07");
        QuotientAnalysis q = new QuotientSolver("0.07", rule).compute(20, false);
        MisereQuotient m = q.quotient();
        assertThat(m.order()).isEqualTo(24);
        int[][] table = m.table();
        boolean[] isP = new boolean[m.order()];
        m.pPortion().forEach(x -> isP[x] = true);
        int[] phi = Arrays.copyOf(q.heaps().elements(), 22);
        PairStore store = startedStore(m.order());
        PlainStore plain = startedPlain();
        for (int h = 1; h <= 20; h++) {
            int[] options = QuotientSolver.optionElements(rule, h, m::multiply, phi, m.order());
            if (options.length > 0) {
                assertThat(closeBoth(store, plain, table, phi[h], options, isP, h)).isEqualTo(-1);
            }
        }
        // Every word of heaps 1..20 has its pair now: closing under one of those heaps again adds none (why the
        // check skips a heap that acts on pairs as an earlier one does).
        for (int h : List.of(2, 7, 20)) {
            int[] options = QuotientSolver.optionElements(rule, h, m::multiply, phi, m.order());
            int before = store.count;
            assertThat(PairClosure.close(store, table, phi[h], options, isP, h, () -> { })).isEqualTo(-1);
            assertThat(store.count).isEqualTo(before);
        }
        // Heap 21 as each element of the quotient, from the same pairs each time, as the solver tries them.
        int known = store.count;
        int failures = 0;
        for (int x = 0; x < m.order(); x++) {
            phi[21] = x;
            int[] options = QuotientSolver.optionElements(rule, 21, m::multiply, phi, m.order());
            PlainStore again = startedPlain();
            for (int i = 1; i < known; i++) {
                BitSet s = BitSet.valueOf(Arrays.copyOfRange(store.bits, i * store.words, (i + 1) * store.words));
                again.add(store.elem[i], s, store.parent[i], store.heap[i]);
            }
            if (closeBoth(store, again, table, x, options, isP, 21) >= 0) {
                failures++;
            }
            store.truncate(known);
            assertThat(store.count).isEqualTo(known);
        }
        assertThat(failures).as("the elements heap 21 is not").isBetween(1, m.order() - 1);
    }

    @Test
    void randomMonoidsPairsAreThoseOfThePlainClosure() {
        Random random = new Random(23);
        int failures = 0;
        for (int trial = 0; trial < 60; trial++) {
            QuotientSolver.ProductMonoid m = randomMonoid(random);
            int size = m.size();
            int[][] table = tableOf(m);
            boolean[] isP = new boolean[size];
            for (int x = 1; x < size; x++) {
                isP[x] = random.nextInt(4) == 0;
            }
            PairStore store = startedStore(size);
            PlainStore plain = startedPlain();
            for (int h = 1; h <= 6; h++) {
                int[] options = random.ints(1 + random.nextInt(3), 0, size).distinct().sorted().toArray();
                if (closeBoth(store, plain, table, random.nextInt(size), options, isP, h) >= 0) {
                    failures++;
                    break;
                }
            }
        }
        assertThat(failures).as("closures that met a failing pair").isPositive();
    }

    /** A cyclic monoid times one or two cyclic parts, at most a few hundred elements. */
    private static QuotientSolver.ProductMonoid randomMonoid(Random random) {
        int[][] base = tableOf(new QuotientSolver.ProductMonoid(new int[][] {{0}}, new int[] {random.nextInt(4)},
                new int[] {1 + random.nextInt(3)}));
        int parts = 1 + random.nextInt(2);
        int[] index = new int[parts];
        int[] period = new int[parts];
        for (int j = 0; j < parts; j++) {
            index[j] = random.nextInt(5);
            period[j] = 1 + random.nextInt(4);
        }
        return new QuotientSolver.ProductMonoid(base, index, period);
    }

    private static int[][] tableOf(QuotientSolver.ProductMonoid m) {
        int size = m.size();
        int[][] table = new int[size][size];
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                table[a][b] = m.mul(a, b);
            }
        }
        return table;
    }

    @Test
    void theTableFromTheGeneratorsIsTheMonoidsOwn() {
        Random random = new Random(7);
        for (int trial = 0; trial < 40; trial++) {
            QuotientSolver.ProductMonoid m = randomMonoid(random);
            int size = m.size();
            int q = size / cyclicSize(m);
            int[][] table = tableOf(m);
            // Generators: the base's (element 1, when the base has more than the identity) and each cyclic part's.
            List<Integer> gens = new ArrayList<>();
            if (q > 1) {
                gens.add(1);
            }
            for (int j = 0; m.generator(j) < size && gens.size() < 3; j++) {
                gens.add(m.generator(j));
            }
            int[] g = gens.stream().mapToInt(Integer::intValue).toArray();
            int[] reached = new int[size];
            int[] prod = new int[size * g.length];
            for (int x = 0; x < size; x++) {
                reached[x] = x;
                for (int j = 0; j < g.length; j++) {
                    prod[x * g.length + j] = m.mul(x, g[j]);
                }
            }
            int[] identity = reached.clone();
            // Every element its own class: the table is the monoid's.
            assertThat(QuotientSolver.multiplicationTable(size, reached, identity, identity, prod, g.length))
                    .isDeepEqualTo(table);
            // Classed by the base part alone (element x's base part is x mod q): the base's table.
            int[] byBase = new int[size];
            int[] byCyclic = new int[size];
            for (int x = 0; x < size; x++) {
                byBase[x] = x % q;
                byCyclic[x] = x / q;
            }
            int[][] baseTable = new int[q][q];
            int c = size / q;
            int[][] cyclicTable = new int[c][c];
            for (int a = 0; a < size; a++) {
                for (int b = 0; b < size; b++) {
                    baseTable[a % q][b % q] = table[a][b] % q;
                    cyclicTable[a / q][b / q] = table[a][b] / q;
                }
            }
            assertThat(QuotientSolver.multiplicationTable(q, reached, byBase, identity, prod, g.length))
                    .isDeepEqualTo(baseTable);
            assertThat(QuotientSolver.multiplicationTable(c, reached, byCyclic, identity, prod, g.length))
                    .isDeepEqualTo(cyclicTable);
        }
    }

    /** How many elements the cyclic parts have together: the size over the base's order. */
    private static int cyclicSize(QuotientSolver.ProductMonoid m) {
        return m.size() / m.generator(0);
    }
}
