// The browser of the e2e, reliability and benchmark suites (and scripts/lighthouse.mjs's path): Debian's
// chromium through playwright-core, with WebGL rendered in software by SwiftShader so Pixi draws in
// headless mode (WebGPU is not available here). Never a downloaded browser.
import { chromium, type Browser, type Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../../src/ui/theme/ThemeProvider';

/** Where screenshots go: outside the repository (SCREENSHOT_DIR overrides it). */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/work/screenshots';

/**
 * Flags that give headless chromium a working WebGL (ANGLE over SwiftShader) and a quiet start. The
 * page is composited in software rather than through SwiftShader's emulated GL: what the page shows is
 * the same, and a browser file costs about 18% less CPU (threat.test.ts 50 -> 41 CPU seconds), which
 * on a 2-core machine running two files at once is that much less wall time.
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu-compositing',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--use-gl=angle',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** The chromium to run: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Launch headless chromium (chromiumPath()). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** A fresh page (own context: empty local storage) at a viewport and colour scheme. */
export async function newPage(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** The game's theme, as a player who chose it earlier has it: stored, and the system's scheme to match. */
    theme?: 'light' | 'dark';
    hasTouch?: boolean;
    isMobile?: boolean;
    /**
     * Let the page install its service worker, for tests of a returning player (offline, the server
     * gone). Off by default: installing it fetches and stores the whole game (71 files) in every
     * fresh context (without it threat.test.ts 41 -> 39, auto-explore.test.ts 56 -> 47 CPU seconds).
     */
    serviceWorker?: boolean;
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    colorScheme: opts.theme ?? opts.colorScheme ?? 'light',
    hasTouch: opts.hasTouch ?? false,
    isMobile: opts.isMobile ?? false,
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
  });
  if (opts.theme)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      opts.theme,
    ] as const);
  return context.newPage();
}
