// axe-core in the page: fails on any serious or critical accessibility violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the app's CSP (no inline scripts) would block a script tag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the page (or only inside `scope`, a selector) and expects no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, label: string, scope?: string): Promise<void> {
  // A dialog still fading in has washed-out colours: check what the player sees once it settles.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Also the label-in-name rule (WCAG 2.5.3), which axe keeps among its experimental ones and
    // Lighthouse runs: a button's visible words must be part of its name.
    const result = await axe.run(context ?? document, { rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 6).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, scope ?? null);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}
