// The HTTP side of `npm run bench:sealed`'s players and spectators: JSON posts over keep-alive sockets
// that accept gzip as a browser does (a sealed run's answer is a gzipped view, server/http/gzipJson.ts),
// and Server-Sent Events streams read as they come (server/runs/streams.ts).
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One socket per run at most: every run may have an action on the way at once when the server stalls. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 4096 });

/** A POST's answer: status, its Retry-After (s) when given, the inflated text, and when it ended. */
export interface Answer {
  status: number;
  retryAfter: number | null;
  text: string;
  /** Milliseconds from the request being sent to the last byte of its answer (before it is inflated). */
  ms: number;
}

/** A connection that failed: status 0, the error's code as the text. */
function cut(error: Error & { code?: string }, started: number): Answer {
  return { status: 0, retryAfter: null, text: error.code ?? error.message, ms: performance.now() - started };
}

/** POSTs `body` as JSON; resolves with the answer (status 0 when the connection failed). */
export function post(url: string, body: unknown): Promise<Answer> {
  const data = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': data.length, 'accept-encoding': 'gzip' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          const after = Number(res.headers['retry-after']);
          resolve({ status: res.statusCode ?? 0, retryAfter: Number.isFinite(after) ? after : null, text, ms });
        });
        res.on('error', (error) => resolve(cut(error, started)));
      },
    );
    req.on('error', (error) => resolve(cut(error, started)));
    req.end(data);
  });
}

/** One event of a stream: its name, its `id:` (null without one) and its data's length in characters. */
export interface StreamEvent {
  name: string;
  id: number | null;
  chars: number;
}

/** A spectator's stream of `url`: calls `onEvent` for each event (heartbeat comments are not events). */
export function watch(url: string, onEvent: (event: StreamEvent) => void, onStatus: (status: number) => void) {
  const req = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
    onStatus(res.statusCode ?? 0);
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name === undefined) continue;
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        onEvent({ name, id: id === undefined ? null : Number(id), chars: block.length });
      }
    });
    res.on('error', () => undefined);
  });
  req.on('error', () => onStatus(0));
  return req;
}
