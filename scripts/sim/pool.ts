// Spreads batches of runs over worker threads (node:worker_threads, no library: a queue and K
// workers is all it takes). Each worker takes the next batch as soon as it answers, so a slow
// batch never holds the others; results come back in batch order whatever the finishing order.
import { Worker } from 'node:worker_threads';
import { playBatch, type Batch, type BatchResult } from './worker';

/** Plays every batch on `jobs` threads (in this thread when jobs is 1) and returns the results in batch order. */
export async function runBatches(batches: readonly Batch[], jobs: number): Promise<BatchResult[]> {
  if (jobs <= 1) return batches.map(playBatch);
  const results: BatchResult[] = new Array(batches.length);
  let next = 0;
  // Node 20 workers do not inherit tsx: the boot file registers it, then loads worker.ts.
  const workerUrl = new URL('./workerBoot.mjs', import.meta.url);
  const workers = Array.from({ length: Math.min(jobs, batches.length) }, () => new Worker(workerUrl));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              if (next >= batches.length) return resolve();
              worker.postMessage(batches[next++]);
            };
            worker.on('message', (result: BatchResult) => {
              results[result.id] = result;
              feed();
            });
            worker.on('error', reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}
