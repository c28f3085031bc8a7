// Entry of `npm run admin -- ...`: the configured store (SQLite under DATA_DIR or MONGODB_URI).
import { ConfigError, loadConfig } from '../config';
import { openStore } from '../openStore';
import { DEFAULT_PROFANITY_WORDS } from '../words/defaultWords';
import { ADMIN_USAGE, runAdmin } from './cli';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
    process.stdout.write(`${ADMIN_USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  const store = await openStore(config, DEFAULT_PROFANITY_WORDS);
  try {
    return await runAdmin(argv, {
      store,
      clock: () => new Date(),
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? '' : 'admin failed: '}${(error as Error).message}\n`);
    process.exit(1);
  },
);
