// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HallOfLegendsDialog } from '../../../../src/ui/hall/HallOfLegendsDialog';
import type { HighScore } from '../../../../src/shared/api';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function entry(rank: number, premium: boolean): HighScore {
  return {
    id: `e${rank}`,
    playerName: `Hero${rank}`,
    finalScore: 10_000 - rank,
    level: 3,
    gold: 40,
    monstersKilled: 9,
    dungeonLevel: 2,
    daysSurvived: 4,
    finalHealth: 50,
    finalMana: 20,
    finalStamina: 30,
    strength: 12,
    intelligence: 11,
    dexterity: 10,
    constitution: 13,
    spellsLearned: 3,
    itemsFound: 6,
    isPremium: premium,
    completedAt: '2026-10-02T10:00:00Z',
    rank,
    won: false,
  };
}

const ALL = Array.from({ length: 25 }, (_, i) => entry(i + 1, i % 2 === 0));

function serveScores() {
  return fakeFetch({
    '/api/search-scores': (url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page'));
      const matching = ALL.filter((e) => e.playerName.toLowerCase().includes(search));
      return [
        200,
        {
          scores: matching.slice((page - 1) * 10, page * 10),
          total: matching.length,
          totalPages: Math.ceil(matching.length / 10),
        },
      ];
    },
  });
}

describe('Hall of Legends dialog', () => {
  it('pages through entries with medals for the top 3', async () => {
    serveScores();
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText('Hero1')).toBeTruthy();
    // Medals are drawn coins, not emoji (which show as empty boxes without a colour-emoji font).
    expect(screen.getByLabelText('Rank 1, gold medal').textContent).toBe('1');
    expect(screen.getByLabelText('Rank 2, silver medal').textContent).toBe('2');
    expect(screen.getByLabelText('Rank 3, bronze medal').textContent).toBe('3');
    const ranks = Array.from(document.querySelectorAll('.hall-rank'), (r) => r.textContent);
    expect(ranks.slice(0, 4)).toEqual(['1', '2', '3', '#4']);
    expect(screen.getByText(/^Reset in \d+d \d+h \d+m$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Hero21')).toBeTruthy();
    expect(screen.getByText('#25')).toBeTruthy();
  });

  it('expands premium rows to full statistics and basic rows to the limited note; a page change collapses them', async () => {
    serveScores();
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /Hero1 ★ PREMIUM/ }));
    expect(screen.getByText('STR / INT / DEX / CON')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Hero2\b/ }));
    expect(screen.getByText('Limited Statistics Available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Hero11');
    expect(screen.queryByText('Limited Statistics Available')).toBeNull();
  });

  it('debounces the search, returns to page 1 and says when nobody matches', async () => {
    const { calls } = serveScores();
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    await screen.findByText('Hero1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Hero11');
    const box = screen.getByLabelText('Search heroes by name');
    fireEvent.change(box, { target: { value: 'Hero2' } });
    fireEvent.change(box, { target: { value: 'Hero22' } });
    expect(await screen.findByText('Hero22')).toBeTruthy();
    const searches = calls.map((c) => c.url.searchParams.get('search'));
    expect(searches).not.toContain('Hero2');
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    fireEvent.change(box, { target: { value: 'Nobody' } });
    expect(await screen.findByText('No players found matching "Nobody"')).toBeTruthy();
  });

  it('shows the empty and error texts', async () => {
    fakeFetch({ '/api/search-scores': () => [200, { scores: [], total: 0, totalPages: 0 }] });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText('No scores recorded yet. Be the first to complete a dungeon run!')).toBeTruthy();
    cleanup();
    fakeFetch({ '/api/search-scores': () => [500, 'down'] });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(screen.getByText('Failed to load leaderboard. Please try again later.')).toBeTruthy());
  });

  it('filters to witnessed or sealed entries, one at a time; each starts again on page 1 and says when none is inscribed', async () => {
    const sealed = ALL.slice(0, 12).map((e) => ({ ...e, witnessed: true, sealed: true }));
    const { calls } = fakeFetch({
      '/api/search-scores': (url) => {
        const page = Number(url.searchParams.get('page'));
        const rows =
          url.searchParams.get('sealed') === '1' ? sealed : url.searchParams.get('witnessed') === '1' ? [] : ALL;
        const scores = rows.slice((page - 1) * 10, page * 10);
        return [200, { scores, total: rows.length, totalPages: Math.ceil(rows.length / 10) }];
      },
    });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    await screen.findByText('Hero1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Hero11');
    const filters = screen.getByRole('group', { name: 'Filter' });
    const pressed = () =>
      Array.from(filters.querySelectorAll('button'), (b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(pressed()).toEqual([
      ['Witnessed only', 'false'],
      ['Sealed only', 'false'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Sealed only' }));
    await waitFor(() => expect(screen.getByText('12 legends · page 1 of 2')).toBeTruthy());
    expect(calls.at(-1)?.url.searchParams.get('sealed')).toBe('1');
    expect(calls.at(-1)?.url.searchParams.get('witnessed')).toBeNull();
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(pressed()).toEqual([
      ['Witnessed only', 'false'],
      ['Sealed only', 'true'],
    ]);
    // Each row wears the mark of what it proves.
    expect(
      screen.getAllByRole('img', { name: /^Sealed: the server dealt every roll; the run could not see its future/ }),
    ).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Witnessed only' }));
    expect(
      await screen.findByText('No witnessed runs inscribed yet. Begin online and every move is witnessed.'),
    ).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('sealed')).toBeNull();
    expect(pressed()).toEqual([
      ['Witnessed only', 'true'],
      ['Sealed only', 'false'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Witnessed only' }));
    await waitFor(() => expect(screen.getByText('25 legends · page 1 of 3')).toBeTruthy());
    expect(pressed()).toEqual([
      ['Witnessed only', 'false'],
      ['Sealed only', 'false'],
    ]);
  });

  it('says when no sealed run is inscribed yet', async () => {
    fakeFetch({ '/api/search-scores': () => [200, { scores: [], total: 0, totalPages: 0 }] });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => {}} />);
    await screen.findByText('No scores recorded yet. Be the first to complete a dungeon run!');
    fireEvent.click(screen.getByRole('button', { name: 'Sealed only' }));
    expect(
      await screen.findByText('No sealed runs inscribed yet. Begin online and the server deals every roll.'),
    ).toBeTruthy();
  });
});
