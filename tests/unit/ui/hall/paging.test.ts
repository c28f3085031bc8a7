import { describe, expect, it } from 'vitest';
import { pageItems } from '../../../../src/ui/hall/paging';

describe('Hall of Legends page buttons', () => {
  it('shows first, last and two either side of the current page, with ellipses for gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 'ellipsis', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'ellipsis', 10, 11, 12]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 12]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
