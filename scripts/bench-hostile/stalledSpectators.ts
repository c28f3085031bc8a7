// 200 spectators that never read, on runs with logs at their size limit (100,000 actions, 800,000
// characters each, none kept in memory: the server has just started): each socket asks for a run's
// stream, reads the first chunk of the answer (its status) and then nothing. They stay connected for
// 20 s while the runner watches memory and a cheap GET; the server must hold no copy of the logs.
import net from 'node:net';
import { storeFullRuns, type StoredRun } from './storedRuns';
import type { Attack } from './types';

const RUNS = 10;
const SPECTATORS = 200;
const HOLD_MS = 20_000;

/** A socket that asks for `path` from `from`, resolves with the answer's status, then never reads again. */
function stalled(url: string, path: string, from: string, sockets: net.Socket[]): Promise<number | 'cut'> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: from }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    sockets.push(socket);
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(chunk.toString('latin1'))?.[1] ?? 0));
    });
    socket.once('error', () => resolve('cut'));
    socket.once('close', () => resolve('cut'));
  });
}

export const stalledSpectators: Attack = {
  name: 'stalled-spectators',
  what: `${SPECTATORS} spectators that never read, on ${RUNS} runs at the size limit (800,000 characters each), held ${HOLD_MS / 1000} s`,
  prepare: (dataDir) => storeFullRuns(dataDir, RUNS),
  async run(ctx) {
    const runs = ctx.prepared as StoredRun[];
    const sockets: net.Socket[] = [];
    const statuses = await Promise.all(
      Array.from({ length: SPECTATORS }, (_, i) =>
        stalled(ctx.url, `/api/runs/${runs[i % RUNS].id}/events`, ctx.addresses[i % ctx.addresses.length], sockets),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.min(HOLD_MS, ctx.timeLeft() - 5000)));
    const stillOpen = sockets.filter((s) => !s.destroyed && s.readyState === 'open').length;
    for (const socket of sockets) socket.destroy();
    const tally = new Map<string, number>();
    for (const status of statuses) tally.set(String(status), (tally.get(String(status)) ?? 0) + 1);
    const counts = [...tally].map(([status, n]) => `${n}x ${status}`).join(', ');
    return `streams answered ${counts}; ${stillOpen} still connected after ${HOLD_MS / 1000} s`;
  },
};
