// Runs verifyRun on the main thread, or on a small pool of worker threads when VERIFY_WORKERS > 0
// (a long replay is CPU work; the pool keeps the event loop free for reads).
import { Worker } from 'node:worker_threads';
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

interface Job {
  input: VerifyInput;
  resolve: (r: VerifyResult) => void;
  reject: (e: Error) => void;
}

/** A pool of `size` worker threads running server/scores/verifyWorker.ts. */
export function workerVerifier(size: number): Verifier {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  // Bundled (dist/server, by npm start) the worker is a sibling .mjs; from sources it boots tsx first.
  const workerFile = import.meta.url.endsWith('.mjs') ? './verifyWorker.mjs' : './verifyWorkerBoot.mjs';
  const workerUrl = new URL(workerFile, import.meta.url);

  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job);
      worker.postMessage(job.input);
    }
  };
  const spawn = () => {
    // A replay needs little memory; a small young generation keeps the pool's footprint inside the
    // server's 250 MB budget.
    const worker = new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 } });
    worker.on('message', (result: VerifyResult) => {
      busy.get(worker)?.resolve(result);
      busy.delete(worker);
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
      busy.delete(worker);
      spawn();
      pump();
    });
    idle.push(worker);
  };
  for (let i = 0; i < size; i++) spawn();

  return {
    verify: (input) =>
      new Promise<VerifyResult>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        pump();
      }),
    close: async () => {
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}
