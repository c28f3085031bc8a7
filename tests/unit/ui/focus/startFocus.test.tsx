// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { StartScreen } from '../../../../src/ui/start/StartScreen';
import { fakeFetch, renderWithProviders } from '../../../support/react/renderWithProviders';

// The start screen fetches its dialogs' code after the first paint; loaded here first, no import outlives a test.
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/ui/tome/TomeDialog'),
    import('../../../../src/ui/sound/SoundChamberDialog'),
    import('../../../../src/ui/hall/HallOfLegendsDialog'),
    import('../../../../src/ui/tutorial/TutorialDialog'),
    import('../../../../src/api/hooks'),
    import('../../../../src/shared/api'),
  ]);
});
beforeEach(() => {
  fakeFetch({ '/api/profanity-words': () => [200, []], '/api/check-player-name/': () => [200, { exists: false }] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('start screen focus', () => {
  it('puts the caret in the hero name field on load', () => {
    renderWithProviders(<StartScreen onBegin={vi.fn()} onRecall={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name thy hero'));
  });

  it('keeps the decorative title art out of the Tab order and the accessibility tree', () => {
    const { container } = renderWithProviders(<StartScreen onBegin={vi.fn()} onRecall={vi.fn()} />);
    const art = container.querySelector('.start-art')!;
    expect(art.getAttribute('aria-hidden')).toBe('true');
    expect(art.hasAttribute('inert')).toBe(true);
  });
});
