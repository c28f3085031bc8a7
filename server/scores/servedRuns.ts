// GET /api/scores/:id/run answers kept gzipped: a 100,000-action run's full form is ~3 MB of JSON
// built in ~200 ms, so an answer is built once per stored log and served from here until the entry
// changes (its owner carries the run further: the stored log or the name differs). Bounded by bytes.
import { gzipJson } from '../http/gzipJson';
import type { StoredRun } from '../store/types';

interface Kept {
  actions: string;
  playerName: string;
  gzipped: Buffer;
}

/** A least-recently-used cache of served runs, at most `maxBytes` of logs and answers. */
export class ServedRuns {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The gzipped answer for `run` in the form asked for; `build` makes it when none is kept for this log. */
  async answer(run: StoredRun, compact: boolean, build: () => unknown): Promise<Buffer> {
    const key = `${run.id}\u0000${compact ? 'compact' : 'full'}`;
    const hit = this.kept.get(key);
    if (hit && hit.actions === run.actions && hit.playerName === run.playerName) {
      // Map order is insertion order: taking it out and back in marks it the most recent.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit.gzipped;
    }
    const gzipped = await gzipJson(build());
    this.forget(key);
    const kept = { actions: run.actions, playerName: run.playerName, gzipped };
    this.kept.set(key, kept);
    this.bytes += sizeOf(kept);
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    return gzipped;
  }

  private forget(key: string): void {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    this.bytes -= sizeOf(kept);
  }
}

function sizeOf(kept: Kept): number {
  return kept.actions.length * 2 + kept.gzipped.length;
}
