// Small HTTP helpers for the suites: one request with a time limit, and latency figures.

/** What one request gave: a status, or a network error (a dropped connection). */
export interface Outcome {
  status: number;
  text: string;
  headers: Headers;
  ms: number;
  error?: string;
}

/** Sends one request; never throws (a network failure or timeout is returned as status 0). */
export async function send(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      text: '',
      headers: new Headers(),
      ms: performance.now() - started,
      error: cause ?? String(error),
    };
  }
}

/** POSTs a JSON value (or a raw string body as is). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Outcome> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return send(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });
}

/** The q-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
}

/** Runs `worker` on `concurrency` lanes until it returns false. */
export async function lanes(concurrency: number, worker: (lane: number) => Promise<boolean>): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      while (await worker(lane)) {
        // Each lane loops until its worker says stop.
      }
    }),
  );
}

/** Prints a suite's figures as one block the README can quote. */
export function report(suite: string, figures: Record<string, unknown>): void {
  const lines = Object.entries(figures).map(
    ([k, v]) => `  ${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  console.log(`[reliability] ${suite}\n${lines.join('\n')}`);
}
