import { defineConfig } from 'vitest/config';

/** End-to-end: Debian's Chromium against the browser host, and Electron where its binary exists. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/e2e-electron/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
