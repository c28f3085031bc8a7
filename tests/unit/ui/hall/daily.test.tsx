// @vitest-environment jsdom
// The daily challenge in the client: DAILY CHALLENGE begins today's seed (or says why it cannot, and
// BEGIN QUEST still works), the share text is spoiler-free, and the Hall shows today's board.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StartScreen } from '../../../../src/ui/start/StartScreen';
import { DAILY_NEWER_RULES, DAILY_UNREACHABLE } from '../../../../src/ui/start/DailyChallenge';
import { RULES_VERSION } from '../../../../src/engine';
import { HallOfLegendsDialog } from '../../../../src/ui/hall/HallOfLegendsDialog';
import { dailyCaption } from '../../../../src/ui/hall/HallCaption';
import { dailyShareText, floorEmoji } from '../../../../src/ui/hall/dailyShareText';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';

// Today's challenge as the server answers it while the day runs: no seed (the server deals it sealed).
const TODAY = {
  day: '2026-11-23',
  sealed: true,
  rulesVersion: 1,
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-24T00:00:00.000Z',
};
const ROW = {
  id: '7',
  playerName: 'Dawnrider',
  finalScore: 4321,
  level: 3,
  gold: 40,
  monstersKilled: 5,
  dungeonLevel: 7,
  daysSurvived: 2,
  finalHealth: 0,
  finalMana: 10,
  finalStamina: 20,
  strength: 12,
  intelligence: 10,
  dexterity: 10,
  constitution: 10,
  spellsLearned: 3,
  itemsFound: 4,
  isPremium: false,
  completedAt: '2026-11-23T10:00:00.000Z',
  rank: 1,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function start(routes: Parameters<typeof fakeFetch>[0]) {
  const { calls } = fakeFetch({
    '/api/profanity-words': () => [200, []],
    '/api/check-player-name/': () => [200, { exists: false }],
    ...routes,
  });
  const onBegin = vi.fn();
  renderWithProviders(<StartScreen onBegin={onBegin} onRecall={() => undefined} />);
  fireEvent.change(screen.getByLabelText('Name thy hero'), { target: { value: 'Dawnrider' } });
  return { onBegin, calls };
}

describe('DAILY CHALLENGE on the start screen', () => {
  it("begins today's quest (its day and rules) once the name is accepted", async () => {
    const { onBegin } = start({ '/api/daily': () => [200, TODAY] });
    const daily = screen.getByRole('button', { name: 'DAILY CHALLENGE' });
    await waitFor(() => expect((daily as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(daily);
    // The day's own rules, even when this page plays newer ones by default.
    await waitFor(() => expect(onBegin).toHaveBeenCalledWith('Dawnrider', { day: '2026-11-23', rulesVersion: 1 }));
  });

  it("begins under this page's rules when the server does not say the day's, and refuses rules it does not know", async () => {
    const { rulesVersion: _unsaid, ...older } = TODAY;
    const first = start({ '/api/daily': () => [200, older] });
    const daily = () => screen.getAllByRole('button', { name: 'DAILY CHALLENGE' }).at(-1) as HTMLButtonElement;
    await waitFor(() => expect(daily().disabled).toBe(false));
    fireEvent.click(daily());
    await waitFor(() =>
      expect(first.onBegin).toHaveBeenCalledWith('Dawnrider', { day: '2026-11-23', rulesVersion: RULES_VERSION }),
    );
    cleanup();
    const second = start({ '/api/daily': () => [200, { ...TODAY, rulesVersion: 999 }] });
    await waitFor(() => expect(daily().disabled).toBe(false));
    fireEvent.click(daily());
    expect((await screen.findByRole('alert')).textContent).toBe(DAILY_NEWER_RULES);
    expect(second.onBegin).not.toHaveBeenCalled();
  });

  it('says the challenge cannot be reached when the server is down, and BEGIN QUEST still begins a normal quest', async () => {
    const { onBegin } = start({ '/api/daily': () => [503, 'Service Unavailable'] });
    const daily = screen.getByRole('button', { name: 'DAILY CHALLENGE' });
    await waitFor(() => expect((daily as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(daily);
    expect((await screen.findByRole('alert')).textContent).toBe(`${DAILY_UNREACHABLE} (503: Service Unavailable)`);
    expect(onBegin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'BEGIN QUEST' }));
    await waitFor(() => expect(onBegin).toHaveBeenCalledWith('Dawnrider'));
  });
});

describe('the daily share text', () => {
  it('names the day, floor and score, then one glyph per floor and a skull where the hero fell', () => {
    expect(dailyShareText({ day: '2026-11-23', floor: 7, score: 4321, died: true })).toBe(
      'Hall of Legends daily 2026-11-23: floor 7, 4,321 points\n🟩🟩🟩🟩🟩🟩💀',
    );
    expect(floorEmoji({ day: '2026-11-23', floor: 1, score: 0, died: false })).toBe('🟨');
    expect(floorEmoji({ day: '2026-11-23', floor: 40, score: 0, died: true })).toBe('🟩×39💀');
  });

  it('crowns the last floor of a hero who took the last portal', () => {
    expect(dailyShareText({ day: '2026-11-23', floor: 100, score: 1234567, died: false, won: true })).toBe(
      'Hall of Legends daily 2026-11-23: floor 100, 1,234,567 points\n🟩×99👑',
    );
  });
});

describe('the Hall of Legends daily board', () => {
  it("TODAY'S DAILY lists the day's entries and says when their runs can be watched", async () => {
    const { calls } = fakeFetch({
      '/api/search-scores': () => [200, { scores: [], totalPages: 0, total: 0 }],
      '/api/season': () => [200, { id: '2026-Q4', start: '2026-10-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' }],
      '/api/daily/2026-11-23/scores': () => [
        200,
        { scores: [ROW], totalPages: 1, total: 1, day: '2026-11-23', runsHiddenUntil: '2026-11-24T01:00:00.000Z' },
      ],
      '/api/daily': () => [200, TODAY],
    });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: "TODAY'S DAILY" }));
    const list = await screen.findByRole('list', { name: 'Hall of Legends entries' });
    expect(within(list).getByText('Dawnrider')).toBeTruthy();
    expect(within(list).getByText('4,321')).toBeTruthy();
    expect(within(list).getByText('Watch after 2026-11-24 01:00 UTC')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: /Watch/ })).toBeNull();
    expect(screen.getByText('☀ Daily challenge 2026-11-23')).toBeTruthy();
    expect(
      calls.some((c) => c.url.pathname === '/api/daily/2026-11-23/scores' && c.url.searchParams.get('page') === '1'),
    ).toBe(true);
  });
});

