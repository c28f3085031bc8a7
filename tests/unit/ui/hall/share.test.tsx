// @vitest-environment jsdom
// Share links carry a line of text and the link: the score of a finished run (the link opens that
// run in the replay viewer) or the start screen's invitation, in each network's intent URL, the
// native share sheet and the clipboard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { ToastProvider } from '../../../../src/ui/toast/ToastProvider';
import { ShareButtons } from '../../../../src/ui/hall/ShareButtons';
import { StartShare, URL_COPIED_MESSAGE } from '../../../../src/ui/start/StartShare';
import {
  achievementMessage,
  clipboardText,
  INVITATION_TEXT,
  invitationMessage,
  shareLinks,
} from '../../../../src/ui/common/share';
import { polyfillBrowser } from '../../../support/react/renderWithProviders';

const RUN_URL = 'https://hall.example/replay/65a1f0c2e4b0a1b2c3d4e5f6';
const aria = achievementMessage({ heroName: 'Aria', score: 4321, dungeonLevel: 7, level: 5, gold: 230 }, RUN_URL);
const SCORE_TEXT =
  'I reached dungeon level 7 with 4,321 points in the Hall of Legends as Aria, a level 5 hero with 230 gold. Can you go deeper?';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('share texts', () => {
  it('a score says the dungeon level and the points, grouped by thousands, and the hero', () => {
    expect(aria).toEqual({ text: SCORE_TEXT, url: RUN_URL });
    expect(achievementMessage({ heroName: 'Bo', score: 1, dungeonLevel: 1, level: 1, gold: 0 }, RUN_URL).text).toBe(
      'I reached dungeon level 1 with 1 point in the Hall of Legends as Bo, a level 1 hero with 0 gold. Can you go deeper?',
    );
    expect(
      achievementMessage({ heroName: 'Cy', score: 1234567, dungeonLevel: 100, level: 40, gold: 9 }, RUN_URL).text,
    ).toContain('dungeon level 100 with 1,234,567 points');
  });

  it('a won run is crowned: all its levels conquered, into daylight', () => {
    const won = achievementMessage(
      { heroName: 'Aria', score: 1234567, dungeonLevel: 100, level: 44, gold: 9120, won: true },
      RUN_URL,
    );
    expect(won.text).toBe(
      '👑 I conquered all 100 dungeon levels and climbed into daylight with 1,234,567 points in the Hall of Legends as Aria, a level 44 hero with 9,120 gold. Can you?',
    );
    expect(
      achievementMessage({ heroName: 'Aria', score: 4321, dungeonLevel: 7, level: 5, gold: 230, won: false }, RUN_URL),
    ).toEqual(aria);
  });

  it('the clipboard gets the text, then the link', () => {
    expect(clipboardText(aria)).toBe(`${SCORE_TEXT} ${RUN_URL}`);
    expect(clipboardText(invitationMessage('https://hall.example/'))).toBe(`${INVITATION_TEXT} https://hall.example/`);
  });
});

describe('intent URLs', () => {
  it('X: the post composer gets the text, the link and two hashtags', () => {
    const x = new URL(shareLinks(aria).x);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(SCORE_TEXT);
    expect(x.searchParams.get('url')).toBe(RUN_URL);
    expect(x.searchParams.get('hashtags')).toBe('DungeonCrawler,HallOfLegends');
  });

  it('Reddit: a link post titled with the text', () => {
    expect(shareLinks(aria).reddit).toBe(
      `https://www.reddit.com/submit?url=${encodeURIComponent(RUN_URL)}&title=${encodeURIComponent(SCORE_TEXT)}`,
    );
  });

  it('Facebook: the sharer with the link alone (it reads the page title and description itself)', () => {
    expect(shareLinks(aria).facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(RUN_URL)}`,
    );
  });

  it('a text with & # ? and quotes survives the round trip', () => {
    const odd = achievementMessage(
      { heroName: `O'Neil & #1?`, score: 10, dungeonLevel: 2, level: 2, gold: 15 },
      RUN_URL,
    );
    expect(new URL(shareLinks(odd).x).searchParams.get('text')).toBe(odd.text);
    expect(new URL(shareLinks(odd).reddit).searchParams.get('title')).toBe(odd.text);
  });
});

describe('on screen', () => {
  it('the score buttons link to each network with the score; COPY / SHARE copies text and link', async () => {
    polyfillBrowser();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(
      <Theme>
        <ToastProvider>
          <ShareButtons message={aria} />
        </ToastProvider>
      </Theme>,
    );
    expect(screen.getByRole('link', { name: 'TWEET' }).getAttribute('href')).toBe(shareLinks(aria).x);
    expect(screen.getByRole('link', { name: 'FACEBOOK' }).getAttribute('href')).toBe(shareLinks(aria).facebook);
    expect(screen.getByRole('link', { name: 'REDDIT' }).getAttribute('href')).toBe(shareLinks(aria).reddit);
    fireEvent.click(screen.getByRole('button', { name: 'COPY / SHARE' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${SCORE_TEXT} ${RUN_URL}`));
    expect(await screen.findByText('Achievement Copied!')).toBeTruthy();
  });

  it('the start screen links carry the invitation and the game URL; the native sheet gets both', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<StartShare />);
    const gameUrl = `${window.location.origin}/`;
    const tweet = new URL(screen.getByRole('link', { name: 'Tweet' }).getAttribute('href')!);
    expect(tweet.searchParams.get('text')).toBe(INVITATION_TEXT);
    expect(tweet.searchParams.get('url')).toBe(gameUrl);
    const reddit = new URL(screen.getByRole('link', { name: 'Reddit' }).getAttribute('href')!);
    expect(reddit.searchParams.get('title')).toBe(INVITATION_TEXT);
    expect(screen.getByRole('link', { name: 'Share' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(gameUrl)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Dungeon Crawler', text: INVITATION_TEXT, url: gameUrl }),
    );
    expect(screen.queryByText(URL_COPIED_MESSAGE)).toBeNull();
  });

  it('without a share sheet, Copy URL puts the invitation and the URL on the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<StartShare />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect((await screen.findByRole('alert')).textContent).toBe(URL_COPIED_MESSAGE);
    expect(writeText).toHaveBeenCalledWith(`${INVITATION_TEXT} ${window.location.origin}/`);
  });
});
