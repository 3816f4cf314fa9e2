/** Writes tests/fixtures/engine-golden.json from the current engines (run once before an engine refactor). */
import { writeFileSync } from 'node:fs';
import { recordGolden } from './engine-golden';

const target = new URL('../../fixtures/engine-golden.json', import.meta.url);
writeFileSync(target, JSON.stringify(recordGolden(), null, 1) + '\n');
console.log(`wrote ${target.pathname}`);
