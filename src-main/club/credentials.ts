/**
 * Where a club password is kept: never in the SQLite file, the logs or an export. Under Electron the
 * OS keychain through safeStorage (electron/safe-credentials.ts); under the browser host and the CLI,
 * which have no keychain of their own, a file readable by this user only (mode 0600) next to the
 * history, `club-credentials.json`, keyed by the club URL (which never holds the password).
 */
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CredentialStore {
  /** Where the password lives, in words (shown by `club status`). */
  readonly where: string;
  get(url: string): string | null;
  set(url: string, password: string): void;
  remove(url: string): void;
}

export const CREDENTIALS_FILE = 'club-credentials.json';

export class FileCredentialStore implements CredentialStore {
  readonly where: string;
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, CREDENTIALS_FILE);
    this.where = `${this.file} (readable by this user only)`;
  }

  get(url: string): string | null {
    return this.read()[url] ?? null;
  }

  set(url: string, password: string): void {
    this.write({ ...this.read(), [url]: password });
  }

  remove(url: string): void {
    const all = this.read();
    delete all[url];
    if (Object.keys(all).length === 0) rmSync(this.file, { force: true });
    else this.write(all);
  }

  private read(): Record<string, string> {
    if (!existsSync(this.file)) return {};
    // Someone widened the file's permissions: narrow them again before reading a password from it.
    if (process.platform !== 'win32' && (statSync(this.file).mode & 0o077) !== 0) chmodSync(this.file, 0o600);
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  }

  private write(all: Record<string, string>): void {
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(all), { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, this.file);
  }
}
