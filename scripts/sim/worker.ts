// A simulator worker thread: plays the (bot, seed) batches the pool sends and answers with summaries.
import { parentPort } from 'node:worker_threads';
import { BOTS } from './bots';
import { playRun, summary, type RunSummary } from './run';

/** One batch of runs for a worker. */
export interface Batch {
  id: number;
  bot: string;
  seeds: string[];
  stepCap: number;
  maxDepth: number;
  /** Rules version the runs are played under (an older one to compare with). */
  rulesVersion: number;
}

/** A worker's answer to a batch. */
export interface BatchResult {
  id: number;
  runs: RunSummary[];
}

/** Plays a batch (also used without threads when --jobs is 1). */
export function playBatch(batch: Batch): BatchResult {
  const bot = BOTS[batch.bot];
  return {
    id: batch.id,
    runs: batch.seeds.map((seed) => summary(playRun(seed, bot, batch.stepCap, batch.maxDepth, batch.rulesVersion))),
  };
}

parentPort?.on('message', (batch: Batch) => parentPort?.postMessage(playBatch(batch)));
