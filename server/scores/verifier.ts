// Runs verifyRun on the main thread, or on a small pool of worker threads when VERIFY_WORKERS > 0
// (a long replay is CPU work; the pool keeps the event loop free for reads).
//
// The pool never leaves a submission hanging: a worker that dies (an error, an exit, a memory
// limit) fails its job with a 503 and is replaced; a job running past its time limit has its worker
// terminated and fails the same way; and when the queue is full a new job is refused at once with a
// 503 and Retry-After instead of piling up request bodies in memory.
import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import { verifyRun, type VerifyInput, type VerifyResult } from './verify';

/** Something that verifies runs asynchronously. */
export interface Verifier {
  verify(input: VerifyInput): Promise<VerifyResult>;
  close(): Promise<void>;
}

/** Verifies on the calling thread. */
export function inlineVerifier(): Verifier {
  return { verify: async (input) => verifyRun(input), close: async () => {} };
}

/** Limits of the worker pool. */
export interface PoolOptions {
  /** Jobs waiting for a free worker beyond which new jobs are refused (503). */
  maxQueue?: number;
  /** A job running longer than this fails (503) and its worker is replaced. */
  jobTimeoutMs?: number;
  /** The worker script (tests pass a stand-in); by default server/scores/verifyWorker. */
  workerUrl?: URL;
}

/** Seconds a refused client is asked to wait before trying again. */
export const VERIFY_RETRY_AFTER_SECONDS = 5;
const retry = { 'Retry-After': String(VERIFY_RETRY_AFTER_SECONDS) };

/** The answers a submission gets when the pool cannot verify it (texts the client shows). */
export const POOL_MESSAGES = {
  busy: 'The server is busy verifying other scores. Please try again in a few seconds.',
  crashed: 'Score verification failed on the server. Please try again in a few seconds.',
  timedOut: 'Score verification took too long on the server. Please try again in a few seconds.',
  closed: 'The server is shutting down. Please try again in a few seconds.',
} as const;

/** 422 text for a run record the pool could not hand to a worker. */
export const UNSENDABLE_MESSAGE = 'Run record refused: it could not be read';

// A worker that dies sooner than this after starting is replaced only after this pause.
const RESPAWN_PAUSE_MS = 1000;

interface Job {
  input: VerifyInput;
  resolve: (r: VerifyResult) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

/** The worker script next to this module: the bundled .mjs, or from sources a tsx bootstrap. */
function defaultWorkerUrl(): URL {
  // Bundled (dist/server, by npm run build) the worker is a sibling .mjs; from sources it boots tsx first.
  const workerFile = import.meta.url.endsWith('.mjs') ? './verifyWorker.mjs' : './verifyWorkerBoot.mjs';
  return new URL(workerFile, import.meta.url);
}

/** A pool of `size` worker threads running server/scores/verifyWorker.ts. */
export function workerVerifier(size: number, options: PoolOptions = {}): Verifier {
  const maxQueue = options.maxQueue ?? 64;
  const jobTimeoutMs = options.jobTimeoutMs ?? 10_000;
  const workerUrl = options.workerUrl ?? defaultWorkerUrl();
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const all = new Set<Worker>();
  let closed = false;
  let respawnTimer: NodeJS.Timeout | undefined;

  /** Takes `worker`'s job off it, if any, and fails it. */
  const failJob = (worker: Worker, error: Error) => {
    const job = busy.get(worker);
    if (!job) return;
    busy.delete(worker);
    clearTimeout(job.timer);
    job.reject(error);
  };
  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      // A job whose input cannot be sent (too deep, not cloneable) fails alone: the worker was never
      // given it, so it stays idle, and nothing is thrown into the listener that called pump.
      try {
        // Without the decoded actions: the worker decodes the log's text on its own thread.
        const { checked: _checked, ...sent } = job.input;
        worker.postMessage(sent);
      } catch {
        idle.push(worker);
        job.reject(new HttpError(422, UNSENDABLE_MESSAGE));
        continue;
      }
      busy.set(worker, job);
      job.timer = setTimeout(() => {
        failJob(worker, new HttpError(503, POOL_MESSAGES.timedOut, retry));
        // The exit handler replaces it.
        void worker.terminate();
      }, jobTimeoutMs);
    }
  };
  const spawn = () => {
    // A replay needs little memory; a small young generation keeps the pool's footprint inside the
    // server's 250 MB budget.
    const spawnedAt = performance.now();
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 },
    });
    all.add(worker);
    worker.on('message', (result: VerifyResult) => {
      const job = busy.get(worker);
      if (!job) return;
      busy.delete(worker);
      clearTimeout(job.timer);
      job.resolve(result);
      idle.push(worker);
      pump();
    });
    // An error is always followed by 'exit', which replaces the worker.
    worker.on('error', () => failJob(worker, new HttpError(503, POOL_MESSAGES.crashed, retry)));
    worker.on('exit', () => {
      all.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      failJob(worker, new HttpError(503, POOL_MESSAGES.crashed, retry));
      if (closed) return;
      // A worker that dies at once (a broken build) is replaced after a pause, not in a tight loop.
      if (performance.now() - spawnedAt < RESPAWN_PAUSE_MS) {
        respawnTimer = setTimeout(() => {
          if (!closed) spawn();
          pump();
        }, RESPAWN_PAUSE_MS);
        return;
      }
      spawn();
      pump();
    });
    idle.push(worker);
  };
  for (let i = 0; i < size; i++) spawn();

  return {
    verify: (input) =>
      new Promise<VerifyResult>((resolve, reject) => {
        if (closed) return reject(new HttpError(503, POOL_MESSAGES.closed, retry));
        if (idle.length === 0 && queue.length >= maxQueue) return reject(new HttpError(503, POOL_MESSAGES.busy, retry));
        queue.push({ input, resolve, reject });
        pump();
      }),
    close: async () => {
      closed = true;
      clearTimeout(respawnTimer);
      for (const job of queue.splice(0)) job.reject(new HttpError(503, POOL_MESSAGES.closed, retry));
      await Promise.all([...all].map((w) => w.terminate()));
    },
  };
}
