// Player flows around the game, in Debian's chromium against the real server on a fresh SQLite file:
// name errors, Hall of Legends paging and search, inscribing basic and premium scores, Tome search,
// tutorial, remembered theme and sound, the framed height report and the 404 page.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  NAME_INVALID_CHARACTERS_MESSAGE,
  NAME_TAKEN_MESSAGE,
  NAME_TOO_SHORT_MESSAGE,
  NAME_UNSAFE_CHARACTERS_MESSAGE,
} from '../../src/shared/heroName';
import { ROOT } from '../support/server/process';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { SEALED_MEANING } from '../../src/ui/hall/witnessText';
import { expectNoSeriousAxeViolations } from '../support/browser/axe';
import { seedHallEntry, setupE2E } from '../support/browser/setup';
import { shooter } from '../support/browser/shots';
import { beginQuest } from '../support/browser/gamePage';

const COUPON = 'E2E-PREMIUM-SCROLL';
const SHOTS = join(SCREENSHOT_DIR, 'around');
const e2e = setupE2E();

beforeAll(async () => {
  for (let i = 1; i <= 25; i++) await seedHallEntry(e2e.server.url, `Seeded Hero ${String(i).padStart(2, '0')}`);
  const admin = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/admin/main.ts', 'coupon', 'create', '--code', COUPON],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: e2e.server.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  if (admin.status !== 0) throw new Error(`coupon create failed: ${admin.stderr}`);
});

