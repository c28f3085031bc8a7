// How late the event loop runs: past a bound, work that can wait (a witnessed run's batch, which its
// client sends again after a 503) is refused before its body is parsed, so the cheap reads stay quick
// however many clients send full batches at once (docs/OPERATIONS.md, "Hostile load").
import type { RequestHandler } from 'express';
import { HttpError, sendText } from './errors';
import { answerAfterBody } from './dropBody';

/** How late the event loop runs lately, in ms (what the busy gate reads). */
export interface LateLoop {
  readonly ms: number;
}

/** A timer's lateness, kept as a decaying maximum: a 100 ms stall reads 100, then halves each tick. */
export class LoopLag implements LateLoop {
  private lag = 0;
  private readonly timer: NodeJS.Timeout;

  /** `now`: the clock it reads (a test's own, so a stall is one the test makes, not the machine's load). */
  constructor(everyMs = 20, now: () => number = () => performance.now()) {
    let expected = now() + everyMs;
    this.timer = setInterval(() => {
      const at = now();
      this.lag = Math.max(at - expected, this.lag / 2);
      expected = at + everyMs;
    }, everyMs);
    this.timer.unref();
  }

  /** Milliseconds the loop ran late lately. */
  get ms(): number {
    return this.lag;
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/** 503 text while the server sheds batches (its event loop runs late, or its actions a second are spent). */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
/** Seconds a shed batch is asked to wait (its client sends it again anyway). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** The shed batch's 503: no refusal of the batch (it carries no code), which its client sends again. */
export function serverBusy(): HttpError {
  return new HttpError(503, BUSY_MESSAGE, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
}

/**
 * Sheds batches (503, Retry-After) while the loop runs more than `maxMs` late; 0 never sheds. A shed
 * batch's body (at most `bodyLimitBytes`) is read and dropped before the answer, never parsed, so the
 * 503 reaches its client whole and the connection stays open for the batch sent again.
 */
export function whileNotLate(lag: LateLoop, maxMs: number, bodyLimitBytes: number): RequestHandler {
  return (req, res, next) => {
    if (maxMs <= 0 || lag.ms <= maxMs) return next();
    const busy = serverBusy();
    answerAfterBody(req, res, bodyLimitBytes, () => {
      res.set(busy.headers);
      sendText(res, busy.status, busy.message);
    });
  };
}
