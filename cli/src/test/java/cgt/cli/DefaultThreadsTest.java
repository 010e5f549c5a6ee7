package cgt.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The heap engine's default thread count leaves the second thread out when no core is free for it. */
class DefaultThreadsTest {

    @Test
    void twoThreadsOnlyWithACoreToSpare() {
        assertThat(HeapEngineOptions.defaultThreads(2, 0.1)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(2, 0.49)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(2, 0.6)).isEqualTo(1);
        assertThat(HeapEngineOptions.defaultThreads(2, 1.0)).isEqualTo(1);
        assertThat(HeapEngineOptions.defaultThreads(4, 2.4)).isEqualTo(2);
        assertThat(HeapEngineOptions.defaultThreads(1, 0.0)).isEqualTo(1);
        // No load average on this platform: as on a quiet machine.
        assertThat(HeapEngineOptions.defaultThreads(2, -1)).isEqualTo(2);
    }
}
