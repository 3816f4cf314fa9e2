import { defineConfig } from 'vitest/config';

/** Screenshots of the boards for people to look at (npm run shots): not part of npm test. */
export default defineConfig({
  test: {
    include: ['tests/shots/**/*.shots.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 1_200_000,
    hookTimeout: 180_000,
  },
});
