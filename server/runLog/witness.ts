// What an inscription learns of the witnessed run behind it (server/runs/service.ts witnessOf), in
// the words both the inscription (server/scores) and the stores use.

/** What an entry keeps of the witnessed run it was inscribed from. */
export interface WitnessMark {
  startedAt: Date;
  lastMoveAt: Date;
  /** The run was sealed: the server dealt every roll, and the client never held the seed while it played. */
  sealed?: boolean;
}

/** Witnessed (with the run's id and times), not witnessed (null), or another player's seed. */
export type Witness = { runId: string; mark: WitnessMark } | null | 'not-yours';
