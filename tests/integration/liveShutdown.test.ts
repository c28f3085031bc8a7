// The server as a real process with spectators' live streams open (Server-Sent Events of witnessed runs): a stream
// never finishes by itself, so SIGTERM ends the streams first, then stops as before (exit 0, well inside its 10 s
// grace).
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import type { RegisterRunResponse } from '../../src/shared/api';
import { freePort, launchServer, removeDir, tempDir, waitUntil } from '../support/server/process';
import { testRunSecret } from '../support/engine/runs';
import { postJson } from '../support/server/http';
import { openStream } from '../support/server/sse';

describe('graceful shutdown with spectators connected', () => {
  it('SIGTERM ends the live streams and exits 0 at once', async () => {
    const port = String(await freePort());
    const dataDir = tempDir();
    const p = launchServer({ env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
    try {
      await waitUntil(() => p.out().includes('"listening"'), 'the server did not log "listening"');
      const url = `http://127.0.0.1:${port}`;
      const res = await postJson(`${url}/api/runs`, {
        name: 'Watched',
        rulesVersion: RULES_VERSION,
        runSecret: testRunSecret('shutdown'),
      });
      const run = JSON.parse(res.text) as RegisterRunResponse;
      const streams = await Promise.all([1, 2, 3].map(() => openStream(`${url}/api/runs/${run.id}/events`)));
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'run')));
      const asked = Date.now();
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(Date.now() - asked).toBeLessThan(5000);
      expect(p.out()).toContain('"msg":"stopped"');
    } finally {
      p.child.kill('SIGKILL');
      removeDir(dataDir);
    }
  });
});