describe('the Hall of Legends season board', () => {
  const SEASON = { id: '2026-Q4', start: '2026-10-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' };
  const PLAIN = { ...ROW, id: '8', playerName: 'Plainwalker', finalScore: 1200, rank: 2 };

  it('shows "Watch after ..." for a daily entry whose day still runs, and a Watch link for the others', async () => {
    fakeFetch({
      '/api/search-scores': () => [
        200,
        { scores: [{ ...ROW, runsHiddenUntil: '2026-11-24T01:00:00.000Z' }, PLAIN], totalPages: 1, total: 2 },
      ],
      '/api/season': () => [200, SEASON],
    });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Hall of Legends entries' });
    const [dawn, plain] = within(list).getAllByRole('listitem');
    expect(within(dawn).getByText('Watch after 2026-11-24 01:00 UTC')).toBeTruthy();
    expect(within(dawn).queryByRole('link')).toBeNull();
    expect(within(plain).getByRole('link', { name: "Watch Plainwalker's run" }).getAttribute('href')).toBe('/replay/8');
    expect(within(plain).queryByText(/Watch after/)).toBeNull();
  });

  it("says which board it shows: the season, or today's daily with the time left in its day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T18:48:00.000Z'));
    fakeFetch({
      '/api/search-scores': () => [200, { scores: [PLAIN], totalPages: 1, total: 1 }],
      '/api/season': () => [200, SEASON],
      '/api/daily/2026-11-23/scores': () => [
        200,
        { scores: [ROW], totalPages: 1, total: 1, day: '2026-11-23', runsHiddenUntil: '2026-11-24T01:00:00.000Z' },
      ],
      '/api/daily': () => [200, TODAY],
    });
    renderWithProviders(<HallOfLegendsDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const caption = () => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(caption()).toBe('The greatest heroes of this season.');
    fireEvent.click(screen.getByRole('button', { name: "TODAY'S DAILY" }));
    await waitFor(() => expect(caption()).toBe("Today's daily challenge, 2026-11-23 (UTC). Ends in 5h 12m."));
    fireEvent.click(screen.getByRole('button', { name: 'SEASON' }));
    expect(caption()).toBe('The greatest heroes of this season.');
  });

  it('counts the daily caption down to the end of the day', () => {
    const ends = TODAY.endsAt;
    expect(dailyCaption('2026-11-23', ends, new Date('2026-11-23T00:00:00.000Z'))).toBe(
      "Today's daily challenge, 2026-11-23 (UTC). Ends in 24h 0m.",
    );
    expect(dailyCaption('2026-11-23', ends, new Date('2026-11-23T23:58:30.000Z'))).toBe(
      "Today's daily challenge, 2026-11-23 (UTC). Ends in 0h 1m.",
    );
    expect(dailyCaption('2026-11-23', ends, new Date('2026-11-23T23:59:30.000Z'))).toBe(
      "Today's daily challenge, 2026-11-23 (UTC). Ends in under a minute.",
    );
    expect(dailyCaption('2026-11-23', ends, new Date('2026-11-24T00:00:00.000Z'))).toBe(
      "Today's daily challenge, 2026-11-23 (UTC). It has ended.",
    );
    expect(dailyCaption(null, null, new Date())).toBe("Today's daily challenge (UTC).");
  });
});
