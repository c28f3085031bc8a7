import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The browser files that time what a person waits for (the map after Enter, a move reaching a
// spectator): they run last and alone, so another file's drawing never lands in their figures.
const TIMED_E2E = ['tests/e2e/first-minute.test.ts', 'tests/e2e/watch-live.test.ts'];

const UNIT = {
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  environment: 'node' as const,
  testTimeout: 60_000,
  setupFiles: ['tests/support/react/setup.ts'],
};
// The unit files that replace a module with vi.mock (the test-only victory rules): each imports afresh.
const MOCKING_UNIT = [
  'tests/unit/app/victory.test.ts',
  'tests/unit/engine/chronicle/chronicleVictory.test.ts',
  'tests/unit/engine/victory.test.ts',
  'tests/unit/ui/game/victory.test.tsx',
];

const INTEGRATION = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['tests/support/server/globalSetup.ts'],
};
const MOCKING_INTEGRATION = ['tests/integration/victory.test.ts'];

// A move is drawn by SwiftShader in software; on a busy 2-core CI machine a frame can take well over
// vitest's default 1 s poll, so polls of what the player sees wait up to 10 s.
const E2E = {
  environment: 'node' as const,
  testTimeout: 180_000,
  hookTimeout: 300_000,
  globalSetup: ['tests/support/browser/globalSetup.ts'],
  // Each file starts its own server and chromium; what it imports (the engine, playwright, the helpers)
  // a worker keeps for its next file instead of importing it again: about 2.3 CPU seconds a file.
  isolate: false,
  expect: { poll: { timeout: 10_000 } },
};

// The projects (README.md, "Where things are"): fast unit tests, the real app over HTTP, the real game in
// Debian's chromium, and last, alone, the timed browser files. `npm test` runs all, in three groups (vitest takes
// one worker count per group): the unit and HTTP files two at a time (they keep a core busy), then the browser
// files three at a time (most of a browser test is a person's pace, keys 80 ms apart and a toast's life: one file
// used 0.6 of a core), then the timed files alone.
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          exclude: MOCKING_UNIT,
          // A worker keeps what it imported for its next file instead of importing it again: the unit
          // files took 72 s instead of 156 s. Files that replace a module (vi.mock) need fresh imports.
          isolate: false,
        },
      },
      { extends: true, test: { ...UNIT, name: 'unit-mocking', include: MOCKING_UNIT } },
      {
        extends: true,
        test: {
          ...INTEGRATION,
          name: 'integration',
          exclude: MOCKING_INTEGRATION,
          isolate: false,
        },
      },
      { extends: true, test: { ...INTEGRATION, name: 'integration-mocking', include: MOCKING_INTEGRATION } },
      {
        extends: true,
        test: {
          ...E2E,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: TIMED_E2E,
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { ...E2E, name: 'e2e-timed', include: TIMED_E2E, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
