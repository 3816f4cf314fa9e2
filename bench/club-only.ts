/** npm run bench:club: only the club part of `npm run bench` (docs/club.md, "Scale"). */
import { clubBenchmark } from './club';

console.log('Club sync on a local PostgreSQL (10^5 plays from 20 laptops; targets: first sync < 30 s, incremental < 1 s, pages < 100 ms)');
for (const line of await clubBenchmark()) console.log('  ' + line);
