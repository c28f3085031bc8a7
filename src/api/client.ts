// The fetch client of every server call: cookie credentials, JSON bodies, every non-success answer
// becomes an Error '{status}: {text or statusText}', and each answer is parsed with its shared zod schema.
// It is the only place in the client that calls fetch.
import type { z } from 'zod';
import { ErrorAnswerSchema, NAME_SUGGESTIONS_HEADER, parseNameSuggestions } from '../shared/api';

/**
 * A failed call: message '{status}: {text}', plus the status, any suggested names the server sent, the
 * refusal's code where its answer carried one, and the answer's headers.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly suggestions: string[] = [],
    readonly code: string | null = null,
    readonly headers: Headers = new Headers(),
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

/** A refusal's text and code: a JSON answer's `error` and `code`, else the plain text as it came. */
function refusalOf(body: string): { text: string; code: string | null } {
  if (body.startsWith('{')) {
    try {
      const answer = ErrorAnswerSchema.safeParse(JSON.parse(body));
      if (answer.success) return { text: answer.data.error, code: answer.data.code ?? null };
    } catch {
      // Not JSON after all: the text is shown as it came.
    }
  }
  return { text: body, code: null };
}

async function failure(response: Response): Promise<ApiError> {
  const { text, code } = refusalOf(await response.text().catch(() => ''));
  const suggestions = parseNameSuggestions(response.headers.get(NAME_SUGGESTIONS_HEADER));
  return new ApiError(response.status, text || response.statusText, suggestions, code, response.headers);
}

/** What a 401 answer does (SPEC section 7): raise like any failure (the default), or give null. */
export type On401 = 'throw' | 'returnNull';

/** Options of one call: a gzip-compressed body, what a 401 does, and keepalive (the page may be going away). */
export interface RequestOptions {
  gzip?: boolean;
  on401?: On401;
  keepalive?: boolean;
}

/**
 * One call: a GET when no body is given, else a POST of the body as JSON (gzip-compressed with
 * `{ gzip: true }`, for large bodies such as a run record). A 401 raises like any failure, or gives
 * null with `{ on401: 'returnNull' }`. A 204 has no body: the schema reads undefined.
 */
export function apiRequest<T>(
  schema: z.ZodType<T>,
  path: string,
  body?: unknown,
  options?: RequestOptions & { on401?: 'throw' },
): Promise<T>;
export function apiRequest<T>(
  schema: z.ZodType<T>,
  path: string,
  body: unknown,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiRequest<T>(
  schema: z.ZodType<T>,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  const init: RequestInit = { credentials: 'include', headers: { Accept: 'application/json' } };
  if (options.keepalive) init.keepalive = true;
  if (body !== undefined) {
    init.method = 'POST';
    init.headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(options.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    // fflate loads with the first gzipped call (a score submission), not with the first read.
    init.body = options.gzip ? (await import('./gzipBody')).gzipJson(body) : JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) throw await failure(response);
  return schema.parse(response.status === 204 ? undefined : await response.json());
}
