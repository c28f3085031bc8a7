// A Server-Sent Events client for tests: reads a text/event-stream answer over fetch, parses its
// events (id, event, data; comments kept as heartbeats) and waits for the ones a test expects.

/** One event as received. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** An open stream. */
export interface SseStream {
  status: number;
  contentType: string | null;
  /** Every event so far, in order. */
  events: StreamEvent[];
  heartbeats: number;
  /** Resolves with the first event from index `from` on that `match` accepts; fails after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, from?: number, timeoutMs?: number): Promise<StreamEvent>;
  /** The text of a refused stream (status other than 200). */
  text: string;
  headers: Headers;
  close(): void;
}

/** Opens `url` as an event stream, with Last-Event-ID when given, and any other request `headers`. */
export async function openStream(
  url: string,
  lastEventId?: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...headers,
      ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const stream: SseStream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    heartbeats: 0,
    text: '',
    headers: res.headers,
    close: () => abort.abort(),
    next: async (match, from = 0, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
  if (res.status !== 200 || !res.body) {
    stream.text = await res.text();
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed: StreamEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.heartbeats++;
            else if (line.startsWith('id: ')) parsed.id = line.slice(4);
            else if (line.startsWith('event: ')) parsed.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              parsed.data = line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) events.push(parsed);
        }
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
  })();
  return stream;
}
