/**
 * Ways in that were hidden (issue 39): /easy-read/ at 1280 px uses the width (its one narrow column left 47%
 * of the screen empty), and the carer path: the home page's carer card and the top of /referral/ lead to
 * "They do not know, or have not agreed yet?", which opens when reached by its address.
 */
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

describe('the carer path', () => {
  it('leads from the home page and the top of /referral/ to the help when the person has not agreed, in view', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { width: 375, height: 812 });
    const card = page.locator('main a[href="/referral/#not-agreed-yet"]');
    await expect(card.count()).resolves.toBe(1);
    await Promise.all([page.waitForURL('**/referral/#not-agreed-yet'), card.click()]);
    // Its question is in view, one tap from the answer.
    const summary = (await page.locator('#not-agreed-yet > summary').boundingBox())!;
    expect(summary.y).toBeGreaterThanOrEqual(0);
    expect(summary.y + summary.height).toBeLessThanOrEqual(812);
    await page.goto(`${siteUrl}/referral/`);
    const top = page.locator('.referral-not-agreed a[href="/referral/#not-agreed-yet"]');
    const box = (await top.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await close();
  });
});
