/**
 * Where a club password is kept: never in the SQLite file, the logs or an export, but in a file next to
 * the history readable by this user only (mode 0600), keyed by the club URL (which never holds the
 * password). One store; the host chooses how a password is sealed in it: under Electron with the OS
 * keychain through safeStorage (electron/safe-credentials.ts, `club-credentials.safe`); under the
 * browser host and the CLI, which have no keychain of their own, as written (`club-credentials.json`).
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

/** How a host seals a password in the credentials file. */
export interface PasswordSeal {
  fileName: string;
  /** Where the password lives, in words, given the file's path. */
  describe(file: string): string;
  /** The sealed text, or null when this machine cannot seal (then nothing is stored and the password is asked again). */
  seal(password: string): string | null;
  /** The password, or null when the sealed text cannot be opened here. */
  open(sealed: string): string | null;
}

export const CREDENTIALS_FILE = 'club-credentials.json';

/** No keychain (browser host, CLI): the file's own permissions are the protection. */
export const unsealed: PasswordSeal = {
  fileName: CREDENTIALS_FILE,
  describe: (file) => `${file} (readable by this user only)`,
  seal: (password) => password,
  open: (sealed) => sealed,
};

export class FileCredentialStore implements CredentialStore {
  readonly where: string;
  private readonly file: string;

  constructor(dataDir: string, private readonly sealing: PasswordSeal = unsealed) {
    this.file = join(dataDir, sealing.fileName);
    this.where = sealing.describe(this.file);
  }

  get(url: string): string | null {
    const sealed = this.read()[url];
    return sealed ? this.sealing.open(sealed) : null;
  }

  set(url: string, password: string): void {
    const sealed = this.sealing.seal(password);
    if (sealed !== null) this.write({ ...this.read(), [url]: sealed });
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
