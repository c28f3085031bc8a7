// Witnessed-run calls of the client (docs/OPERATIONS.md "Witnessed runs"): registering a run as it
// begins, its batches of actions, its end, the list of runs in progress, and a stored run for replays.
// src/app/run/ says when each is made.
import { z } from 'zod';
import {
  LiveRunsResponseSchema,
  RegisterRunResponseSchema,
  RunBatchResponseSchema,
  RunRecordResponseSchema,
  SealedBatchResponseSchema,
  SealedPlayResponseSchema,
  SealedRunResponseSchema,
  ServedRunSchema,
  type RegisterRunRequest,
  type RegisterRunResponse,
  type RunBatchRequest,
  type RunEndRequest,
  type SealedBatchResponse,
  type SealedPlayResponse,
  type SealedRunResponse,
  type ServedRun,
} from '../shared/api';
import { apiRequest } from './client';
import { withTimeout } from './withTimeout';

/** A registration that has no answer after this long gives up: the run begins offline, unwitnessed. */
export const REGISTER_TIMEOUT_MS = 4000;

const runPath = (id: string, what: string) => `/api/runs/${encodeURIComponent(id)}/${what}`;

/** Registers a run (POST /api/runs): the server's seed, rules version, id and start; throws on any failure. */
export async function registerRun(request: RegisterRunRequest): Promise<RegisterRunResponse> {
  return withTimeout(apiRequest(RegisterRunResponseSchema, '/api/runs', request), REGISTER_TIMEOUT_MS);
}

/** Registers a sealed run (POST /api/runs, sealed: true): its id, commitment and first view, never a seed. */
export async function registerSealedRun(request: RegisterRunRequest): Promise<SealedRunResponse> {
  return withTimeout(
    apiRequest(SealedRunResponseSchema, '/api/runs', { ...request, sealed: true }),
    REGISTER_TIMEOUT_MS,
  );
}

/**
 * Plays a batch of a sealed run's actions (POST /api/runs/:id/actions): the server's count and the view
 * after them, or its changes when the batch asks for them. Refusals throw an ApiError, as sendRunBatch's.
 */
export async function playSealedBatch(id: string, batch: RunBatchRequest): Promise<SealedPlayResponse> {
  return apiRequest(SealedPlayResponseSchema, runPath(id, 'actions'), batch);
}

/** Where a sealed run stands: the server's count and its view (an empty batch from 0, always taken). */
export async function sealedRunNow(id: string, runSecret: string): Promise<SealedBatchResponse> {
  return apiRequest(SealedBatchResponseSchema, runPath(id, 'actions'), { from: 0, actions: '', runSecret });
}

/**
 * Sends a batch of the run's actions (POST /api/runs/:id/actions): the server's new count of witnessed
 * actions. A refusal throws an ApiError (a 409's headers say the server's count); with `keepalive` the
 * request outlives the page.
 */
export async function sendRunBatch(id: string, batch: RunBatchRequest, keepalive = false): Promise<number> {
  return (await apiRequest(RunBatchResponseSchema, runPath(id, 'actions'), batch, { keepalive })).witnessed;
}

/** Tells the server the player quit the run (POST /api/runs/:id/end, 204), so it leaves the live list now. */
export async function endRun(id: string, request: RunEndRequest): Promise<void> {
  await apiRequest(z.unknown(), runPath(id, 'end'), request, { keepalive: true });
}

/** A registered run's public record (GET /api/runs/:id): a sealed run's seed and log only once it ended. */
export function fetchRunRecord(id: string) {
  return apiRequest(RunRecordResponseSchema, `/api/runs/${encodeURIComponent(id)}`);
}

/** The runs in progress (GET /api/runs/live), busiest first. */
export function fetchLiveRuns() {
  return apiRequest(LiveRunsResponseSchema, '/api/runs/live');
}

/** The run's live stream (GET /api/runs/:id/events, text/event-stream), for an EventSource. */
export function runEventsUrl(id: string): string {
  return runPath(id, 'events');
}

/** What a replay says when the stored run came back in a shape it cannot read. */
export const STORED_RUN_UNREADABLE = 'The stored run could not be read';

/**
 * An entry's stored run (GET /api/scores/:id/run?compact=1). A refusal throws its ApiError ('404: No run
 * stored for entry ...'); an answer that is not a stored run throws STORED_RUN_UNREADABLE.
 */
export async function fetchStoredRun(id: string): Promise<ServedRun> {
  try {
    return await apiRequest(ServedRunSchema, `/api/scores/${encodeURIComponent(id)}/run?compact=1`);
  } catch (error) {
    // A refusal or a network failure says what it is; a body that is not JSON or not a run is unreadable.
    if (error instanceof SyntaxError || error instanceof z.ZodError) throw new Error(STORED_RUN_UNREADABLE);
    throw error;
  }
}
