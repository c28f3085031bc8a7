// @vitest-environment jsdom
// The name check when the server does not answer: the inscribe form says so and offers
// TRY AGAIN; once the server answers again the name is checked again by itself, and SAVE FREE comes
// back without the name being edited.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { newGame } from '../../../../src/engine';
import { NAME_CHECK_FAILED_MESSAGE } from '../../../../src/shared/heroName';
import { InscribeForm } from '../../../../src/ui/hall/InscribeForm';
import { NAME_CHECK_DEBOUNCE_MS, NAME_RECHECK_MS } from '../../../../src/ui/common/useHeroNameCheck';
import { fakeFetch, polyfillBrowser, renderWithProviders } from '../../../support/react/renderWithProviders';
import { inGame } from '../../../support/react/inGame';

let serverUp = false;
let nameChecks = 0;

beforeEach(() => {
  polyfillBrowser();
  serverUp = false;
  nameChecks = 0;
  const { fetchMock } = fakeFetch({
    '/api/profanity-words': () => [200, []],
    '/api/check-player-name/': () => [200, { exists: false }],
    '/api/payment-link': () => [200, { url: null }],
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).includes('/api/check-player-name/')) {
      nameChecks++;
      // A server that is down: the connection is refused, as fetch reports it.
      if (!serverUp) throw new TypeError('Failed to fetch');
    }
    return answer(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Turns of the event loop, the fake clock moved 10 ms in each, until `done` holds or `clockMs` have passed. */
async function turnsUntil(done: () => boolean, clockMs: number): Promise<boolean> {
  for (let passed = 0; passed <= clockMs; passed += 10) {
    if (done()) return true;
    await act(() => vi.advanceTimersByTimeAsync(10));
    await new Promise((turn) => setImmediate(turn));
  }
  return done();
}

function form() {
  const state = newGame('Patience', 'seed-patience');
  renderWithProviders(inGame(state, <InscribeForm state={state} variant="quit" onBeginAnew={vi.fn()} />));
  return () => screen.getByRole('button', { name: 'SAVE FREE' }) as HTMLButtonElement;
}

/**
 * The form's name check fails with the server down; then the server is up again and `then` runs, given
 * SAVE FREE and the checks asked so far. The page's clock moves only as the test moves it (turnsUntil),
 * so no interval is waited for in real time.
 */
async function afterFailedCheckServerUp(
  then: (save: () => HTMLButtonElement, asked: number) => Promise<void>,
): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const save = form();
    const failed = () => screen.queryByText(NAME_CHECK_FAILED_MESSAGE) !== null;
    expect(await turnsUntil(failed, NAME_CHECK_DEBOUNCE_MS + 1000)).toBe(true);
    const asked = nameChecks;
    serverUp = true;
    await then(save, asked);
  } finally {
    vi.useRealTimers();
  }
}

describe('the name check with the server down', () => {
  it('says the check failed, keeps SAVE FREE off and offers TRY AGAIN, which asks the server again', async () => {
    const save = form();
    expect(await screen.findByText(NAME_CHECK_FAILED_MESSAGE)).toBeTruthy();
    expect(save().disabled).toBe(true);
    const asked = nameChecks;
    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(nameChecks).toBe(asked + 1);
    expect(screen.queryByText(NAME_CHECK_FAILED_MESSAGE)).toBeNull();
  });

  it('checks again by itself until the server answers: SAVE FREE without editing the name', async () => {
    await afterFailedCheckServerUp(async (save, asked) => {
      // Not before its time: half of it passes with SAVE FREE still off and the server not asked.
      expect(await turnsUntil(() => !save().disabled, NAME_RECHECK_MS / 2)).toBe(false);
      expect(nameChecks).toBe(asked);
      expect(await turnsUntil(() => !save().disabled, NAME_RECHECK_MS)).toBe(true);
      expect(nameChecks).toBe(asked + 1);
      expect((screen.getByLabelText('Hero name') as HTMLInputElement).value).toBe('Patience');
    });
  });

  it('checks again at once when the browser comes back online', async () => {
    // The timed re-check (NAME_RECHECK_MS after the failure) cannot come within the turns allowed
    // below, so only 'online' can ask again, however long a busy machine takes for each turn.
    await afterFailedCheckServerUp(async (save, asked) => {
      window.dispatchEvent(new Event('online'));
      expect(await turnsUntil(() => !save().disabled, NAME_RECHECK_MS / 2)).toBe(true);
      expect(nameChecks).toBe(asked + 1);
    });
  });
});
