/**
 * Club passwords under Electron: encrypted with the OS keychain (safeStorage: Keychain on macOS, DPAPI on
 * Windows, libsecret/kwallet on Linux) into `club-credentials.safe` next to the history (mode 0600).
 * Where the OS offers no encryption, nothing is stored and the password is asked for again.
 */
import { safeStorage } from 'electron';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialStore } from '../club/credentials';

export class SafeStorageCredentialStore implements CredentialStore {
  readonly where = 'the system keychain (Electron safeStorage)';
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'club-credentials.safe');
  }

  get(url: string): string | null {
    const sealed = this.read()[url];
    if (!sealed || !safeStorage.isEncryptionAvailable()) return null;
    try {
      return safeStorage.decryptString(Buffer.from(sealed, 'base64'));
    } catch {
      return null;
    }
  }

  set(url: string, password: string): void {
    if (!safeStorage.isEncryptionAvailable()) return;
    this.write({ ...this.read(), [url]: safeStorage.encryptString(password).toString('base64') });
  }

  remove(url: string): void {
    const all = this.read();
    delete all[url];
    if (Object.keys(all).length === 0) rmSync(this.file, { force: true });
    else this.write(all);
  }

  private read(): Record<string, string> {
    if (!existsSync(this.file)) return {};
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  }

  private write(all: Record<string, string>): void {
    writeFileSync(`${this.file}.tmp`, JSON.stringify(all), { mode: 0o600 });
    renameSync(`${this.file}.tmp`, this.file);
  }
}
