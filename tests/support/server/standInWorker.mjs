// A stand-in for server/scores/verifyWorker in the pool tests: it answers, dies or hangs on request,
// so the pool's handling of each can be watched without a real replay.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (input) => {
  if (input.behave === 'exit') process.exit(0);
  if (input.behave === 'throw') throw new Error('the stand-in worker failed');
  if (input.behave === 'hang') return;
  setTimeout(() => parentPort.postMessage({ ok: true, echo: input.n }), input.ms ?? 0);
});
