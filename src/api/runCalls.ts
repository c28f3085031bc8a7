// Witnessed-run calls of the client (issue #22, docs/OPERATIONS.md "Witnessed runs"): registering a run
// as it begins, and the list of runs in progress. The batches go through src/app/witness/witness.ts.
import {
  LiveRunsResponseSchema,
  RegisterRunResponseSchema,
  type RegisterRunRequest,
  type RegisterRunResponse,
} from '../shared/api';
import { apiRequest } from './client';
import { withTimeout } from './withTimeout';

/** A registration that has no answer after this long gives up: the run begins offline, unwitnessed. */
export const REGISTER_TIMEOUT_MS = 4000;

/** Registers a run (POST /api/runs): the server's seed, rules version, id and start; throws on any failure. */
export async function registerRun(request: RegisterRunRequest): Promise<RegisterRunResponse> {
  return withTimeout(apiRequest(RegisterRunResponseSchema, '/api/runs', request), REGISTER_TIMEOUT_MS);
}

/** The runs in progress (GET /api/runs/live), busiest first. */
export function fetchLiveRuns() {
  return apiRequest(LiveRunsResponseSchema, '/api/runs/live');
}

/** The run's live stream (GET /api/runs/:id/events, text/event-stream), for an EventSource. */
export function runEventsUrl(id: string): string {
  return `/api/runs/${encodeURIComponent(id)}/events`;
}
