// Worker-thread entry of the verifier pool: one verifyRun per message.
import { parentPort } from 'node:worker_threads';
import { verifyRun, type VerifyInput } from './verify';

parentPort?.on('message', (input: VerifyInput) => {
  parentPort?.postMessage(verifyRun(input));
});
