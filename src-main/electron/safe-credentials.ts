/**
 * Club passwords under Electron: sealed with the OS keychain (safeStorage: Keychain on macOS, DPAPI on
 * Windows, libsecret/kwallet on Linux) in the one credentials store (club/credentials.ts), in
 * `club-credentials.safe` next to the history. Where the OS offers no encryption, nothing is stored
 * and the password is asked for again.
 */
import { safeStorage } from 'electron';
import type { PasswordSeal } from '../club/credentials';

export const safeStorageSeal: PasswordSeal = {
  fileName: 'club-credentials.safe',
  describe: () => 'the system keychain (Electron safeStorage)',
  seal: (password) => (safeStorage.isEncryptionAvailable() ? safeStorage.encryptString(password).toString('base64') : null),
  open: (sealed) => {
    if (!safeStorage.isEncryptionAvailable()) return null;
    try {
      return safeStorage.decryptString(Buffer.from(sealed, 'base64'));
    } catch {
      return null;
    }
  },
};
