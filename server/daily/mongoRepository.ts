// The days' draws on MongoDB (the DailySeed model of server/store/mongo/models.ts, _id = day).
import type { DailyDraw, DailyRepository } from './repository';
import { DAILY_LEGACY_RULES_VERSION } from '../store/types';
import type { Models } from '../store/mongo/models';

const DUPLICATE_KEY = 11000;

/** The MongoDB DailyRepository. */
export class MongoDailyRepository implements DailyRepository {
  constructor(private readonly models: Models) {}

  async draw(day: string, candidate: DailyDraw, now: Date): Promise<DailyDraw> {
    try {
      await this.models.DailySeed.updateOne(
        { _id: day },
        {
          $setOnInsert: {
            seed: candidate.seed,
            rulesVersion: candidate.rulesVersion,
            sealedOnly: candidate.sealedOnly,
            createdAt: now,
          },
        },
        { upsert: true },
      );
    } catch (error) {
      // Two first upserts at once: the loser's insert hits the _id index; the winner's seed is read below.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    return (await this.find(day)) as DailyDraw;
  }

  async find(day: string): Promise<DailyDraw | null> {
    const doc = await this.models.DailySeed.findById(day).lean();
    // Days drawn before sealed dailies carry no sealedOnly: they keep the open daily they began with.
    return doc
      ? {
          seed: doc.seed,
          rulesVersion: doc.rulesVersion ?? DAILY_LEGACY_RULES_VERSION,
          sealedOnly: doc.sealedOnly === true,
        }
      : null;
  }
}
