// The client's half of a sealed run (docs/OPERATIONS.md "Sealed runs"): every action goes to the server,
// which deals its rolls and answers the view after it. The dealer sends the actions in order, one request
// in flight, the ones played meanwhile together in the next; a lost connection is retried until it comes
// back, and nothing played is lost. The statechart's dealer actor (dealerActor.ts) drives it.
import { applyViewChanges, type Action, type GameView } from '../../engine';
import { encodeActions } from '../../engine/save/actionCodec';
import { ApiError } from '../../api/client';
import { endRun, playSealedBatch, sealedRunNow } from '../../api/runCalls';

/** Most actions one request carries (the server takes up to 1,000 and 16,000 characters). */
export const DEAL_MAX_ACTIONS = 500;
/** Waits before each retry while the server cannot be reached (ms); the last repeats while the page lives. */
export const DEAL_RETRY_MS = [500, 1000, 2000, 4000, 8000];

/** Why the server will deal no more: the run has ended there, or it refused the run (the message says why). */
export type DealerEnd = { kind: 'over' } | { kind: 'refused'; message: string };

/** What a reload needs to carry on: the server's count as last answered, and the actions played after it. */
export interface DealerKept {
  base: number;
  unsent: Action[];
}

export interface DealerOptions {
  id: string;
  runSecret: string;
  /** The last view the server answered (the registration's, or the page before's). */
  view: GameView;
  /** Carried over from the page before (a reload): first asks the server where the run stands. */
  kept?: DealerKept;
  /**
   * Each answer: the view after what the server has, and how many of the actions this dealer was given
   * (those kept from the page before, then its `play`s) it includes.
   */
  onView: (view: GameView, covered: number) => void;
  /** After every change of what a reload would need. */
  onKept?: (kept: DealerKept) => void;
  /** The server could not be reached (true), or answers again (false). */
  onConnection: (lost: boolean) => void;
  onEnded: (end: DealerEnd) => void;
  setTimer?: (task: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface Dealer {
  /** Plays `action` after every action played before it. */
  play(action: Action): void;
  /** Resolves once the server has every action played so far (or the dealer ended, or `timeoutMs` passed). */
  settled(timeoutMs: number): Promise<void>;
  /** The player quit the run: POST /api/runs/:id/end, so it leaves the live list and can be inscribed; then it stops. */
  quit(): void;
  stop(): void;
}

/** Starts dealing the sealed run `options.id`. */
export function createDealer(options: DealerOptions): Dealer {
  const setTimer = options.setTimer ?? ((task, ms) => setTimeout(task, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let base = options.kept?.base ?? 0;
  const unsent = options.kept?.unsent.slice() ?? [];
  let covered = 0;
  let view = options.view;
  // Asks where the run stands (an empty batch) before sending: after a reload, or when the server's
  // count is not the one this client thought (a request lost on its way, another device playing).
  let asking = options.kept !== undefined;
  let inFlight = false;
  let failures = 0;
  // Whether the player was told the server cannot be reached (told again when it answers).
  let lost = false;
  let timer: unknown = null;
  let done = false;
  const waiting: (() => void)[] = [];

  const idle = () => done || (unsent.length === 0 && !inFlight && !asking);
  const settle = () => {
    if (idle()) for (const resolve of waiting.splice(0)) resolve();
  };
  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const finish = (end: DealerEnd) => {
    if (done) return;
    done = true;
    cancelTimer();
    options.onEnded(end);
  };

  // The server's answer: it has `witnessed` actions, the first `arrived` of `unsent` among them.
  function answered(witnessed: number, arrived: number, next: GameView): void {
    view = next;
    if (lost) options.onConnection(false);
    lost = false;
    failures = 0;
    unsent.splice(0, arrived);
    covered += arrived;
    base = witnessed;
    options.onView(view, covered);
    options.onKept?.({ base, unsent: unsent.slice() });
  }

  function refused(error: unknown): void {
    if (!(error instanceof ApiError) || error.status === 429 || error.status >= 500) throw error;
    if (error.code === 'sealed-run-over') return finish({ kind: 'over' });
    // The server's log is not where this client thought: ask it, and go on from its count.
    if (error.status === 409) {
      asking = true;
      return;
    }
    finish({ kind: 'refused', message: error.message });
  }

  function post(): Promise<void> {
    if (asking) {
      // From 0 an empty batch is always taken: the answer is the count and the view now.
      return sealedRunNow(options.id, options.runSecret).then(({ witnessed, view: now }) => {
        asking = false;
        answered(witnessed, Math.max(0, Math.min(witnessed - base, unsent.length)), now);
      });
    }
    const batch = unsent.slice(0, DEAL_MAX_ACTIONS);
    // Holding the view at `base`, the answer can be its changes (about 450 bytes instead of 25 KB).
    const request = {
      from: base,
      actions: encodeActions(batch),
      runSecret: options.runSecret,
      ...(view.actionCount === base ? { changes: true } : {}),
    };
    return playSealedBatch(options.id, request).then((answer) => {
      const next = 'view' in answer ? answer.view : applyViewChanges(view, answer.changes);
      // Changes for another view than this one (never from this server): ask for the whole view.
      if (next === null) asking = true;
      else answered(answer.witnessed, batch.length, next);
    });
  }

  function send(): void {
    timer = null;
    if (done || inFlight || (!asking && unsent.length === 0)) return settle();
    inFlight = true;
    post()
      .catch(refused)
      .then(
        () => {
          inFlight = false;
          send();
        },
        (error: unknown) => {
          inFlight = false;
          failures += 1;
          // No answer at all says so at once; a busy server (429, 503) only when its next try fails too.
          if (!lost && (!(error instanceof ApiError) || failures >= 2)) {
            lost = true;
            options.onConnection(true);
          }
          if (!done) timer = setTimer(send, DEAL_RETRY_MS[Math.min(failures, DEAL_RETRY_MS.length) - 1]);
        },
      );
  }

  send();
  return {
    play(action) {
      if (done) return;
      unsent.push(action);
      options.onKept?.({ base, unsent: unsent.slice() });
      if (timer === null) send();
    },
    settled(timeoutMs) {
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimer(resolve, timeoutMs);
        settle();
      });
    },
    quit() {
      if (done) return;
      done = true;
      cancelTimer();
      void endRun(options.id, { runSecret: options.runSecret }).catch(() => undefined);
      settle();
    },
    stop() {
      done = true;
      cancelTimer();
      settle();
    },
  };
}
