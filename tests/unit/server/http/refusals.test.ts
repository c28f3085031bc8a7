// The one table of refusals (server/http/refusals.ts): each code's status and the text a player reads.
import { describe, expect, it } from 'vitest';
import { REFUSALS, refusalAnswer, type Refusal } from '../../../../server/http/refusals';
import { NAME_TAKEN_MESSAGE } from '../../../../src/shared/heroName';

describe('the refusal table', () => {
  it('answers each code with its status and text', () => {
    const answers: [Refusal, number, string][] = [
      [{ code: 'body-not-object' }, 400, 'Send the score as a JSON object'],
      [{ code: 'field-invalid', field: 'run.seed', issue: 'Required' }, 400, 'Invalid field run.seed: Required'],
      [{ code: 'name-taken' }, 400, NAME_TAKEN_MESSAGE],
      [{ code: 'coupon-invalid' }, 400, 'Invalid or expired coupon code'],
      [
        { code: 'run-missing' },
        422,
        'Score refused: the run record is missing (a score needs the run that produced it)',
      ],
      [
        { code: 'run-not-extended' },
        422,
        'Run record refused: this run is already on the Hall of Legends; inscribe it again only after playing on',
      ],
      [
        { code: 'run-other-season' },
        422,
        "Run record refused: this run was inscribed in an earlier season and stays on that season's board",
      ],
      [
        { code: 'daily-rules', day: '2026-11-23', rulesVersion: 3 },
        422,
        'Run record refused: the daily challenge of 2026-11-23 is played under rules version 3',
      ],
      [
        { code: 'daily-over', day: '2026-11-23' },
        422,
        'Run record refused: the daily challenge of 2026-11-23 is over; its runs were inscribed until 2026-11-24 01:00 UTC',
      ],
      [
        { code: 'run-name-refused', reason: 'too long' },
        422,
        "Run record refused: the run's hero name is not allowed (too long)",
      ],
      [
        { code: 'replay-refused', text: 'Score refused: claimed gold 5 does not match the replayed run (4)' },
        422,
        'Score refused: claimed gold 5 does not match the replayed run (4)',
      ],
      [{ code: 'run-not-found', id: '987654' }, 404, 'No run stored for entry 987654'],
      [{ code: 'live-run-not-found', id: 'abc' }, 404, 'No run registered with id abc'],
      [{ code: 'run-expired', expireMs: 30 * 86_400_000 }, 410, 'This run has expired: it had no move for 30 days'],
      [
        { code: 'daily-not-today', day: '2026-11-22', today: '2026-11-23' },
        422,
        "Run refused: the daily challenge of 2026-11-22 is not open; today's is 2026-11-23",
      ],
      [
        { code: 'daily-run-hidden', day: '2026-11-23' },
        403,
        'This daily challenge is still running. Its runs can be watched after 2026-11-24 01:00 UTC.',
      ],
      [
        { code: 'batch-wrong-secret' },
        403,
        'Batch refused: this run was registered by another game (wrong run secret)',
      ],
      [{ code: 'end-wrong-secret' }, 403, 'This run was registered by another game (wrong run secret)'],
      [
        { code: 'batch-gap', from: 80, count: 70 },
        409,
        'Batch refused: it starts at action 80, but 70 actions are witnessed; send the actions from 70',
      ],
      [
        { code: 'batch-rewrite', from: 60, count: 70 },
        409,
        'Batch refused: it rewrites the witnessed log from action 60 (70 actions are witnessed); the run continues unwitnessed',
      ],
      [
        { code: 'action-unheld', index: 3, kind: 'item', action: 'equip', named: 'y'.repeat(30) },
        422,
        `Batch refused: the action at index 3 names an item this run never held (equip "${'y'.repeat(24)}...")`,
      ],
      [
        { code: 'action-unheld', index: 0, kind: 'spell', action: 'cast', named: 'NOVA' },
        422,
        'Batch refused: the action at index 0 names a spell the game does not have ("NOVA")',
      ],
      [{ code: 'log-full' }, 422, "Batch refused: a run's witnessed log holds at most 100,000 actions"],
      [
        { code: 'daily-sealed-only', day: '2026-11-23' },
        422,
        'Run refused: the daily challenge of 2026-11-23 is played sealed, so nobody holds its dungeon before the day is over; begin it with sealed: true',
      ],
      [
        { code: 'daily-open-run', day: '2026-11-23' },
        422,
        'Run record refused: the daily challenge of 2026-11-23 ranks sealed runs only (begun online, the server dealing every roll); an open run of it cannot be inscribed',
      ],
      [
        { code: 'daily-seed-hidden', day: '2026-11-30' },
        403,
        'The daily challenge of 2026-11-30 is not over yet. Its seed is public after 2026-12-01 01:00 UTC.',
      ],
      [
        { code: 'daily-not-drawn', day: '2026-11-20' },
        404,
        'No daily challenge was drawn for 2026-11-20: nobody asked for it that day',
      ],
    ];
    for (const [refusal, status, text] of answers) expect(refusalAnswer(refusal)).toEqual({ status, text });
  });

  it('every refusal is a 4xx: a refusal is about the request, never the server', () => {
    for (const row of Object.values(REFUSALS)) {
      expect(row.status).toBeGreaterThanOrEqual(400);
      expect(row.status).toBeLessThan(500);
    }
  });
});
