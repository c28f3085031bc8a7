// Runs stored beneath the API before the server starts, each with a witnessed log at the size limit
// a batch can reach now: MAX_RUN_ACTIONS actions of the longest canonical token a run can send
// without holding an item (an unequip, 8 characters: 800,000 characters a run, all legal).
import { RULES_VERSION, type Action } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { SqliteStore } from '../../server/store/sqlite/sqliteStore';
import { repositoriesOf } from '../../server/repositories';
import { DEFAULT_PROFANITY_WORDS } from '../../server/words/defaultWords';
import { secretHashOf } from '../../server/store/runLog';
import { benchSecret } from '../bench-live-support';

/** A stored run: its id and secret. */
export interface StoredRun {
  id: string;
  secret: string;
}

/** `n` unequips, the longest token an empty-handed run sends. */
export function unequips(n: number): Action[] {
  return Array.from({ length: n }, (_, i) => ({ type: 'unequip', slot: i % 2 === 0 ? 'weapon' : 'helmet' }) as Action);
}

/** Stores `count` runs with full logs in `dataDir` (about 1 s per 100 runs) and closes the store. */
export async function storeFullRuns(dataDir: string, count: number): Promise<StoredRun[]> {
  const store = SqliteStore.open(dataDir);
  await store.init(DEFAULT_PROFANITY_WORDS);
  const { liveRuns } = repositoriesOf(store);
  const log = encodeActions(unequips(MAX_RUN_ACTIONS));
  const now = new Date();
  const runs: StoredRun[] = [];
  for (let i = 0; i < count; i++) {
    const run = { id: `hostile-${i}`, secret: benchSecret(`hostile-${i}`) };
    await liveRuns.create({
      id: run.id,
      name: `Hoarder ${i}`,
      rulesVersion: RULES_VERSION,
      seed: `hostile-seed-${i}`,
      secretHash: secretHashOf(run.secret)!,
      day: null,
      hiddenUntil: null,
      startedAt: now,
    });
    const stored = await liveRuns.append(run.id, {
      from: 0,
      batch: log,
      seal: true,
      count: MAX_RUN_ACTIONS,
      floor: 1,
      score: 0,
      outcome: 'playing',
      killer: null,
      updatedAt: now,
      heat: 0,
    });
    if (!stored) throw new Error(`run ${run.id} was not stored`);
    runs.push(run);
  }
  await store.close();
  return runs;
}
