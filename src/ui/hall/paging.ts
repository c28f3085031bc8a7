// Page buttons of the Hall of Legends: first, last, and a window of 2 either side
// of the current page, with an ellipsis wherever pages are skipped.

/** A page number to show as a button, or a gap. */
export type PageItem = number | 'ellipsis';

/** Pages around `current` (1-based) out of `total`. */
export function pageItems(current: number, total: number, window = 2): PageItem[] {
  if (total <= 0) return [];
  const pages = new Set<number>([1, total]);
  for (let p = current - window; p <= current + window; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}
