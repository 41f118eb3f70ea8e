/** /easy-read/ at 1280 px uses the width (issue 39: its one narrow column left 47% of the screen empty). */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('/easy-read/ at 1280 px', () => {
  it('sets its pages side by side across the width, each with its picture and both links', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/easy-read/`, { width: 1280, height: 800 });
    const list = (await page.locator('main .easy-read__list').boundingBox())!;
    const container = (await page.locator('main .easy-read--index').boundingBox())!;
    console.log(`/easy-read/ at 1280 px: list ${Math.round(list.width)} px of ${Math.round(container.width)} (before issue 39: 768)`);
    expect(list.width).toBeGreaterThan(container.width * 0.9);
    const items = await page.locator('main .easy-read__item').all();
    const tops = await Promise.all(items.map(async (item) => Math.round((await item.boundingBox())!.y)));
    expect(new Set(tops).size, 'one row').toBe(1);
    for (const item of items) await expect(item.locator('a').count()).resolves.toBe(2);
    await close();
  });
});
