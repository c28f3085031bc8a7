// Test helper: renders a component inside the app's providers (jsdom), with a fake fetch and a silent mixer.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../../../src/api/queryClient';
import { AudioProvider } from '../../../src/audio/AudioProvider';
import { ToastProvider } from '../../../src/ui/toast/ToastProvider';

/** A fake server: path (without query) -> [status, body]. */
export type Routes = Record<string, (url: URL, init?: RequestInit) => [number, unknown]>;

/** Installs a fetch that answers from `routes`, recording every call. */
export function fakeFetch(routes: Routes) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const handler = Object.entries(routes).find(([path]) => url.pathname.startsWith(path))?.[1];
    const [status, body] = handler ? handler(url, init) : [404, 'Not Found'];
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, {
      status,
      headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** jsdom lacks a few browser APIs Radix uses. */
export function polyfillBrowser() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** A mixer that records cues instead of playing. */
export function fakeMixer() {
  const played: string[] = [];
  const mixer = { apply() {}, play: (cue: string) => void played.push(cue), startAmbient() {}, stopAmbient() {} };
  return { played, factory: async () => mixer };
}

/** Renders `ui` inside Theme, QueryClient, Audio, Toast and a memory router. */
export function renderWithProviders(ui: ReactNode, mixerFactory = fakeMixer().factory) {
  polyfillBrowser();
  return render(
    <Theme>
      <QueryClientProvider client={createQueryClient()}>
        <AudioProvider mixerFactory={mixerFactory}>
          <ToastProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </ToastProvider>
        </AudioProvider>
      </QueryClientProvider>
    </Theme>,
  );
}
