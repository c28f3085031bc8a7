// The browser of the e2e, reliability and benchmark suites (and scripts/lighthouse.mjs's path): Debian's
// chromium through playwright-core, with WebGL rendered in software by SwiftShader (WebGPU is not
// available here). The game sees WebGL emulated on the CPU and draws its map with Pixi's canvas renderer
// (src/map/webglOnGpu.ts); display.test.ts gives the context a GPU's name to play the WebGL path. Never a
// downloaded browser.
import { chromium, type Browser, type Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../../src/ui/theme/ThemeProvider';
import { returnOnClose, takeIdlePage } from './pagePool';

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

/**
 * A newcomer's page (empty local storage) at a viewport and colour scheme. Its context's `close()` hands
 * it to the file's next test of the same kind of window (pagePool.ts) unless it must start afresh.
 */
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
    /** A first visit: a new renderer with nothing compiled or cached, for the files that time one. */
    firstVisit?: boolean;
  } = {},
): Promise<Page> {
  const viewport = opts.viewport ?? { width: 1280, height: 800 };
  const colorScheme = opts.theme ?? opts.colorScheme ?? 'light';
  const hasTouch = opts.hasTouch ?? false;
  const isMobile = opts.isMobile ?? false;
  const key = JSON.stringify([opts.theme ?? null, hasTouch, isMobile]);
  const pooled = !opts.serviceWorker && !opts.firstVisit;
  const reused = pooled ? takeIdlePage(browser, key) : undefined;
  if (reused) {
    await reused.setViewportSize(viewport);
    await reused.emulateMedia({ colorScheme, reducedMotion: null, forcedColors: null, contrast: null, media: null });
    return reused;
  }
  const context = await browser.newContext({
    viewport,
    colorScheme,
    hasTouch,
    isMobile,
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
  });
  if (opts.theme)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      opts.theme,
    ] as const);
  const page = await context.newPage();
  if (pooled) returnOnClose(browser, context, page, key);
  return page;
}