async function open(path = '/'): Promise<Page> {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.server.url}${path}`);
  return page;
}

const shot = shooter(SHOTS);

async function inscribeOnQuit(page: Page, coupon?: string): Promise<void> {
  await page.getByRole('button', { name: 'QUIT' }).click();
  await shot(page, `quit-summary-${coupon ? 'premium' : 'basic'}`);
  await expectNoSeriousAxeViolations(page, 'quit dialog, summary', '[role=dialog]');
  await page.getByRole('button', { name: 'Inscribe Upon Hall of Legends' }).click();
  if (coupon) {
    await page.getByLabel('Coupon code (optional)').fill(coupon);
    await page.getByLabel('Coupon code (optional)').blur();
    await page.getByText('Valid coupon! Premium stats enabled.').waitFor();
  }
  const save = page.getByRole('button', { name: coupon ? 'SAVE PREMIUM' : 'SAVE FREE' });
  await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
  await shot(page, `quit-inscribe-form-${coupon ? 'premium' : 'basic'}`);
  await expectNoSeriousAxeViolations(page, 'quit dialog, form', '[role=dialog]');
  await save.click();
  await page
    .getByText(coupon ? 'Premium Score Submitted!' : 'Score Submitted!', { exact: true })
    .first()
    .waitFor();
  await page.getByRole('heading', { name: /Saved! Rank #\d+/ }).waitFor();
  await shot(page, `quit-saved-${coupon ? 'premium' : 'basic'}`);
  await expectNoSeriousAxeViolations(page, 'quit dialog, saved', '[role=dialog]');
}

describe('around the game, end to end', () => {
  it('shows every hero-name error on the start screen', async () => {
    const page = await open();
    const input = page.getByLabel('Name thy hero');
    const expectError = async (name: string, message: string) => {
      await input.fill(name);
      await page.getByText(message, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'BEGIN QUEST' }).isDisabled()).toBe(true);
    };
    await expectError('A', NAME_TOO_SHORT_MESSAGE);
    await expectError('<>', NAME_INVALID_CHARACTERS_MESSAGE);
    await expectError('Bob;', NAME_UNSAFE_CHARACTERS_MESSAGE);
    await expectError('TheAdmin', NAME_TAKEN_MESSAGE);
    await expectError('Seeded Hero 01', NAME_TAKEN_MESSAGE);
    expect(await page.getByRole('group', { name: 'Suggested names' }).getByRole('button').count()).toBe(5);
    await page.getByRole('group', { name: 'Suggested names' }).getByRole('button').first().click();
    await expect.poll(() => page.getByRole('button', { name: 'BEGIN QUEST' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('pages through 25 seeded entries in the Hall of Legends', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    await page.getByText('Seeded Hero 01').waitFor();
    expect(await page.getByLabel('Rank 1, gold medal').count()).toBe(1);
    await page.getByRole('button', { name: 'Page 3' }).click();
    await page.getByText('Seeded Hero 25').waitFor();
    expect(await page.locator('.hall-row').count()).toBe(5);
    await page.context().close();
  });

  it('inscribes a basic then a premium score and finds both by search, expanded', async () => {
    const page = await open();
    await beginQuest(page, 'Basic Bram');
    for (const [button, name] of [
      ['HELP', 'help'],
      ['LEGEND', 'legend'],
      ['TOME', 'tome-dialog-in-game'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `${name}-desktop-light`);
      await expectNoSeriousAxeViolations(page, `${name} dialog`, '[role=dialog]');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await inscribeOnQuit(page);
    await page.getByRole('button', { name: 'Begin New Adventure' }).click();
    await beginQuest(page, 'Premium Petra');
    await inscribeOnQuit(page, COUPON);
    await page.getByRole('button', { name: 'Begin New Adventure' }).click();
    await page.getByRole('button', { name: 'HALL OF LEGENDS' }).click();
    const search = page.getByLabel('Search heroes by name');
    await search.fill('bram');
    await page.getByRole('button', { name: /Basic Bram/ }).click();
    await page.getByText('Limited Statistics Available').waitFor();
    await search.fill('petra');
    // Begun online, the run was sealed: its row's mark says what that proves.
    await page.getByRole('button', { name: new RegExp(`Premium Petra ${SEALED_MEANING}\\..* ★ PREMIUM`) }).click();
    await page.getByText('STR / INT / DEX / CON').waitFor();
    await search.fill('nobody at all');
    await page.getByText('No players found matching "nobody at all"').waitFor();
    await page.context().close();
  });

  it('searches the Tome page case-insensitively', async () => {
    const page = await open('/TOME');
    await page.getByLabel('Search the Tome by name or description').fill('iron SWORD');
    await page.getByText('Iron Sword', { exact: true }).waitFor();
    expect(await page.getByText('Goblin', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: '< Back to Home' }).click();
    await page.getByLabel('Name thy hero').waitFor();
    await page.context().close();
  });

  it('pages through the 7-page tutorial', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'MAGIC TUTORIAL' }).click();
    for (let n = 1; n < 7; n++) {
      await page.getByText(`Page ${n} of 7`).waitFor();
      await page.getByRole('button', { name: 'NEXT' }).click();
    }
    await page.getByText('Page 7 of 7').waitFor();
    await page.getByRole('button', { name: 'BEGIN THY QUEST' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('remembers the theme and the sound settings across a reload', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'MYSTIC SOUNDS' }).click();
    const master = page.getByRole('slider', { name: 'Master volume' });
    await master.focus();
    await master.press('ArrowRight');
    await master.press('Shift+ArrowLeft');
    expect(await master.getAttribute('aria-valuenow')).toBe('5');
    await page.getByRole('button', { name: 'SOUND ON' }).click();
    await page.keyboard.press('Escape');
    await beginQuest(page, 'Theme Tester');
    await page.getByRole('button', { name: 'THEME' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: 'SOUND OFF' }).waitFor();
    await page.context().close();
  });

  it('reports its height to a framing page, and shows the 404 page elsewhere', async () => {
    // A site owner's page on another origin (frame-ancestors * needs a network scheme, not about:blank).
    const host: Server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<script>window.heights=[];addEventListener('message',e=>{if(e.data&&e.data.type==='dungeon-crawler-height')heights.push(e.data.height)})</script><iframe title="game" src="${e2e.server.url}/tome" style="width:800px;height:400px"></iframe>`,
      );
    });
    await new Promise<void>((ok) => host.listen(0, '127.0.0.1', ok));
    const page = await newPage(e2e.browser);
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => (window as unknown as { heights: number[] }).heights.length > 0, null, {
      timeout: 20_000,
    });
    const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
    expect(heights[0]).toBeGreaterThan(100);
    const notFound = await open('/nowhere');
    await notFound.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await notFound.getByText('Did you forget to add the page to the router?').waitFor();
    await page.context().close();
    await notFound.context().close();
    host.close();
  });
});
