// Error answers: always a non-2xx status with a short text body (the client shows '{status}: {text}').
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from './logging';

/** An error with the status and text the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 413 text of a body past its route's limit. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';

/** Sends a plain-text answer. */
export function sendText(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

// A 404 echoes the path it did not find; a hostile 100 KB path must not come back whole.
const SHOWN_PATH_MAX = 100;

/** The path as a 404 text shows it: at most 100 characters. */
export function shownPath(path: string): string {
  return path.length > SHOWN_PATH_MAX ? `${path.slice(0, SHOWN_PATH_MAX)}...` : path;
}

/** 404 for every /api path no router answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendText(res, 404, `Not found: ${req.method} ${shownPath(req.originalUrl.split('?')[0])}`);
};

/** Turns thrown errors into text answers; never leaks a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) {
      res.set(error.headers);
      return sendText(res, error.status, error.message);
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') return sendText(res, 400, 'Malformed JSON body');
    if (type === 'entity.too.large') return sendText(res, 413, BODY_TOO_LARGE_MESSAGE);
    // A body sent with Content-Encoding: gzip (score submissions) that does not inflate: zlib's own text says nothing to a client.
    const zlibCode = (error as { code?: string }).code;
    if (zlibCode === 'Z_DATA_ERROR' || zlibCode === 'Z_BUF_ERROR')
      return sendText(res, 400, 'Malformed compressed body');
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendText(res, status, (error as Error).message || 'Bad request');
    }
    logger.error('unhandled error', {
      id: res.locals.requestId,
      method: req.method,
      path: req.path,
      error: String((error as Error)?.stack ?? error),
    });
    sendText(res, 500, 'Internal server error');
  };
}
