// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StartScreen } from '../../../../src/ui/start/StartScreen';
import { NAME_CHECK_FAILED_MESSAGE, NAME_TAKEN_MESSAGE, NAME_TOO_SHORT_MESSAGE, NAME_UNSAFE_CHARACTERS_MESSAGE } from '../../../../src/shared/heroName';
import { fakeFetch, renderWithProviders } from './renderWithProviders';

const TAKEN = new Set(['Taken Hero']);

beforeEach(() => {
  fakeFetch({
    '/api/profanity-words': () => [200, [{ word: 'badword' }]],
    '/api/check-player-name/': (url) => {
      const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      if (name === 'Broken') return [500, 'boom'];
      return [200, { exists: TAKEN.has(name) }];
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onBegin = vi.fn();
  const onRecall = vi.fn();
  renderWithProviders(<StartScreen onBegin={onBegin} onRecall={onRecall} />);
  const input = screen.getByLabelText('Name thy hero');
  const begin = screen.getByRole('button', { name: 'BEGIN QUEST' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { onBegin, onRecall, input, begin, type };
}

describe('start screen', () => {
  it('keeps BEGIN QUEST disabled while the name is empty, and the input at 20 characters', () => {
    const { input, begin } = setup();
    expect((begin as HTMLButtonElement).disabled).toBe(true);
    expect(input.getAttribute('maxlength')).toBe('20');
  });

  it('shows the exact local rule messages', async () => {
    const { type, begin } = setup();
    type('A');
    expect(await screen.findByText(NAME_TOO_SHORT_MESSAGE)).toBeTruthy();
    expect((begin as HTMLButtonElement).disabled).toBe(true);
    type('Bob<b>');
    expect(await screen.findByText(NAME_UNSAFE_CHARACTERS_MESSAGE)).toBeTruthy();
  });

  it('checks the server, then begins with the trimmed name on Enter', async () => {
    const { type, begin, input, onBegin } = setup();
    type('  Aria the Bold ');
    expect(await screen.findByText('Checking name availability...')).toBeTruthy();
    await waitFor(() => expect((begin as HTMLButtonElement).disabled).toBe(false));
    fireEvent.submit(input.closest('form')!);
    expect(onBegin).toHaveBeenCalledWith('Aria the Bold');
  });

  it('refuses a taken name with 5 clickable suggestions', async () => {
    const { type, input } = setup();
    type('Taken Hero');
    expect(await screen.findByText(NAME_TAKEN_MESSAGE)).toBeTruthy();
    const suggestions = screen.getByRole('group', { name: 'Suggested names' }).querySelectorAll('button');
    expect(suggestions).toHaveLength(5);
    fireEvent.click(suggestions[0]);
    expect((input as HTMLInputElement).value).toBe(suggestions[0].textContent);
  });

  it('refuses a profane or reserved name with the same message', async () => {
    const { type } = setup();
    type('Bad Word');
    expect(await screen.findByText(NAME_TAKEN_MESSAGE)).toBeTruthy();
    type('SystemLord');
    await waitFor(() => expect(screen.getByText(NAME_TAKEN_MESSAGE)).toBeTruthy());
  });

  it("says 'Failed to verify name. Please try again.' when the check fails", async () => {
    const { type, begin } = setup();
    type('Broken');
    expect(await screen.findByText(NAME_CHECK_FAILED_MESSAGE)).toBeTruthy();
    expect((begin as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the five menu buttons, the embed link and credits', () => {
    const { onRecall } = setup();
    for (const label of ['RECALL ADVENTURE', 'MYSTIC SOUNDS', 'ANCIENT TOME', 'MAGIC TUTORIAL', 'HALL OF LEGENDS']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'RECALL ADVENTURE' }));
    expect(onRecall).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Embed this game FREE!' }).getAttribute('href')).toBe('/embed');
    expect(screen.getByText(/Music:/)).toBeTruthy();
  });
});
