#!/usr/bin/env node
// Runs the TypeScript CLI straight from source, so `npx tablekeeper` works right after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src-cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
