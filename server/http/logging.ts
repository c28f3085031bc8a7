// Structured logs: one JSON object per line on stdout (errors on stderr). Every request carries an
// id, sent back in X-Request-Id and written in its log lines, so a player's report (or a proxy's
// log) can be matched to the server's lines.
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** Header carrying the request id, both ways. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
// An id passed on by a proxy (nginx's $request_id) is kept when it is a plain short token.
const PASSED_ID = /^[\w.:-]{1,64}$/;

/** Gives each request an id (the proxy's, or a new one) and answers it in X-Request-Id. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const passed = req.get(REQUEST_ID_HEADER);
    const id = passed && PASSED_ID.test(passed) ? passed : randomUUID();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

/** The id requestId() gave this response's request. */
export function requestIdOf(res: Response): string | undefined {
  return res.locals.requestId as string | undefined;
}

/** Log levels in increasing detail. */
export type LogLevel = 'silent' | 'error' | 'info' | 'debug';

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/** A minimal structured logger. */
export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

/** A logger writing one JSON line per event at or above `level`. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[at] > RANK[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields });
    (at === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (msg, fields) => write('error', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    debug: (msg, fields) => write('debug', msg, fields),
  };
}

/** Logs each request once it finished: method, path, status, duration, client address. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info('request', {
        id: requestIdOf(res),
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: req.ip,
        bytes: Number(res.getHeader('content-length') ?? 0),
      });
    });
    next();
  };
}
