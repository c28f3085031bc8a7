// Taking a sealed run up from its resume code (resumeCode.ts) on a page that does not keep it: the
// server's public record says whether it still plays, and an empty batch with the secret answers its view.
import { fetchRunRecord, sealedRunNow } from '../../api/runCalls';
import type { SealedRunRecord } from '../../storage/sealedRun';

/** What LOAD says of a resume code whose run has ended (its seed is public now: no move may follow). */
export const SEALED_RUN_ENDED = 'This sealed run has ended: it cannot be taken up again';

/** The run to play from here on; throws an Error whose message LOAD shows (the server's refusal, or the end). */
export async function takeUp(run: { id: string; runSecret: string }): Promise<SealedRunRecord> {
  const record = await fetchRunRecord(run.id);
  if (!record.sealed || record.commitment === undefined) throw new Error('This code names a run that is not sealed');
  if (record.ended) throw new Error(SEALED_RUN_ENDED);
  const { witnessed, view } = await sealedRunNow(run.id, run.runSecret);
  const { commitment, startedAt, daily } = record;
  return { ...run, commitment, startedAt, daily, view, base: witnessed, unsent: '' };
}
