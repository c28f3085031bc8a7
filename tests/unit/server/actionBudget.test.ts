// The instance's actions a second for batches: a second's worth at once, then as time refills it.
import { describe, expect, it } from 'vitest';
import { ActionBudget } from '../../../server/runs/actionBudget';

describe('ActionBudget', () => {
  it("takes a second's worth at once, refuses past it, refills with time; 0 never refuses", () => {
    let now = 0;
    const budget = new ActionBudget(40_000, () => now);
    for (let i = 0; i < 40; i++) expect(budget.take(1000)).toBe(true);
    expect(budget.take(1000)).toBe(false);
    expect(budget.take(10)).toBe(false);
    now += 100;
    expect(budget.take(1000)).toBe(true);
    expect(budget.take(1000)).toBe(true);
    expect(budget.take(3000)).toBe(false);
    now += 10_000;
    expect(budget.take(40_000)).toBe(true);
    expect(new ActionBudget(0, () => now).take(1_000_000)).toBe(true);
  });
});
