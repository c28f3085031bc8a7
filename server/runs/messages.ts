// The texts of the witnessed-run calls' refusals (plain text, as every error answer; see src/shared/api.ts).
import { MAX_RUN_ACTIONS } from '../../src/shared/api';

/** 403: the batch's runSecret is not the one the run was registered with. */
export const WRONG_SECRET_MESSAGE = 'Batch refused: this run was registered by another game (wrong run secret)';

/** 403: the runSecret of POST /api/runs/:id/end is not the one the run was registered with. */
export const END_WRONG_SECRET_MESSAGE = 'This run was registered by another game (wrong run secret)';

/** 422: a batch's action names an item the run never held, or a spell the game does not have. */
export function unheldMessage(index: number, kind: 'item' | 'spell', action: string, text: string): string {
  const shown = JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}...` : text);
  return kind === 'item'
    ? `Batch refused: the action at index ${index} names an item this run never held (${action} ${shown})`
    : `Batch refused: the action at index ${index} names a spell the game does not have (${shown})`;
}

/** 503: the server is shedding batches (its event loop runs late, or its actions a second are spent). */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
/** Seconds a shed batch is asked to wait (its client sends it again anyway). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** 422: the run's witnessed log would pass MAX_RUN_ACTIONS. */
export const LOG_FULL_MESSAGE = `Batch refused: a run's witnessed log holds at most ${MAX_RUN_ACTIONS.toLocaleString('en')} actions`;

/** 409: the batch starts past the witnessed log (a batch before it was lost). */
export function gapMessage(from: number, count: number): string {
  return `Batch refused: it starts at action ${from}, but ${count} actions are witnessed; send the actions from ${count}`;
}

/** 409: the batch differs from the witnessed log where they overlap (the run went back to an earlier save). */
export function rewriteMessage(from: number, count: number): string {
  return `Batch refused: it rewrites the witnessed log from action ${from} (${count} actions are witnessed); the run continues unwitnessed`;
}

// The 410, 404 and registration texts are the refusal table's too (server/http/refusals.ts); named here as before.
export {
  expiredMessage,
  liveRunNotFoundMessage as runNotFoundMessage,
  notTodayMessage,
  unsupportedVersionMessage,
} from '../http/refusals';
