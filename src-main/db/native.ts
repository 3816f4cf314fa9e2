/**
 * The only importer of better-sqlite3. Under Electron the module needs a build for Electron's ABI;
 * scripts/electron-native.mjs puts one in .native/electron/ so the Node build stays untouched for
 * the tests, the CLI and the browser host.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

export function electronBindingPath(projectRoot: string): string {
  return join(projectRoot, '.native', 'electron', 'better_sqlite3.node');
}

/** `busyMs`: how long SQLite waits for another connection's lock before answering SQLITE_BUSY. */
export function openSqlite(file: string, projectRoot: string, options: { readonly?: boolean; busyMs?: number } = {}): Db {
  const binding = process.versions.electron ? electronBindingPath(projectRoot) : undefined;
  const nativeBinding = binding && existsSync(binding) ? binding : undefined;
  return new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false, nativeBinding, timeout: options.busyMs ?? 5000 });
}
