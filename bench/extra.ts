/** Game-specific benchmarks (e.g. the En Route route optimiser), each printing its own lines. */
import { historyBenchmark } from './history';
import { enRouteBenchmark } from './en-route';
import { carcassonneBenchmark } from './carcassonne';
import { arenaBenchmark } from './arena';

export const extraBenchmarks: [string, () => string[]][] = [['Match history (seeded plays; every page under 100 ms is the target)', historyBenchmark], ['Carcassonne (union-find features)', carcassonneBenchmark], ['En Route final-route optimiser vs exhaustive search (target: proven optimum under 50 ms p99)', enRouteBenchmark], ['Bots (small arenas; docs/bots.md has the 200-game figures)', arenaBenchmark]];
