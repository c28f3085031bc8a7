// The contract of the daily repository (server/daily/repository.ts), passed by its SQLite and MongoDB
// implementations alike: one draw per day, kept by whichever first caller stored it, with its rules
// version and whether it is played sealed only.
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/types';
import { freshRepositories } from '../support/server/freshRepositories';

const NOW = new Date('2026-11-10T00:00:00Z');

/** Registers the suite for the days' draws of a store made by `open` (a fresh, empty store). */
export function dailyRepositoryContract(label: string, open: () => Promise<Store>, skip = false): void {
  describe.skipIf(skip)(`${label} daily repository contract`, () => {
    const repos = freshRepositories(open);

    it('daily seeds: ten first callers of a day at once all get the one stored draw; days differ', async () => {
      // Candidates differ in seed, rules version and sealed rule: the stored draw keeps one candidate's.
      const candidate = (i: number) => ({ seed: `candidate-${i}`, rulesVersion: 2 + (i % 3), sealedOnly: i % 2 === 0 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => repos.daily.draw('2026-11-23', candidate(i), NOW)),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0].seed).toMatch(/^candidate-\d$/);
      expect(answers[0]).toEqual(candidate(Number(answers[0].seed.slice('candidate-'.length))));
      const late = { seed: 'late-candidate', rulesVersion: 9, sealedOnly: !answers[0].sealedOnly };
      expect(await repos.daily.draw('2026-11-23', late, NOW)).toEqual(answers[0]);
      expect(await repos.daily.find('2026-11-23')).toEqual(answers[0]);
      for (const [day, sealedOnly] of [
        ['2026-11-24', true],
        ['2026-11-26', false],
      ] as const) {
        const draw = { seed: `seed-${day}`, rulesVersion: 7, sealedOnly };
        expect(await repos.daily.draw(day, draw, NOW)).toEqual(draw);
        expect(await repos.daily.find(day)).toEqual(draw);
      }
      expect(await repos.daily.find('2026-11-25')).toBeNull();
    });
  });
}
