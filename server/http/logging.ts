// Structured logs: one JSON object per line on stdout (errors on stderr).
import type { RequestHandler } from 'express';

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
