// The fetch client of the Hall of Legends calls: cookie credentials, JSON bodies, every non-success answer
// becomes an Error '{status}: {text or statusText}', and each answer is parsed with its shared zod schema.
import type { z } from 'zod';
import { NAME_SUGGESTIONS_HEADER, parseNameSuggestions } from '../shared/api';

/** A failed call: message '{status}: {text}', plus the status and any suggested names the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly suggestions: string[] = [],
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

async function failure(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')) || response.statusText;
  return new ApiError(response.status, text, parseNameSuggestions(response.headers.get(NAME_SUGGESTIONS_HEADER)));
}

/** What a 401 answer does (SPEC section 7): raise like any failure (the default), or give null. */
export type On401 = 'throw' | 'returnNull';

/** Options of one call: a gzip-compressed body, and what a 401 does. */
export interface RequestOptions {
  gzip?: boolean;
  on401?: On401;
}

/**
 * One call: a GET when no body is given, else a POST of the body as JSON (gzip-compressed with
 * `{ gzip: true }`, for large bodies such as a run record). A 401 raises like any failure, or gives
 * null with `{ on401: 'returnNull' }`.
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
  return schema.parse(await response.json());
}
