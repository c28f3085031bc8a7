// @vitest-environment jsdom
// The statistics page's states in jsdom with a fake server: a failed read and its retry, no runs at all,
// the version picker opening on the newest version with runs, a version without deaths or killers, and
// the season's entries by kind with what each kind means (or a line saying they could not be counted).
// (jsdom lays nothing out, so the chart is not drawn here: tests/e2e/stats.test.ts draws it in chromium.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { EntryKindsResponse, RulesVersionStats, RunStatsResponse } from '../../../../src/shared/api';
import { OPEN_MEANING, SEALED_MEANING, WITNESSED_MEANING } from '../../../../src/ui/hall/witnessText';
import { StatsPage } from '../../../../src/ui/stats/StatsPage';
import { STATS_TEXTS } from '../../../../src/ui/stats/statsTexts';
import { ThemeProvider } from '../../../../src/ui/theme/ThemeProvider';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';

// uPlot reads the device pixel ratio through matchMedia as it loads, before renderWithProviders's polyfill.
vi.hoisted(() => {
  window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never;
});

const NONE = { p10: null, p25: null, p50: null, p75: null, p90: null, p99: null, max: null };

function version(rulesVersion: number, over: Partial<RulesVersionStats> = {}): RulesVersionStats {
  return {
    rulesVersion,
    runs: 3,
    witnessed: 3,
    live: 1,
    died: 2,
    won: 0,
    inscribed: 1,
    deathsByFloor: [
      { floor: 2, deaths: 1 },
      { floor: 5, deaths: 1 },
    ],
    topKillers: [
      { monster: 'Goblin', kills: 1 },
      { monster: 'Skeleton', kills: 1 },
    ],
    depth: { p10: 2, p25: 2, p50: 5, p75: 5, p90: 6, p99: 6, max: 6 },
    score: { p10: 120, p25: 120, p50: 900, p75: 900, p90: 1500, p99: 1500, max: 1500 },
    actions: { p10: 40, p25: 40, p50: 300, p75: 300, p90: 800, p99: 800, max: 800 },
    minutes: { p10: 1, p25: 1, p50: 4, p75: 4, p90: 9, p99: 9, max: 9 },
    ...over,
  };
}

/** The season's entries by kind (GET /api/stats/entries); listed before /api/stats, which fakeFetch matches as a prefix. */
const KINDS: EntryKindsResponse = { season: '2026-Q4', sealed: 1234, witnessed: 56, open: 7, total: 1297 };
const ENTRIES = { '/api/stats/entries': (): [number, unknown] => [200, KINDS] };

function answer(versions: RulesVersionStats[]): RunStatsResponse {
  return { generatedAt: '2026-11-20T11:10:00.000Z', versions };
}

function renderPage() {
  renderWithProviders(
    <ThemeProvider>
      <StatsPage />
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatsPage', () => {
  it('says a failed read plainly and reads again on Try again', async () => {
    let calls = 0;
    fakeFetch({ ...ENTRIES, '/api/stats': () => (++calls === 1 ? [503, 'Resting'] : [200, answer([version(3)])]) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${STATS_TEXTS.error} (503: Resting)`);
    fireEvent.click(within(alert).getByRole('button', { name: STATS_TEXTS.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules version 3' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it("shows the season's entries by kind, with what each kind means", async () => {
    fakeFetch({ ...ENTRIES, '/api/stats': () => [200, answer([version(3)])] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Entries this season (2026-Q4)' })).toBeTruthy();
    const kinds = screen.getByTestId('entry-kinds');
    expect(
      [...kinds.querySelectorAll('div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    ).toEqual([
      ['Sealed', '1,234'],
      ['Witnessed', '56'],
      ['Open', '7'],
      ['All', '1,297'],
    ]);
    expect([...screen.getByTestId('entry-kind-meanings').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      SEALED_MEANING,
      WITNESSED_MEANING,
      OPEN_MEANING,
    ]);
    expect(screen.getByText(STATS_TEXTS.kindsNote)).toBeTruthy();
  });

  it('says plainly when the entries cannot be counted, and still shows the runs', async () => {
    fakeFetch({ '/api/stats/entries': () => [503, 'Resting'], '/api/stats': () => [200, answer([version(3)])] });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(`${STATS_TEXTS.kindsError} (503: Resting)`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules version 3' })).toBeTruthy();
    expect(screen.queryByTestId('entry-kinds')).toBeNull();
  });

  it('says so when no run was ever registered', async () => {
    fakeFetch({ ...ENTRIES, '/api/stats': () => [200, answer([])] });
    renderPage();
    expect(await screen.findByText(STATS_TEXTS.noVersions)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Rules version:' })).toBeNull();
  });

  it('opens on the newest version with runs, and the picker shows another', async () => {
    fakeFetch({ ...ENTRIES, '/api/stats': () => [200, answer([version(3, { runs: 0 }), version(2)])] });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Rules version 2' });
    const picker = screen.getByRole('group', { name: 'Rules version:' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['v3', 'false'],
      ['v2', 'true'],
    ]);
    expect(screen.getByText('Counted 2026-11-20 11:10 UTC; counted again every few minutes.')).toBeTruthy();
    const counts = screen.getByTestId('run-counts');
    expect([...counts.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['3', '3', '1', '2', '0', '1']);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of deaths per floor: 2 deaths on 2 floors, most on floor 2 (1). The figures are in the table below it.',
    );
    fireEvent.click(within(picker).getByRole('button', { name: 'v3' }));
    expect(await screen.findByText(STATS_TEXTS.noRuns)).toBeTruthy();
  });

  it('says when nobody fell yet, and prints dashes where no run gives a figure', async () => {
    const quiet = version(4, { witnessed: 0, died: 0, deathsByFloor: [], topKillers: [] });
    fakeFetch({
      ...ENTRIES,
      '/api/stats': () => [200, answer([{ ...quiet, depth: NONE, score: NONE, actions: NONE, minutes: NONE }])],
    });
    renderPage();
    expect(await screen.findByText(STATS_TEXTS.noDeaths)).toBeTruthy();
    expect(screen.getByText(STATS_TEXTS.noKillers)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    const max = within(screen.getByTestId('stats-depth-score')).getByRole('row', { name: /^max/ });
    expect([...max.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['-', '-']);
  });
});
