// `npm run soak`: the long variants of the reliability suites (docs/RELIABILITY.md). Prints every figure and
// exits 1 when any suite finds a failure. The browser suite follows it with 1,000 save codes (see package.json).
import { runCrashSuite } from './crash';
import { runLoadSuite, runRateLimitSuite } from './load';
import { runBadInputSuite } from './badInput';
import { runForgerySuite } from './forgery';
import { runHeadersSuite } from './headers';
import { startApp } from '../support/server/process';

const failures: string[] = [];
const check = (suite: string, ok: boolean, detail: unknown) => {
  if (!ok) failures.push(`${suite}: ${JSON.stringify(detail).slice(0, 600)}`);
};

async function main(): Promise<void> {
  const crash = await runCrashSuite(20);
  check(
    'crash',
    crash.missing201.length + crash.duplicates.length + crash.storedWithout201.length === 0 &&
      crash.integrity.every((r) => r === 'ok'),
    crash,
  );
  const load = await runLoadSuite(60, 16, 4000);
  check(
    'load',
    load.status5xx === 0 && load.dropped === 0 && load.unexpected.length === 0 && load.storedRows === load.created,
    load,
  );
  const limits = await runRateLimitSuite(3, 20);
  check(
    'rate limits',
    limits.abusive.limited === 240 && limits.polite.limited === 0 && limits.polite.failed.length === 0,
    limits,
  );
  const bad = await runBadInputSuite(10_000);
  check(
    'bad input',
    bad.status5xx.length + bad.dropped.length + bad.unclear4xx.length + bad.wrongSuccess.length === 0 &&
      bad.serverAlive &&
      bad.healthyAfter,
    bad,
  );
  const server = await startApp();
  try {
    const forgery = await runForgerySuite(server.url);
    check('forgery', forgery.accepted.length === 0 && forgery.controlAccepted, forgery);
    const headers = await runHeadersSuite(server.url, '/assets/index-abc123.js');
    check('headers', headers.missing.length === 0 && headers.bodyLimit413 === headers.bodyLimitChecked, headers);
  } finally {
    await server.stop();
  }
  if (failures.length > 0) {
    console.error(`[reliability] soak FAILED:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log('[reliability] soak passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
