// What a region of the screen shows, counted in colours: a map that was never drawn is one flat
// colour (its box's background), a drawn one has walls, floor and the hero in several.
import type { Locator, Page } from 'playwright-core';

/** Distinct colours in a screenshot of `target` (decoded by the page itself: no image library needed here). */
export async function distinctColours(page: Page, target: Locator): Promise<number> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    return colours.size;
  }, png);
}
