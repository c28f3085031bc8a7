// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StartScreen } from '../../../../src/ui/start/StartScreen';
import {
  NAME_CHECK_FAILED_MESSAGE,
  NAME_TAKEN_MESSAGE,
  NAME_TOO_SHORT_MESSAGE,
  NAME_UNSAFE_CHARACTERS_MESSAGE,
} from '../../../../src/shared/heroName';
import { UNVERIFIED_NAME_NOTE } from '../../../../src/ui/start/NameField';
import { NAME_CHECK_TIMEOUT_MS } from '../../../../src/ui/common/useHeroNameCheck';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';

const TAKEN = new Set(['Taken Hero']);

// How long the fake server takes to answer the existence check, as a real one over a network might.
let answerDelayMs = 0;

beforeEach(() => {
  answerDelayMs = 0;
  const { fetchMock } = fakeFetch({
    '/api/profanity-words': () => [200, [{ word: 'badword' }]],
    '/api/check-player-name/': (url) => {
      const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      if (name === 'Broken') return [500, 'boom'];
      return [200, { exists: TAKEN.has(name) }];
    },
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).includes('/api/check-player-name/') && answerDelayMs > 0)
      await new Promise((r) => setTimeout(r, answerDelayMs));
    return answer(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The server cannot be reached: every call fails as fetch does when the connection is refused. */
function serverDown() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

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
    await waitFor(() => expect(screen.queryByText('Checking name availability...')).toBeNull());
    expect((begin as HTMLButtonElement).disabled).toBe(false);
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

  it('begins on Enter pressed during the check, as soon as the check passes', async () => {
    answerDelayMs = 200;
    const { type, input, begin, onBegin } = setup();
    type('Quick Quinn');
    // Enter right after the last key: the pause before the check has not even ended.
    fireEvent.submit(input.closest('form')!);
    expect(onBegin).not.toHaveBeenCalled();
    expect(screen.getByText('Checking name availability...')).toBeTruthy();
    expect(begin.getAttribute('aria-busy')).toBe('true');
    // A second press while waiting does not begin a second quest.
    fireEvent.click(begin);
    await waitFor(() => expect(onBegin).toHaveBeenCalledWith('Quick Quinn'));
    await new Promise((r) => setTimeout(r, 50));
    expect(onBegin).toHaveBeenCalledTimes(1);
  });

  it('begins on a BEGIN QUEST click made during the check', async () => {
    const { type, begin, onBegin } = setup();
    type('Clicky Clara');
    expect((begin as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(begin);
    await waitFor(() => expect(onBegin).toHaveBeenCalledWith('Clicky Clara'));
  });

  it('does not begin when the name pressed during the check is refused, and shows why', async () => {
    const { type, input, begin, onBegin } = setup();
    type('Taken Hero');
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(NAME_TAKEN_MESSAGE)).toBeTruthy();
    expect((begin as HTMLButtonElement).disabled).toBe(true);
    type('A');
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(NAME_TOO_SHORT_MESSAGE)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(onBegin).not.toHaveBeenCalled();
  });

  it('forgets an Enter made for a name the player then changes', async () => {
    answerDelayMs = 100;
    const { type, input, onBegin } = setup();
    type('First Try');
    fireEvent.submit(input.closest('form')!);
    type('Second Try');
    await screen.findByText('Checking name availability...');
    await new Promise((r) => setTimeout(r, 600));
    expect(onBegin).not.toHaveBeenCalled();
  });

  it("lets the player begin when the server cannot be reached, saying 'Failed to verify name. Please try again.'", async () => {
    serverDown();
    const { type, input, begin, onBegin } = setup();
    type('Offline Otto');
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(NAME_CHECK_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(UNVERIFIED_NAME_NOTE)).toBeTruthy();
    await waitFor(() => expect(onBegin).toHaveBeenCalledWith('Offline Otto'));
    expect((begin as HTMLButtonElement).disabled).toBe(false);
  });

  it('begins after 5 s when the server takes the call but never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = fakeFetch({ '/api/profanity-words': () => [200, [{ word: 'badword' }]] });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/api/check-player-name/') ? new Promise<Response>(() => {}) : answer(input, init),
    );
    const { type, input, onBegin } = setup();
    type('Hanging Hal');
    fireEvent.submit(input.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(NAME_CHECK_TIMEOUT_MS - 100));
    expect(onBegin).not.toHaveBeenCalled();
    expect(screen.getByText('Checking name availability...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText(NAME_CHECK_FAILED_MESSAGE)).toBeTruthy();
    expect(onBegin).toHaveBeenCalledWith('Hanging Hal');
  });

  it('still refuses a name the rules refuse when the server cannot be reached', async () => {
    serverDown();
    const { type, input, begin, onBegin } = setup();
    type('SystemLord');
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(NAME_TAKEN_MESSAGE)).toBeTruthy();
    expect((begin as HTMLButtonElement).disabled).toBe(true);
    expect(onBegin).not.toHaveBeenCalled();
  });

  it("says 'Failed to verify name. Please try again.' when the server fails to answer, and still lets the player begin", async () => {
    const { type, begin, onBegin } = setup();
    type('Broken');
    expect(await screen.findByText(NAME_CHECK_FAILED_MESSAGE)).toBeTruthy();
    expect((begin as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(begin);
    expect(onBegin).toHaveBeenCalledWith('Broken');
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
