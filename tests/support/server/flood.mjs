// A flood of large score submissions from one address, in a process of its own so that the test's
// timing of cheap reads measures the server, not the flood's own work. Usage:
//   node flood.mjs URL SENDERS   (stops on SIGTERM, or after 2,000 bodies; prints its status counts as JSON)
import http from 'node:http';

const [url, senders = '4'] = process.argv.slice(2);
// The run record in the object-per-action form the server no longer reads: 90,000 actions, ~3 MB.
const actions = Array.from({ length: 90_000 }, () => ({ type: 'move', direction: 'up' }));
const body = Buffer.from(
  JSON.stringify({
    playerName: 'Flooder',
    isPremium: false,
    run: { rulesVersion: 2, seed: 'f', name: 'Flooder', actions },
  }),
);
const statuses = {};
let sent = 0;
let stopping = false;

const post = () =>
  new Promise((resolve) => {
    const count = (status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      resolve();
    };
    const req = http.request(
      `${url}/api/game-stats`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => count(res.statusCode));
        res.on('error', () => count('cut'));
      },
    );
    req.on('error', () => count('cut'));
    req.end(body);
  });

const finish = () => {
  process.stdout.write(`${JSON.stringify({ bytes: body.length, sent, statuses })}\n`);
  process.exit(0);
};
process.on('SIGTERM', () => {
  stopping = true;
});
process.stdout.write('ready\n');
await Promise.all(
  Array.from({ length: Number(senders) }, async () => {
    while (!stopping && sent < 2_000) {
      sent++;
      await post();
    }
  }),
);
finish();
