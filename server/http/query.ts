// Query parameters read with a zod schema: a bad value is a 400 with a clear text.
import type { z } from 'zod';
import { HttpError } from './errors';

/** Parses a query with `schema`, throwing a 400 with the first issue's message. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message =
    issue.code === 'custom' || issue.message.startsWith('Invalid ')
      ? issue.message
      : `Invalid ${issue.path.join('.')}: ${issue.message}`;
  throw new HttpError(400, message);
}
