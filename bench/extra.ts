/** Game-specific benchmarks (e.g. the En Route route optimiser), each printing its own lines. */
export const extraBenchmarks: [string, () => string[]][] = [];
