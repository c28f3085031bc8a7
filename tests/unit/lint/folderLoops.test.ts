// The server's folders import each other without a loop (eslint.config.js, lint/folderLoops.js): the
// tree as it is has none, and a file that would close one is told which loop, file by file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { folderGraph, folderLoops } from '../../../lint/folderLoops.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo });

/** Lints `code` as the file `file` (relative to the repository) and lists what the loop rule reports. */
async function loopFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/folder-loop').map((m) => m.message);
}

describe("the server's folders", () => {
  it('import each other without a loop', () => {
    expect(folderLoops(folderGraph(path.join(repo, 'server')))).toEqual([]);
  });

  it('the run-log core may not import a feature that imports it', async () => {
    const found = await loopFindings('server/runLog/probe.ts', "export { verifyRun } from '../scores/verify';\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^'\.\.\/scores\/verify' closes a loop between server folders: runLog -> scores -> runLog \(server\/scores\/\S+ imports server\/runLog\/\S+\); /,
    );
  });

  it('a feature may import the run-log core and the shared infrastructure', async () => {
    const code = "export { canonicalLog } from '../runLog/canonical';\nexport { HttpError } from '../http/errors';\n";
    expect(await loopFindings('server/coupons/probe.ts', code)).toEqual([]);
  });
});
