/** Writes tests/fixtures/en-route-optimiser-golden.json from the current optimiser (run once before changing it). */
import { writeFileSync } from 'node:fs';
import { optimiserCases, solveCase } from './optimiser-golden';

const target = new URL('../../fixtures/en-route-optimiser-golden.json', import.meta.url);
const answers = optimiserCases().map((c) => ({ label: c.label, answer: solveCase(c) }));
writeFileSync(target, JSON.stringify(answers) .replace(/\},\{"label"/g, '},\n{"label"') + '\n');
console.log(`wrote ${answers.length} answers to ${target.pathname}`);
