// The operator command (`npm run admin -- ...`): coupons, profanity words, entries, season.
// Pure over its collaborators so tests run it in-process; main.ts wires the real store.
import { parseArgs } from 'node:util';
import { COUPON_MAX_LENGTH } from '../../src/shared/coupon';
import { seasonAt } from '../../src/shared/season';
import { CouponsService } from '../coupons/service';
import type { Store } from '../store/types';
import type { Coupon } from '../coupons/repository';
import { repositoriesOf } from '../repositories';

/** Where the command writes, and what it works on. */
export interface AdminDeps {
  store: Store;
  clock: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The usage text of --help. */
export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  coupon create [--code CODE [--allow-guessable]] [--expires ISO-DATE] [--uses N|unlimited]
                               create a coupon: one use, no expiry and a random code unless given;
                               a given code needs 12+ letters and digits, mixing both, unless
                               --allow-guessable
  coupon list                  list coupons with uses, expiry and state
  coupon revoke CODE           revoke a coupon
  word add WORD                add a profanity word
  word remove WORD             remove a profanity word
  word list                    list the profanity words
  entry remove ID              remove a Hall of Legends entry
  season                       show the current season and its window
  --help                       show this help

Exit codes: 0 done, 1 not found or refused, 2 bad arguments.`;

/** A bad invocation: exit code 2 with the message and a hint. */
class UsageError extends Error {}

function describeCoupon(c: Coupon, now: Date): string {
  const expired = c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime();
  const usedUp = c.maxUses !== null && c.uses >= c.maxUses;
  const state = c.revoked ? 'revoked' : expired ? 'expired' : usedUp ? 'used up' : 'active';
  const uses = `${c.uses}/${c.maxUses ?? 'unlimited'} uses`;
  const expires = `expires ${c.expiresAt ? c.expiresAt.toISOString() : 'never'}`;
  return `${c.code}\t${state}\t${uses}\t${expires}`;
}

// A code an operator picks is guessed through the coupon check (30 tries a minute per address)
// when it is a word or a date: 12+ letters and digits mixing both is 12 x 5.2 = 62 bits when random,
// and rules out a lone word, name or date. Separators such as '-' do not count.
const GUESSABLE_MIN_LENGTH = 12;

/** True when a given code is too short or too plain to be hard to guess. */
function isGuessable(code: string): boolean {
  const alphanumeric = code.replace(/[^A-Za-z0-9]/g, '');
  return alphanumeric.length < GUESSABLE_MIN_LENGTH || !/[A-Za-z]/.test(code) || !/[0-9]/.test(code);
}

/** A coupon without --uses has one use: a leaked code must not stay usable for everyone. */
function parseUses(uses: string | undefined): number | null {
  if (uses === undefined) return 1;
  if (uses === 'unlimited') return null;
  if (!/^\d+$/.test(uses) || Number(uses) < 1)
    throw new UsageError(`--uses must be a whole number of at least 1, or unlimited, got: ${uses}`);
  return Number(uses);
}

function parseCreateOptions(
  args: string[],
  now: Date,
): { code?: string; expiresAt: Date | null; maxUses: number | null } {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      'allow-guessable': { type: 'boolean' },
      expires: { type: 'string' },
      uses: { type: 'string' },
    },
  });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const code = values.code?.trim();
  if (code !== undefined && (code.length === 0 || code.length > COUPON_MAX_LENGTH || /\s/.test(code))) {
    throw new UsageError(`--code must be 1 to ${COUPON_MAX_LENGTH} characters without spaces`);
  }
  if (code !== undefined && !values['allow-guessable'] && isGuessable(code)) {
    throw new UsageError(
      `--code is easy to guess: ${code} (give at least ${GUESSABLE_MIN_LENGTH} letters and digits, mixing both; leave --code out for a random code; or add --allow-guessable)`,
    );
  }
  let expiresAt: Date | null = null;
  if (values.expires !== undefined) {
    expiresAt = new Date(values.expires);
    if (Number.isNaN(expiresAt.getTime()))
      throw new UsageError(`--expires is not a date: ${values.expires} (use e.g. 2026-12-31T23:59:59Z)`);
    if (expiresAt.getTime() <= now.getTime())
      throw new UsageError(`--expires is in the past: ${expiresAt.toISOString()}`);
  }
  return { code, expiresAt, maxUses: parseUses(values.uses) };
}

/** Exactly one positional argument, named `what`. */
function single(args: string[], what: string): string {
  if (args.length !== 1 || args[0].trim() === '' || args[0].startsWith('--'))
    throw new UsageError(`Expected exactly one ${what}`);
  return args[0].trim();
}

async function couponCommand(deps: AdminDeps, sub: string | undefined, args: string[]): Promise<number> {
  const now = deps.clock();
  const stored = repositoriesOf(deps.store).coupons;
  const coupons = new CouponsService(stored, deps.clock);
  if (sub === 'create') {
    const created = await coupons.create(parseCreateOptions(args, now));
    if (!created) {
      deps.err('A coupon with that code already exists');
      return 1;
    }
    deps.out(`Created coupon ${describeCoupon(created, now)}`);
    return 0;
  }
  if (sub === 'list') {
    if (args.length > 0) throw new UsageError('coupon list takes no arguments');
    const list = await stored.list();
    if (list.length === 0) deps.out('No coupons.');
    for (const c of list) deps.out(describeCoupon(c, now));
    return 0;
  }
  if (sub === 'revoke') {
    const code = single(args, 'coupon code').toUpperCase();
    if (!(await stored.revoke(code))) {
      deps.err(`No coupon ${code}`);
      return 1;
    }
    deps.out(`Revoked coupon ${code}`);
    return 0;
  }
  throw new UsageError(`Unknown coupon command: ${sub ?? '(none)'} (use create, list or revoke)`);
}

async function wordCommand(deps: AdminDeps, sub: string | undefined, args: string[]): Promise<number> {
  if (sub === 'list') {
    for (const word of await repositoriesOf(deps.store).words.list()) deps.out(word);
    return 0;
  }
  if (sub === 'add' || sub === 'remove') {
    const word = single(args, 'word').toLowerCase();
    if (!/^[a-z0-9]{2,40}$/.test(word)) throw new UsageError('A word is 2 to 40 letters or digits');
    const words = repositoriesOf(deps.store).words;
    const done = sub === 'add' ? await words.add(word) : await words.remove(word);
    if (!done) {
      deps.err(sub === 'add' ? `"${word}" is already listed` : `"${word}" is not listed`);
      return 1;
    }
    deps.out(sub === 'add' ? `Added "${word}"` : `Removed "${word}"`);
    return 0;
  }
  throw new UsageError(`Unknown word command: ${sub ?? '(none)'} (use add, remove or list)`);
}

async function entryCommand(deps: AdminDeps, sub: string | undefined, args: string[]): Promise<number> {
  if (sub !== 'remove') throw new UsageError(`Unknown entry command: ${sub ?? '(none)'} (use remove)`);
  const id = single(args, 'entry id');
  if (!(await repositoriesOf(deps.store).entries.removeEntry(id))) {
    deps.err(`No entry with id ${id}`);
    return 1;
  }
  deps.out(`Removed entry ${id}`);
  return 0;
}

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(argv: string[], deps: AdminDeps): Promise<number> {
  const [command, sub, ...rest] = argv;
  if (
    command === undefined ||
    command === '--help' ||
    command === '-h' ||
    command === 'help' ||
    argv.includes('--help')
  ) {
    deps.out(ADMIN_USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    if (command === 'coupon') return await couponCommand(deps, sub, rest);
    if (command === 'word') return await wordCommand(deps, sub, rest);
    if (command === 'entry') return await entryCommand(deps, sub, rest);
    if (command === 'season') {
      if (sub !== undefined) throw new UsageError('season takes no arguments');
      const s = seasonAt(deps.clock());
      deps.out(`${s.id}\t${s.start.toISOString()} to ${s.end.toISOString()} (end exclusive)`);
      return 0;
    }
    throw new UsageError(`Unknown command: ${command}`);
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      deps.err(`${message}\nRun npm run admin -- --help for usage.`);
      return 2;
    }
    throw error;
  }
}
