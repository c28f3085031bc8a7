// The lint config keeps src/engine pure, the client and server apart, the UI on top of the map, sound and the
// statechart, and scripts apart from the tests (eslint.config.js): these lint snippets as if they were files at
// real paths and check what `npm run lint` would tell a developer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo });
const PURE =
  'src/engine is pure: the same seed and actions must give the same run in the browser, on the server and in replays (src/engine/README.md)';

/** Lints `code` as the file `file` (relative to the repository) and lists what ESLint reports. */
async function findings(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('an engine file', () => {
  const engineFile = 'src/engine/rules/probe.ts';

  it('may not read the clock with Date.now()', async () => {
    const found = await findings(engineFile, 'export const t = Date.now();\n');
    expect(found).toContainEqual({
      rule: 'no-restricted-properties',
      message: `'Date.now' is restricted from being used. ${PURE}; it never reads a clock.`,
    });
  });

  it('may not make a Date', async () => {
    const found = await findings(engineFile, 'export const d = new Date();\n');
    expect(found).toContainEqual({ rule: 'no-restricted-syntax', message: `${PURE}; it never makes a Date.` });
    expect(found).toContainEqual({
      rule: 'no-restricted-globals',
      message: `Unexpected use of 'Date'. ${PURE}; it never reads Date.`,
    });
  });

  it('may not roll Math.random()', async () => {
    const found = await findings(engineFile, 'export const r = Math.random();\n');
    expect(found).toEqual([
      {
        rule: 'no-restricted-properties',
        message: `'Math.random' is restricted from being used. ${PURE}; draw from the run's rng (src/engine/rng).`,
      },
    ]);
  });

  it('may not import React, Pixi, XState, Howler or Node', async () => {
    for (const pkg of ['react', 'pixi.js', '@pixi/react', 'xstate', 'howler', 'node:fs', 'fs']) {
      const found = await findings(engineFile, `import x from '${pkg}';\nexport default x;\n`);
      expect(
        found.map((f) => f.rule),
        pkg,
      ).toEqual(['no-restricted-imports']);
      expect(found[0].message, pkg).toContain(`'${pkg}' import is restricted from being used by a pattern. ${PURE}`);
    }
  });

  it('may not touch the DOM', async () => {
    const found = await findings(engineFile, "document.title = 'x';\n");
    expect(found).toEqual([
      { rule: 'no-restricted-globals', message: `Unexpected use of 'document'. ${PURE}; it never reads document.` },
    ]);
  });

  it('may not import a file outside src/engine, however many folders up', async () => {
    const found = await findings(
      'src/engine/save/validate/probe.ts',
      "export { season } from '../../../shared/season';\n",
    );
    expect(found).toEqual([
      { rule: 'boundaries/import-boundary', message: `'../../../shared/season' leaves src/engine: ${PURE}` },
    ]);
  });

  it('may import its own files, zod and fflate', async () => {
    const code =
      "import { z } from 'zod';\nimport { zipSync } from 'fflate';\nimport { refuse } from '../rules/log';\nexport const all = [z, zipSync, refuse];\n";
    expect(await findings('src/engine/save/probe.ts', code)).toEqual([]);
  });
});

describe('outside the engine', () => {
  it('a UI file may read the clock', async () => {
    const code = 'export const t = Date.now();\nexport const d = new Date();\nexport const r = Math.random();\n';
    expect(await findings('src/ui/game/probe.ts', code)).toEqual([]);
  });

  it('the client may not import the server', async () => {
    const found = await findings('src/ui/game/probe.ts', "export { createApp } from '../../../server/app';\n");
    expect(found).toEqual([
      {
        rule: 'boundaries/import-boundary',
        message: "'../../../server/app' reaches into server: the client talks to the server over HTTP only (src/api)",
      },
    ]);
  });

  it('the server may not import the UI or the map, but may import the engine', async () => {
    const found = await findings(
      'server/scores/probe.ts',
      "export { App } from '../../src/ui/App';\nexport { replay } from '../../src/engine';\n",
    );
    expect(found).toEqual([
      {
        rule: 'boundaries/import-boundary',
        message:
          "'../../src/ui/App' reaches into src/ui: the server shares only the engine and src/shared with the client",
      },
    ]);
  });
});

describe('the layers under the UI, and the scripts', () => {
  const INTO_UI =
    'src/ui is the top layer: it imports the map, sound and the statechart, never the reverse (README.md, "Where things are")';

  it.each(['src/map/probe.ts', 'src/audio/probe.ts', 'src/app/probe.ts'])('%s may not import src/ui', async (file) => {
    const found = await findings(file, "export { TerminalDialog } from '../ui/common/TerminalDialog';\n");
    expect(found).toEqual([
      {
        rule: 'boundaries/import-boundary',
        message: `'../ui/common/TerminalDialog' reaches into src/ui: ${INTO_UI}`,
      },
    ]);
  });

  // No file is exempt: the map's view and exit statistics once read the UI's palette and figures, and the
  // victory recorder once lived with the tests; each is held like any other file.
  it.each(['src/map/MapView.tsx', 'src/map/ExitStatsPopup.tsx'])('%s is held like any map file', async (file) => {
    const found = await findings(file, "export { useDisplay } from '../ui/display/DisplayProvider';\n");
    expect(found.map((f) => f.rule)).toEqual(['boundaries/import-boundary']);
  });

  it('scripts/victor.ts is held like any script', async () => {
    const found = await findings(
      'scripts/victor.ts',
      "export { handBuiltVictor } from '../tests/support/engine/victor';\n",
    );
    expect(found.map((f) => f.rule)).toEqual(['boundaries/import-boundary']);
  });

  it('the map still may not import the server, for its own reason', async () => {
    const found = await findings('src/map/probe.ts', "export { createApp } from '../../server/app';\n");
    expect(found).toEqual([
      {
        rule: 'boundaries/import-boundary',
        message: "'../../server/app' reaches into server: the client talks to the server over HTTP only (src/api)",
      },
    ]);
  });

  it('the UI may import the map, sound and the statechart', async () => {
    const code =
      "export { paletteFor } from '../../map/palette';\nexport { useAudio } from '../../audio/AudioProvider';\nexport { gameMachine } from '../../app/gameMachine';\n";
    expect(await findings('src/ui/game/probe.ts', code)).toEqual([]);
  });

  it('a script may not import the tests, and a test may import a script', async () => {
    const found = await findings(
      'scripts/sim/probe.ts',
      "export { pathTo } from '../../tests/support/engine/situations';\n",
    );
    expect(found).toEqual([
      {
        rule: 'boundaries/import-boundary',
        message:
          "'../../tests/support/engine/situations' reaches into tests: scripts run without the test suites: what both need lives in scripts/ or src/ (tests may import it from there)",
      },
    ]);
    expect(
      await findings('tests/unit/sim/probe.ts', "export { digest } from '../../../scripts/sim/digest';\n"),
    ).toEqual([]);
  });
});
