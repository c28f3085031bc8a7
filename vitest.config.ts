import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects (README.md, "Where things are"): fast unit tests, the real app over HTTP, and the
// real game in Debian's chromium. `npm test` runs all three.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // A move is drawn by SwiftShader in software; on a busy 2-core CI machine a frame can take
          // well over vitest's default 1 s poll, so polls of what the player sees wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
