// The exact colours a region of the screen shows, decoded by the page itself (no image library).
import type { Locator, Page } from 'playwright-core';

/** Every distinct 0xRRGGBB colour in a screenshot of `target`. */
export async function coloursOf(page: Page, target: Locator): Promise<Set<number>> {
  return coloursIn(page, await target.screenshot());
}

/**
 * Every distinct colour the map draws in cell (x, y), as the eye sees that cell: the map's box has a
 * 1 px border, and its data-cell attribute gives the cell size in CSS pixels.
 */
export async function cellColours(page: Page, x: number, y: number): Promise<Set<number>> {
  const map = page.getByTestId('map-canvas');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on the screen');
  const cell = Number(await map.getAttribute('data-cell'));
  const clip = { x: box.x + 1 + x * cell, y: box.y + 1 + y * cell, width: cell, height: cell };
  return coloursIn(page, await page.screenshot({ clip }));
}

/** The distinct colours of a PNG, decoded by the page itself. */
async function coloursIn(page: Page, image: Buffer): Promise<Set<number>> {
  const png = image.toString('base64');
  const colours = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return [];
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) seen.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    return [...seen];
  }, png);
  return new Set(colours);
}

/**
 * How many distinct colours `target` shows: a map that was never drawn is one flat colour (its box's
 * background), a drawn one has walls, floor and the hero in several.
 */
export async function distinctColours(page: Page, target: Locator): Promise<number> {
  return (await coloursOf(page, target)).size;
}
