// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { Pagination } from '../../../../src/ui/hall/Pagination';

/** A window whose media queries answer `touch` for the touch query. */
function stubMatchMedia(touch: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: touch && query.includes('pointer: coarse'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(cleanup);

describe('Hall of Legends page buttons', () => {
  it('are at least 40 x 40 px on a touch screen (Radix size 1 alone is 24 px high)', () => {
    stubMatchMedia(true);
    render(
      <Theme>
        <Pagination page={3} total={9} onPage={() => {}} />
      </Theme>,
    );
    const buttons = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) {
      expect(button.style.minWidth).toBe('40px');
      expect(button.style.minHeight).toBe('40px');
    }
  });

  it('keep the compact size with a mouse', () => {
    stubMatchMedia(false);
    render(
      <Theme>
        <Pagination page={3} total={9} onPage={() => {}} />
      </Theme>,
    );
    for (const button of screen.getAllByRole('button', { name: /^Page \d+$/ })) expect(button.style.minHeight).toBe('');
  });
});
