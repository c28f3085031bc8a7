// The client's half of a witnessed run (docs/OPERATIONS.md, "Witnessed runs"): the run's new actions go to the server in small
// batches as it is played, each saying where it starts. The statechart's witness actor
// (src/app/witness/witnessActor.ts) shows it every new action log; the engine knows nothing of it.
import type { Action } from '../../engine';
import { encodeActions } from '../../engine/save/actionCodec';
import { ApiError } from '../../api/client';
import { endRun, sendRunBatch } from '../../api/runCalls';
import { WITNESSED_HEADER } from '../../shared/api';
import { divergenceOf } from './divergence';

/**
 * A batch leaves at most this long after its first action (ms), or at once with this many actions. One
 * second keeps a spectator within 2 s of the player (measured 1.5-2.0 s with 2 s) at one request a second
 * per run, the rate the server's benchmark is sized for.
 */
export const BATCH_INTERVAL_MS = 1000;
export const BATCH_MAX_ACTIONS = 20;
/** How often `settled` looks whether the last batch was answered (ms). */
const SETTLE_POLL_MS = 50;
/** Most actions one request carries when catching up (the server takes up to 1,000 and 16,000 characters). */
export const CATCH_UP_ACTIONS = 500;
/** Waits before each retry of a batch that could not be sent (ms); the last repeats while the page lives. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** Why the witness ended: the log went back to an earlier save, or the server will take no more. */
export type WitnessEnd = 'rewound' | 'refused';

/** What a witness needs: the run, and its edges (timers, storage, the player's notice); calls go through src/api. */
export interface WitnessOptions {
  id: string;
  runSecret: string;
  /** Actions the server already has (0 for a new run; the stored count after a reload). */
  witnessed: number;
  setTimer?: (task: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** The server's new count, to keep with the local save. */
  onWitnessed?: (witnessed: number) => void;
  /** The run plays on unwitnessed from now on. */
  onEnded?: (why: WitnessEnd) => void;
}

/** A witness of one run: observe every new log, flush when the page hides or the run ends, stop at the end. */
export interface RunWitness {
  observe(actions: readonly Action[]): void;
  /** Sends what is pending now (with fetch keepalive when the page is going away). */
  flush(keepalive?: boolean): void;
  /**
   * Sends what is pending and resolves once the server has every action observed so far (or the witness
   * ended, or `timeoutMs` passed): an inscription sent after it is the witnessed log.
   */
  settled(timeoutMs: number): Promise<void>;
  /**
   * The player quit the run: what is pending goes out, then POST /api/runs/:id/end, so the run leaves
   * the live list at once instead of staying on it as live for its whole window; then it stops.
   */
  quit(): void;
  stop(): void;
  readonly witnessed: number;
  readonly ended: WitnessEnd | null;
}

/** Starts witnessing the run of `options.id`. */
export function createWitness(options: WitnessOptions): RunWitness {
  const setTimer = options.setTimer ?? ((task, ms) => setTimeout(task, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let confirmed = options.witnessed;
  let log: readonly Action[] | null = null;
  let inFlight: { to: number } | null = null;
  let timer: unknown = null;
  let failures = 0;
  let ended: WitnessEnd | null = null;
  let stopped = false;

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const end = (why: WitnessEnd) => {
    if (ended) return;
    ended = why;
    cancelTimer();
    options.onEnded?.(why);
  };
  const pending = () => (log ? log.length - confirmed : 0);
  const wait = (ms: number) => {
    cancelTimer();
    timer = setTimer(() => {
      timer = null;
      send(false);
    }, ms);
  };
  const schedule = () => {
    if (ended || stopped || inFlight || pending() <= 0) return;
    if (pending() >= BATCH_MAX_ACTIONS) send(false);
    else if (timer === null) wait(BATCH_INTERVAL_MS);
  };

  function post(from: number, actions: readonly Action[], keepalive: boolean): Promise<number> {
    return sendRunBatch(options.id, { from, actions: encodeActions(actions), runSecret: options.runSecret }, keepalive);
  }

  function took(witnessed: number): void {
    failures = 0;
    if (witnessed > confirmed) {
      confirmed = witnessed;
      options.onWitnessed?.(confirmed);
    }
  }

  function refused(error: unknown, from: number): void {
    // A network failure or an unreadable answer: retried.
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 409) {
      // A gap (the server has fewer than we thought): resume from its count. Anything else rewrote the log.
      const count = Number(error.headers.get(WITNESSED_HEADER));
      if (Number.isInteger(count) && count >= 0 && count < from && log && count <= log.length) confirmed = count;
      else end('rewound');
      return;
    }
    // Rate limited or the server is down: retried. A wrong secret, an expired or unknown run, an illegal action: no more.
    if (error.status === 429 || error.status >= 500) throw error;
    end('refused');
  }

  function send(keepalive: boolean): void {
    cancelTimer();
    if (ended || !log || pending() <= 0) return;
    const from = confirmed;
    const to = Math.min(log.length, from + CATCH_UP_ACTIONS);
    const actions = log.slice(from, to);
    if (keepalive) {
      // The page is going away: no answer will be read, so nothing waits for it.
      void post(from, actions, true).catch(() => undefined);
      return;
    }
    inFlight = { to };
    post(from, actions, false)
      .then(took, (error: unknown) => refused(error, from))
      .then(
        () => {
          inFlight = null;
          schedule();
        },
        () => {
          inFlight = null;
          failures += 1;
          if (!stopped && !ended) wait(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1]);
        },
      );
  }

  return {
    observe(actions) {
      if (ended || stopped) return;
      const previous = log;
      log = actions;
      // Went back: the new log leaves out actions the server has, or has on their way.
      const kept = previous === null ? actions.length : divergenceOf(previous, actions);
      const sentTo = Math.max(confirmed, inFlight?.to ?? 0);
      if (kept < sentTo) return end('rewound');
      schedule();
    },
    flush(keepalive = false) {
      if (ended || stopped) return;
      if (keepalive) send(true);
      else if (!inFlight) send(false);
    },
    settled(timeoutMs) {
      return new Promise((resolve) => {
        let waited = 0;
        const check = () => {
          if (ended || stopped || (pending() <= 0 && !inFlight) || waited >= timeoutMs) return resolve();
          if (!inFlight) send(false);
          waited += SETTLE_POLL_MS;
          setTimer(check, SETTLE_POLL_MS);
        };
        check();
      });
    },
    quit() {
      if (stopped) return;
      if (!ended) send(true);
      // The page may be leaving the game: keepalive, and no answer is awaited (an end sent twice is harmless).
      void endRun(options.id, { runSecret: options.runSecret }).catch(() => undefined);
      stopped = true;
      cancelTimer();
    },
    stop() {
      stopped = true;
      cancelTimer();
    },
    get witnessed() {
      return confirmed;
    },
    get ended() {
      return ended;
    },
  };
}
