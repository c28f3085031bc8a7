// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { LegendDialog } from '../../../../src/ui/legend/LegendDialog';
import { ThemeProvider, THEME_STORAGE_KEY } from '../../../../src/ui/theme/ThemeProvider';
import { DARK_PALETTE, LIGHT_PALETTE } from '../../../../src/map/palette';
import { polyfillBrowser } from '../../../support/react/renderWithProviders';

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function openLegend(theme: 'light' | 'dark') {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  render(
    <ThemeProvider>
      <Theme>
        <LegendDialog open onOpenChange={() => {}} />
      </Theme>
    </ThemeProvider>,
  );
  return screen.getByRole('dialog', { name: 'MAP LEGEND' });
}

/** Each legend line as "glyph: meaning" with the tile's colours. */
function lines(dialog: HTMLElement) {
  return Array.from(dialog.querySelectorAll('li')).map((li) => {
    const tile = li.querySelector('.legend-glyph') as HTMLElement;
    return {
      glyph: tile.textContent,
      meaning: li.textContent!.replace(/^.*?: /, ''),
      colour: tile.style.color,
      background: tile.style.background,
    };
  });
}

const rgb = (n: number) => `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;

describe('map legend', () => {
  it('names what the map draws: # is the wall, the block is unexplored, both dots are there', () => {
    const legend = lines(openLegend('dark'));
    const byMeaning = Object.fromEntries(legend.map((l) => [l.meaning, l.glyph]));
    expect(byMeaning['Wall (impassable)']).toBe('#');
    expect(byMeaning['Unexplored']).toBe('█');
    expect(byMeaning['Explored empty space']).toBe('.');
    expect(byMeaning['Empty space in sight']).toBe('·');
    expect(byMeaning['Player']).toBe('@');
    expect(byMeaning['Goblin']).toBe('g');
    expect(byMeaning['Troll']).toBe('T');
    expect(byMeaning['Merchant (sell items for gold)']).toBe('♣');
    expect(legend.map((l) => l.meaning).slice(0, 4)).toEqual(['Player', 'Skeleton', 'Goblin', 'Orc']);
  });

  it('names the dimmed things out of sight, in the map colour of a remembered thing', () => {
    const legend = lines(openLegend('dark'));
    const memory = legend.find((l) => l.meaning.startsWith('Out of sight: dimmed'))!;
    expect(memory.glyph).toBe('$');
    expect(memory.colour).toBe(rgb(DARK_PALETTE.glyph.memory));
  });

  it('draws its tiles in the light map palette in light theme', () => {
    const legend = lines(openLegend('light'));
    const wall = legend.find((l) => l.meaning === 'Wall (impassable)')!;
    expect(wall.colour).toBe(rgb(LIGHT_PALETTE.glyph.wall));
    expect(wall.background).toBe(rgb(LIGHT_PALETTE.background));
    expect(legend.find((l) => l.meaning === 'Player')!.colour).toBe(rgb(LIGHT_PALETTE.glyph.player));
  });

  it('and in the dark map palette in dark theme', () => {
    const legend = lines(openLegend('dark'));
    expect(legend.find((l) => l.meaning === 'Unexplored')!.colour).toBe(rgb(DARK_PALETTE.glyph.unseen));
    expect(legend.find((l) => l.meaning === 'Goblin')!.background).toBe(rgb(DARK_PALETTE.background));
  });
});
