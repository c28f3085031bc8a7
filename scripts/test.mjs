// `npm test`: the typecheck and every test suite (vitest.config.ts) at once. The typecheck is about 20 s
// of one core that the suites' start (the client build, the first unit files) does not fill; run
// first, it added its whole time to the run's. A type error still fails the run at once: its
// messages are printed and the suites are stopped.
import { spawn } from 'node:child_process';

const run = (args, options) => spawn('npx', args, { stdio: 'inherit', ...options });
const exited = (child) =>
  new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

// Its own process group, so stopping it stops its workers and browsers too.
const suites = run(['vitest', 'run', ...process.argv.slice(2)], { detached: true });
const suitesEnded = exited(suites);
const typecheck = run(['tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: ['ignore', 'pipe', 'inherit'] });
const typecheckEnded = exited(typecheck);

let typeErrors = '';
typecheck.stdout.on('data', (chunk) => (typeErrors += chunk));
const stopSuites = () => {
  try {
    process.kill(-suites.pid, 'SIGTERM');
  } catch {
    // Already ended.
  }
};
process.on('SIGINT', stopSuites);
process.on('SIGTERM', stopSuites);

const typecheckCode = await typecheckEnded;
if (typecheckCode !== 0) {
  stopSuites();
  process.stdout.write(`\nThe typecheck failed (tsc exit ${typecheckCode}); the suites were stopped:\n${typeErrors}`);
}
const suitesCode = await suitesEnded;
process.exit(typecheckCode !== 0 ? typecheckCode : suitesCode);
