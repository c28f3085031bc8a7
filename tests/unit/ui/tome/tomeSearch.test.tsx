// @vitest-environment jsdom
// A Tome search that finds nothing says so, per section, with the words typed (it once said
// "Nothing here yet.", as if nothing had been written); with no search an empty section still says that.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { newGame } from '../../../../src/engine';
import { TomeDialog } from '../../../../src/ui/tome/TomeDialog';
import { emptySectionText } from '../../../../src/ui/tome/TomeEntries';
import { polyfillBrowser } from '../../../support/react/renderWithProviders';

beforeAll(polyfillBrowser);
afterEach(cleanup);

/** Each of the three sections as "title (count): body", whitespace collapsed. */
function sections(): string[] {
  return Array.from(document.querySelectorAll('.tome-section')).map((section) => {
    const text = (selector: string) => section.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();
    return `${text('summary')}: ${text('.tome-section-body')}`;
  });
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the Tome by name or description' }), {
    target: { value: text },
  });
}

describe('Tome search with no match', () => {
  it('says which kind found nothing, quoting the search as typed (trimmed)', () => {
    expect(emptySectionText('spell', '  xyz ')).toBe('No spell matches “xyz”.');
    expect(emptySectionText('spell', '   ')).toBe('Nothing here yet.');
  });

  it('in a game: "fireball" matches the spell, no monster; "xyz" matches nothing', () => {
    render(
      <Theme>
        <TomeDialog open onOpenChange={() => {}} state={newGame('Reader', 'tome-search')} />
      </Theme>,
    );
    search('fireball');
    const [, spells, monsters] = sections();
    expect(spells).toContain('FIREBALL');
    expect(monsters).toBe('Creatures and Monsters (0): No monster matches “fireball”.');
    search('xyz');
    expect(sections()).toEqual([
      'Equipment and Items (0): No item matches “xyz”.',
      'Spells and Magic (0): No spell matches “xyz”.',
      'Creatures and Monsters (0): No monster matches “xyz”.',
    ]);
  });

  it('without a search, a section with nothing discovered yet says so', () => {
    render(
      <Theme>
        <TomeDialog open onOpenChange={() => {}} state={newGame('Reader', 'tome-search')} />
      </Theme>,
    );
    expect(sections()[0]).toBe('Equipment and Items (0): Nothing here yet.');
  });
});
