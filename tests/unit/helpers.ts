import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src-main/db/open';
import { createHandlers, type GameCatalogue, type Handlers } from '../../src-main/services/app-services';
import type { Db } from '../../src-main/db/native';
import { highCardGame } from '../fixtures/high-card';

export const projectRoot = join(__dirname, '..', '..');

export function tempDir(prefix = 'tk-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export const fixtureCatalogue: GameCatalogue = {
  get: (id) => (id === 'high-card' ? highCardGame : undefined),
  list: () => [highCardGame],
};

/** Handlers on a fresh database; by default with the test-only game, or with `catalogue` (e.g. the real registry). */
export function openTestHandlers(dir = tempDir(), catalogue: GameCatalogue = fixtureCatalogue): { db: Db; handlers: Handlers; dir: string } {
  const { db, notices } = openDatabase(dir, projectRoot);
  const handlers = createHandlers(db, { version: 'test', host: 'browser', dataDir: dir, notices }, () => new Date('2026-11-22T10:00:00Z'), catalogue);
  return { db, handlers, dir };
}

/** Unwraps a handler result, failing the test with the error message. */
export function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
