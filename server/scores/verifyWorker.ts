// Worker-thread entry of the verifier pool: one verifyRun per message.
import { parentPort } from 'node:worker_threads';
import { verifyRun, type VerifyInput, type VerifyResult } from './verify';

// Every message gets one answer: a throw (a malformed input that got past the pool) fails that job
// alone instead of leaving the worker busy until its time limit.
parentPort?.on('message', (input: VerifyInput) => {
  let result: VerifyResult;
  try {
    result = verifyRun(input);
  } catch (error) {
    result = { ok: false, error: `Run record refused: ${(error as Error).message}`.slice(0, 300) };
  }
  parentPort?.postMessage(result);
});
