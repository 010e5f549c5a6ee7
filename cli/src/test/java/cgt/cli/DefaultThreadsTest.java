package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The heap engine's default thread count: the processors the load average leaves free, and two at least where
 * there are two (the engine itself falls back to one thread while its pipeline measures slower); the most one may
 * ask for.
 */
class DefaultThreadsTest {

    @Test
    void theFreeProcessorsTwoAtLeastAndFourAtMost() {
        assertThat(HeapEngineOptions.defaultThreads(2, 0.1)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(2, 1.0)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(2, 7.5)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(16, 0.2)).isEqualTo(4);
        assertThat(HeapEngineOptions.defaultThreads(16, 3.4)).isEqualTo(4);
        assertThat(HeapEngineOptions.defaultThreads(16, 13.4)).isEqualTo(3);
        assertThat(HeapEngineOptions.defaultThreads(4, 1.6)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(16, 40)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(1, 0.0)).isEqualTo(1);
        // No load average on this platform: as on a quiet machine.
        assertThat(HeapEngineOptions.defaultThreads(8, -1)).isEqualTo(4);
    }

    @Test
    void oneMayAskForAThreadAProcessorAndTwoAnywhere() {
        assertThat(HeapEngineOptions.mostThreads(16)).isEqualTo(16);
        assertThat(HeapEngineOptions.mostThreads(2)).isEqualTo(2);
        assertThat(HeapEngineOptions.mostThreads(1)).isEqualTo(2);
    }
}
