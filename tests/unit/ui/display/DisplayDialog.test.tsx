// @vitest-environment jsdom
// The DISPLAY dialog with its provider: a click on a choice changes the page at once (palette on
// <html>, the legend's tiles, reduced motion), and the choice is remembered for the next visit.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { DisplayDialog } from '../../../../src/ui/display/DisplayDialog';
import { DisplayProvider } from '../../../../src/ui/display/DisplayProvider';
import { DISPLAY_STORAGE_KEY } from '../../../../src/ui/display/displaySettings';
import { LegendDialog } from '../../../../src/ui/legend/LegendDialog';
import { ThemeProvider, THEME_STORAGE_KEY } from '../../../../src/ui/theme/ThemeProvider';
import { paletteFor } from '../../../../src/map/palette';
import { polyfillBrowser } from '../../../support/react/renderWithProviders';

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  delete document.documentElement.dataset.palette;
});

function renderWithDisplay(dialog: 'display' | 'legend', theme: 'light' | 'dark') {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  render(
    <ThemeProvider>
      <DisplayProvider>
        <Theme>
          {dialog === 'display' ? (
            <DisplayDialog open onOpenChange={() => {}} />
          ) : (
            <LegendDialog open onOpenChange={() => {}} />
          )}
        </Theme>
      </DisplayProvider>
    </ThemeProvider>,
  );
}

function renderDialogs(theme: 'light' | 'dark' = 'dark') {
  renderWithDisplay('display', theme);
  return screen.getByRole('dialog', { name: 'DISPLAY' });
}

/** Close DISPLAY and open the legend, as a player would next (the choice comes back from storage). */
function openLegendAfter(theme: 'light' | 'dark') {
  cleanup();
  renderWithDisplay('legend', theme);
}

const rgb = (n: number) => `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
const legendTile = (meaning: string) => {
  const item = Array.from(screen.getByRole('dialog', { name: 'MAP LEGEND' }).querySelectorAll('li')).find((li) =>
    li.textContent?.endsWith(meaning),
  );
  return item!.querySelector('.legend-glyph') as HTMLElement;
};

describe('DISPLAY dialog', () => {
  it('offers three palettes, four text sizes and three motion choices, the defaults checked', () => {
    const dialog = renderDialogs();
    const radios = Array.from(dialog.querySelectorAll('[role="radio"]')).map(
      (r) => `${r.closest('label')?.textContent}${r.getAttribute('aria-checked') === 'true' ? ' *' : ''}`,
    );
    expect(radios).toEqual([
      'Standard *',
      'High contrast',
      'Colour-blind safe',
      'Small',
      'Normal *',
      'Large',
      'Huge',
      'Follow system (now off) *',
      'On',
      'Off',
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Palette' })).toBeTruthy();
  });

  it('high contrast: the choice is remembered, and the legend tiles turn to black behind white', () => {
    renderDialogs('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'High contrast' }));
    expect(document.documentElement.dataset.palette).toBe('high-contrast');
    openLegendAfter('dark');
    expect(legendTile('Wall (impassable)').style.background).toBe(rgb(0x000000));
    expect(legendTile('Wall (impassable)').style.color).toBe(rgb(paletteFor('dark', 'high-contrast').glyph.wall));
    expect(JSON.parse(localStorage.getItem(DISPLAY_STORAGE_KEY)!)).toMatchObject({ palette: 'high-contrast' });
  });

  it('colour-blind safe: monsters underlined and the exit boxed in the legend; log marks on', () => {
    renderDialogs('light');
    fireEvent.click(screen.getByRole('radio', { name: 'Colour-blind safe' }));
    expect(document.documentElement.hasAttribute('data-log-marks')).toBe(true);
    openLegendAfter('light');
    expect(legendTile('Goblin').className).toContain('cue-underline');
    expect(legendTile('Exit (once found)').className).toContain('cue-box');
    expect(legendTile('Treasure chest').className).toContain('cue-plain');
  });

  it('reduced motion On and Off put their class on <html>; Follow system takes both away', () => {
    renderDialogs();
    fireEvent.click(screen.getByRole('radio', { name: 'On' }));
    expect(document.documentElement.classList.contains('motion-reduce')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(document.documentElement.classList.contains('motion-reduce')).toBe(false);
    expect(document.documentElement.classList.contains('motion-full')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Follow system (now off)' }));
    expect(document.documentElement.className).not.toMatch(/motion-/);
  });

  it('starts from what was remembered, and ignores a stored value it does not know', () => {
    localStorage.setItem(
      DISPLAY_STORAGE_KEY,
      JSON.stringify({ palette: 'colour-blind', textSize: 'gigantic', motion: 'reduce' }),
    );
    renderDialogs();
    expect(screen.getByRole('radio', { name: 'Colour-blind safe' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Normal' }).getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.classList.contains('motion-reduce')).toBe(true);
  });
});
