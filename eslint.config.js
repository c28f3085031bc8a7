// ESLint (flat config): TypeScript's recommended rules everywhere, React's hook rules in the client,
// and the boundaries the architecture promises (src/engine/README.md, README.md "Where things are"):
// the engine is pure, the client never imports the server, the server never imports the UI or the map,
// the map, sound and the statechart never import the UI, and scripts never import the tests.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundary } from './lint/importBoundary.js';
import { folderLoop } from './lint/folderLoops.js';

const root = import.meta.dirname;
const boundaries = { rules: { 'import-boundary': importBoundary, 'folder-loop': folderLoop } };

const CLIENT_TALKS_HTTP = 'the client talks to the server over HTTP only (src/api)';
const UI_IS_ON_TOP =
  'src/ui is the top layer: it imports the map, sound and the statechart, never the reverse (README.md, "Where things are")';
const SCRIPTS_STAND_ALONE =
  'scripts run without the test suites: what both need lives in scripts/ or src/ (tests may import it from there)';

const ENGINE_IS_PURE =
  'src/engine is pure: the same seed and actions must give the same run in the browser, on the server and in replays (src/engine/README.md)';

/** Globals the engine must never read: clocks, randomness, timers, the DOM, storage and the network. */
const engineForbiddenGlobals = [
  'Date',
  'performance',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'setImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'Worker',
  'crypto',
  'process',
  'console',
  'alert',
].map((name) => ({ name, message: `${ENGINE_IS_PURE}; it never reads ${name}.` }));

export default tseslint.config(
  {
    // Build output, recorded tuning runs and test fixtures are data, not code we write.
    ignores: [
      'dist/**',
      'coverage/**',
      '.tune/**',
      'tests/fixtures/**',
      'data/**',
      'public/sw.js',
      'public/workbox-*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter a callback's signature requires but this body does not read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Node code: the server, scripts, tests and tool configs.
    files: ['server/**', 'scripts/**', 'tests/**', 'lint/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**', 'public/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every client folder that renders or runs React (src/api holds the query hooks).
    files: ['src/{ui,map,audio,app,api}/**/*.{ts,tsx}', 'src/main.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundary': ['error', { root, outside: ['server'], because: CLIENT_TALKS_HTTP }],
    },
  },
  {
    // Replaces the block above's options for these folders, so it repeats the server boundary.
    files: ['src/{map,audio,app}/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundary': [
        'error',
        {
          root,
          outside: [
            { dir: 'server', because: CLIENT_TALKS_HTTP },
            { dir: 'src/ui', because: UI_IS_ON_TOP },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundary': ['error', { root, outside: ['tests'], because: SCRIPTS_STAND_ALONE }],
    },
  },
  {
    files: ['server/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundary': [
        'error',
        {
          root,
          outside: ['src/ui', 'src/map', 'src/audio', 'src/app'],
          because: 'the server shares only the engine and src/shared with the client',
        },
      ],
      'boundaries/folder-loop': [
        'error',
        {
          root,
          tree: 'server',
          because:
            'a feature folder imports the run-log core and the shared infrastructure, never a folder that imports it back (README.md, "Where things are")',
        },
      ],
    },
  },
  {
    files: ['src/engine/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundary': ['error', { root, inside: 'src/engine', because: ENGINE_IS_PURE }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any package but two pure ones (zod validates, fflate packs save codes; neither does I/O):
              // react, pixi.js, @pixi/*, xstate, howler, node:*, fs, ...
              regex: '^(?!\\.{1,2}/|(zod|fflate)(/|$))',
              message: `${ENGINE_IS_PURE}; it imports only its own files, zod and fflate (no React, Pixi, XState, Howler or Node).`,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...engineForbiddenGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: `${ENGINE_IS_PURE}; draw from the run's rng (src/engine/rng).` },
        { object: 'Date', property: 'now', message: `${ENGINE_IS_PURE}; it never reads a clock.` },
        { object: 'performance', property: 'now', message: `${ENGINE_IS_PURE}; it never reads a clock.` },
        { object: 'crypto', property: 'getRandomValues', message: `${ENGINE_IS_PURE}; draw from the run's rng.` },
        { object: 'globalThis', message: `${ENGINE_IS_PURE}; it reads no host globals.` },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: `${ENGINE_IS_PURE}; it never makes a Date.` },
        { selector: 'ImportExpression', message: `${ENGINE_IS_PURE}; it loads nothing at run time.` },
      ],
    },
  },
);
