# jvm-options.sh: the JVM options cgt runs with by default, in one place. Sourced by ./cgt and by the benchmarks
# that run a jar without the launcher, so that both time the same JVM; sets CGT_JVM_OPTIONS (JAVA_OPTS, when set,
# replaces them entirely in ./cgt).
#
# - the parallel collector: G1's concurrent threads compete with the computation for this kind of machine's
#   two cores (Domineering 5x6: 6.9 s against 10.9 s; the proof of 0.16's period: 0.14 s against 0.16-0.25 s);
# - objects that survive one young collection are promoted at once: a search's transposition table and
#   canonical games live to the end, and copying them between survivor spaces again and again was wasted;
# - a starting heap of an eighth of the memory (the maximum stays a quarter): grown from the default of a
#   sixty-fourth, the heap went through full collections of 1.7 and 3 s on 6x6 Domineering (55.5 s in all
#   against 60 s; start-up unchanged);
# - a young generation of a twelfth of the heap (NewRatio 11: 250 to 500 MB on this 24 GB machine) instead of a
#   third: the young generation is where every object is made, and each page of it costs the kernel a fault and
#   zeroing the first time it is written, about 1.7 s a gigabyte on this machine. With a third, a search touched
#   a gigabyte of it once and never needed the room (the survivors are few and promoted at once). In turn, the
#   same jar, quiet (load average 1.8 to 2.1): Domineering 5x6 3.39 to 3.50 s against 3.92 to 3.97 s, resident
#   memory 382 against 650 MB; cgt solve domineering 8x8 2.17 to 2.25 s against 2.58 to 2.82 s; the misère
#   quotient of 0.07 to heap 30 1.10 to 1.19 s against 1.12 to 2.83 s and 280 against 823 MB; Domineering 6x6
#   37.8 and 35.0 s against 38.1 and 37.1 s, 1.26 against 2.6 GB; a survey of octal:2 on Spark 16.9 and 17.1 s
#   against 18.3 and 17.9 s, 545 against 900 MB; Grundy's game to 2^20 and the proof of 0.16's period the same.
#   A fixed size (-Xmn) did as well here but makes a small machine's JVM warn; a ratio scales with the memory.
# - no automatic loop unrolling by the optimising compiler: the hot loops are unrolled by hand, and unrolling
#   them again made them slower to compile, which short runs pay for (the proof of 0.16's period: 0.113 s
#   against 0.126 s, medians of 7; 0.56's 0.159 against 0.169; Grundy's game to 2^20 2.79 s against 2.94 to
#   3.09 s; Domineering 5x6 and 0.007 to 2^18 unchanged).
# - transparent huge pages for the heap where the kernel offers them (always, or on request: madvise): the searches'
#   tables are hundreds of megabytes probed at random, and with 4 KiB pages most probes missed the TLB too (in turn,
#   load average 3 to 6: Domineering 6x6's value 134 and 118 s of processor time without, 119 and 91 s with; 5x6
#   18.3, 18.4 and 15.2 s against 13.0, 13.2 and 13.2 s; cgt solve domineering 8x8 about 12% less; the same
#   resident memory). Where the kernel has none (or no such file: not Linux) the option is left out, as the JVM
#   would warn.
CGT_JVM_OPTIONS="-XX:+UseParallelGC -XX:MaxTenuringThreshold=1 -XX:InitialRAMPercentage=12.5 -XX:NewRatio=11"
CGT_JVM_OPTIONS="$CGT_JVM_OPTIONS -XX:LoopUnrollLimit=1"
if grep -qE '\[(always|madvise)\]' /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null; then
  CGT_JVM_OPTIONS="$CGT_JVM_OPTIONS -XX:+UseTransparentHugePages"
fi
