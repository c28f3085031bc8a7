// Share links of SPEC.md section 7: tweet intent, Facebook sharer, Reddit submit, and the text they carry.

/** What a shared achievement says. */
export interface Achievement {
  heroName: string;
  score: number;
  level: number;
  gold: number;
}

const HASHTAGS = ['DungeonCrawler', 'HallOfLegends', 'RPG'];

/** The challenge text of a finished run. */
export function achievementText(a: Achievement, origin: string): string {
  return `${a.heroName} scored ${a.score} points in Dungeon Crawler, reaching level ${a.level} with ${a.gold} gold! Can you beat it? ${origin}`;
}

/** The three share URLs of a run, each opened in a new tab. */
export function achievementShareLinks(a: Achievement, origin: string) {
  const text = `${a.heroName} scored ${a.score} points in Dungeon Crawler, reaching level ${a.level} with ${a.gold} gold! Can you beat it?`;
  const url = encodeURIComponent(origin);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${url}&hashtags=${HASHTAGS.join(',')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${encodeURIComponent(text)}`,
    reddit: `https://www.reddit.com/submit?url=${url}&title=${encodeURIComponent(text)}`,
  };
}

/** Share links of the game itself (start screen). */
export function gameShareLinks(origin: string) {
  const text = 'Brave the depths of Dungeon Crawler, a free terminal-styled dungeon crawler, and carve your name into the Hall of Legends!';
  const url = encodeURIComponent(origin);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${url}&hashtags=${HASHTAGS.join(',')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    reddit: `https://www.reddit.com/submit?url=${url}&title=${encodeURIComponent(text)}`,
  };
}

/** Native share when the browser has it; else the clipboard. Resolves to how it was shared. */
export async function shareOrCopy(data: { title: string; text: string; url: string }, clipboardText: string): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The player closing the share sheet is not a failure worth a fallback copy.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  await navigator.clipboard.writeText(clipboardText);
  return 'copied';
}
