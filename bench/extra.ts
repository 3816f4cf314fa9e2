/** Game-specific benchmarks (e.g. the En Route route optimiser), each printing its own lines. */
import { historyBenchmark } from './history';

export const extraBenchmarks: [string, () => string[]][] = [['Match history (seeded plays; every page under 100 ms is the target)', historyBenchmark]];
