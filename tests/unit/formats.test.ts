import { expect, test } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endStateSchemas } from '../../src-main/docs/formats';
import { listGames } from '../../src-shared/games/registry';
import { projectRoot } from './helpers';

test('every game documents its end-state format, and the JSON Schema matches the zod schema', () => {
  for (const game of listGames()) {
    expect(existsSync(join(projectRoot, 'docs', 'formats', `${game.meta.id}.md`)), `docs/formats/${game.meta.id}.md`).toBe(true);
  }
  for (const [file, text] of endStateSchemas()) {
    const path = join(projectRoot, 'docs', 'formats', file);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '', `${file} is out of date: run npm run formats`).toBe(text);
  }
});
