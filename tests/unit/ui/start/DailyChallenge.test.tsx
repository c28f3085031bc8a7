// @vitest-environment jsdom
// DAILY CHALLENGE while the name is still being checked: it stays enabled, so a quick Tab
// after typing reaches it, and a press there waits for the check, then starts today's challenge (or
// is dropped when the name is refused).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StartScreen } from '../../../../src/ui/start/StartScreen';
import { RULES_VERSION } from '../../../../src/engine';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';

// The name check answers only when the test lets it (a slow network).
let release: (() => void) | null = null;

beforeEach(() => {
  const { fetchMock } = fakeFetch({
    '/api/profanity-words': () => [200, []],
    '/api/check-player-name/': (url) => [200, { exists: url.pathname.endsWith('/Taken') }],
    '/api/daily': () => [
      200,
      {
        day: '2026-11-25',
        sealed: true,
        rulesVersion: RULES_VERSION,
        startsAt: '2026-11-25T00:00:00Z',
        endsAt: '2026-11-26T00:00:00Z',
      },
    ],
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).includes('/api/check-player-name/')) await new Promise<void>((done) => (release = done));
    return answer(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  release = null;
});

function setup(name: string) {
  const onBegin = vi.fn();
  renderWithProviders(<StartScreen onBegin={onBegin} onRecall={vi.fn()} />);
  fireEvent.change(screen.getByLabelText('Name thy hero'), { target: { value: name } });
  const daily = screen.getByRole('button', { name: 'DAILY CHALLENGE' }) as HTMLButtonElement;
  return { onBegin, daily };
}

describe('DAILY CHALLENGE during the name check', () => {
  it('is enabled (reachable by Tab) while the check runs, and a press starts the day once it passes', async () => {
    const { onBegin, daily } = setup('Quickthumb');
    expect(daily.disabled).toBe(false);
    fireEvent.click(daily);
    expect(onBegin).not.toHaveBeenCalled();
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());
    await waitFor(() =>
      expect(onBegin).toHaveBeenCalledWith('Quickthumb', { day: '2026-11-25', rulesVersion: RULES_VERSION }),
    );
  });

  it('drops the press when the name is refused', async () => {
    const { onBegin, daily } = setup('Taken');
    fireEvent.click(daily);
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());
    await screen.findByRole('alert');
    await new Promise((done) => setTimeout(done, 50));
    expect(onBegin).not.toHaveBeenCalled();
    expect(daily.disabled).toBe(true);
  });
});
