// Share links: a message (one line of text plus a URL) and the intent URL of
// each network that carries it, the native share sheet or the clipboard.
import { groupDigits } from '../../shared/groupDigits';

/** What a shared score says: SPEC puts the hero's name, level and gold beside the score. */
export interface Achievement {
  heroName: string;
  score: number;
  dungeonLevel: number;
  /** The hero's own level (not the dungeon's). */
  level: number;
  gold: number;
  /** The run took the last portal: the text crowns it. */
  won?: boolean;
}

/** One thing to share: a line of text and the link it points at. */
export interface ShareMessage {
  text: string;
  url: string;
}

/** Title of the native share sheet. */
export const SHARE_TITLE = 'Dungeon Crawler';

const HASHTAGS = ['DungeonCrawler', 'HallOfLegends'];

/** The start screen's invitation. */
export const INVITATION_TEXT =
  'Brave 100 dungeon levels in a free, turn-based dungeon crawler in your browser and carve your name into the Hall of Legends!';

/** The crown that opens a conqueror's share text (shared text is drawn by the reader's own device and fonts). */
export const CONQUEROR_CROWN = '👑';

/**
 * A finished run: "I reached dungeon level 7 with 4,321 points in the Hall of Legends as Aria, a level 5 hero
 * with 230 gold. Can you go deeper?"; a won run: "👑 I conquered all 100 dungeon levels and climbed into
 * daylight with 1,234,567 points in the Hall of Legends as Aria, a level 44 hero with 9,120 gold. Can you?"
 */
export function achievementMessage(a: Achievement, url: string): ShareMessage {
  const points = `${groupDigits(a.score)} ${a.score === 1 ? 'point' : 'points'}`;
  const hero = `${a.heroName}, a level ${a.level} hero with ${groupDigits(a.gold)} gold`;
  const text = a.won
    ? `${CONQUEROR_CROWN} I conquered all ${a.dungeonLevel} dungeon levels and climbed into daylight with ${points} in the Hall of Legends as ${hero}. Can you?`
    : `I reached dungeon level ${a.dungeonLevel} with ${points} in the Hall of Legends as ${hero}. Can you go deeper?`;
  return { text, url };
}

/** The game itself (start screen). */
export function invitationMessage(url: string): ShareMessage {
  return { text: INVITATION_TEXT, url };
}

/** What the clipboard gets: the text, then the link. */
export function clipboardText(message: ShareMessage): string {
  return `${message.text} ${message.url}`;
}

/** The intent URL of each network, each opened in a new tab. */
export function shareLinks(message: ShareMessage) {
  const text = encodeURIComponent(message.text);
  const url = encodeURIComponent(message.url);
  return {
    // X's post intent: text, url and hashtags are all prefilled in the composer.
    x: `https://x.com/intent/tweet?text=${text}&url=${url}&hashtags=${HASHTAGS.join(',')}`,
    // Facebook's sharer takes the link only (it ignores text parameters); the post shows the
    // page's Open Graph title and description (index.html).
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    // Reddit's submit form: a link post with the text as its title.
    reddit: `https://www.reddit.com/submit?url=${url}&title=${text}`,
  };
}

/** Native share when the browser has it; else the clipboard. Resolves to how it was shared. */
export async function shareOrCopy(message: ShareMessage): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: SHARE_TITLE, text: message.text, url: message.url });
      return 'shared';
    } catch (error) {
      // The player closing the share sheet is not a failure worth a fallback copy.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  await navigator.clipboard.writeText(clipboardText(message));
  return 'copied';
}
