/**
 * What a visitor would notice on a page, measured in Chromium: where the "Need help now?" strip sits, what
 * spills out of a phone's screen, whether the page scrolls sideways, and how a content page uses a wide
 * window. Shared by the browser tests (one template at a time) and the whole-site sweep (every page), so
 * both measure the same way.
 */
import type { Page } from 'playwright-core';

/** Where the help control, 000 and Lifeline sit, relative to the first screen. */
export async function helpControl(page: Page) {
  return page.evaluate(() => {
    const summary = document.querySelector<HTMLElement>('.help-now__summary');
    const calls = Array.from(document.querySelectorAll<HTMLAnchorElement>('.help-now__call'));
    return {
      summary: summary ? { text: summary.textContent?.trim(), bottom: summary.getBoundingClientRect().bottom, visible: summary.checkVisibility() } : null,
      calls: calls.map((call) => ({ text: call.textContent?.replace(/\s+/g, ' ').trim(), href: call.getAttribute('href'), bottom: call.getBoundingClientRect().bottom, right: call.getBoundingClientRect().right, visible: call.checkVisibility() })),
      height: window.innerHeight,
      width: window.innerWidth,
    };
  });
}

/**
 * What is wrong with the help strip on the first screen, as sentences (none when all is well): "Need help
 * now?", then 000 and Lifeline to call, each visible and inside the first screen. With `oneLine`, the
 * control and both numbers also share one line, at most 48 px from the top (a small phone, a tablet).
 */
export async function helpStripProblems(page: Page, { lifeline, oneLine = false }: { lifeline: { name: string; number: string }; oneLine?: boolean }): Promise<string[]> {
  const found = await helpControl(page);
  const problems: string[] = [];
  if (!found.summary) return ['no "Need help now?" control'];
  if (found.summary.text !== 'Need help now?' || !found.summary.visible) problems.push(`the control reads "${found.summary.text}"${found.summary.visible ? '' : ' and is hidden'}`);
  if (found.summary.bottom > found.height) problems.push(`the control ends at ${Math.round(found.summary.bottom)} px, below the first screen (${found.height} px)`);
  const hrefs = found.calls.map((call) => call.href);
  const lifelineHref = `tel:${lifeline.number.replace(/\D/g, '')}`;
  if (hrefs.join() !== ['tel:000', lifelineHref].join()) problems.push(`the strip calls ${hrefs.join(', ') || 'nothing'}, not tel:000 and ${lifelineHref}`);
  for (const call of found.calls) {
    if (!call.visible) problems.push(`"${call.text}" is hidden`);
    if (call.bottom > found.height) problems.push(`"${call.text}" ends below the first screen`);
    if (call.right > found.width) problems.push(`"${call.text}" ends ${Math.round(call.right - found.width)} px past the right edge`);
  }
  if (found.calls[1] && found.calls[1].text !== `${lifeline.name} ${lifeline.number}`) problems.push(`the second call reads "${found.calls[1].text}", not "${lifeline.name} ${lifeline.number}"`);
  if (oneLine) {
    const bottoms = [found.summary.bottom, ...found.calls.map((call) => call.bottom)];
    if (Math.max(...bottoms) - Math.min(...bottoms) >= 8) problems.push('the control and the two numbers are not on one line');
    if (Math.max(...bottoms) > 48) problems.push(`the strip ends ${Math.round(Math.max(...bottoms))} px from the top, over 48 px`);
  }
  return problems;
}

/** How far the page scrolls sideways, in px (0 or less: it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** What spills out of the screen: the page's width, and every phone link not wholly inside it or split. */
export async function spills(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]'))
      .filter((link) => link.checkVisibility() && !link.closest('.visually-hidden, details:not([open])'))
      .flatMap((link) => {
        const box = link.getBoundingClientRect();
        const number = link.querySelector('.nowrap');
        const lines = number ? new Set(Array.from(number.getClientRects()).map((rect) => Math.round(rect.top))).size : 1;
        // Clipped by an ancestor that hides overflow (the way "Exampl…" was cut)?
        let clipped = false;
        for (let parent = link.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' && parent.scrollWidth > parent.clientWidth + 1 && !parent.matches('.carousel__viewport, .card-grid, #resources .card-grid--articles')) clipped = true;
        }
        return box.left < -1 || box.right > width + 1 || lines > 1 || clipped ? [`${link.textContent?.trim()} (${Math.round(box.left)}-${Math.round(box.right)}, ${lines} lines${clipped ? ', clipped' : ''})`] : [];
      });
    const name = document.querySelector<HTMLElement>('.brand__name');
    return { scrollWidth: document.documentElement.scrollWidth, cut, nameCut: name ? name.scrollWidth > name.clientWidth + 1 : false };
  });
}

/** The same as sentences, at a given screen width: the page wider than the screen, a cut number, a cut name. */
export async function spillProblems(page: Page, width: number): Promise<string[]> {
  const found = await spills(page);
  return [
    ...(found.scrollWidth > width ? [`the page is ${found.scrollWidth} px wide`] : []),
    ...found.cut,
    ...(found.nameCut ? ["the provider's name is cut off"] : []),
  ];
}

/**
 * A content page at a wide window: the sidebar beside readable text leaves at most a quarter of the window
 * empty, and the text keeps a readable measure (roughly 60 to 90 characters a line, at most 42 rem).
 */
export async function sidebarProblems(page: Page): Promise<string[]> {
  const layout = await page.evaluate(() => {
    const prose = document.querySelector<HTMLElement>('.page-layout .prose');
    if (!prose) return null;
    const aside = document.querySelector<HTMLElement>('.page-aside');
    const text = prose.getBoundingClientRect();
    const side = aside?.checkVisibility() ? aside.getBoundingClientRect() : null;
    const size = parseFloat(getComputedStyle(prose).fontSize);
    return { left: text.left, right: side ? side.right : text.right, proseWidth: text.width, characters: text.width / (size * 0.5), width: window.innerWidth, aside: Boolean(side) };
  });
  if (!layout) return ['no .page-layout .prose: not laid out as a content page'];
  const problems: string[] = [];
  if (!layout.aside) problems.push('no sidebar beside the text');
  const empty = layout.width - (layout.right - layout.left);
  if (empty > layout.width / 4) problems.push(`${Math.round(empty)} px of the ${layout.width} px window is empty, over a quarter`);
  if (layout.characters <= 60 * 1.1) problems.push(`the text is about ${Math.round(layout.characters)} characters a line, under 66`);
  if (layout.proseWidth > 42 * 16 + 1) problems.push(`the text is ${Math.round(layout.proseWidth)} px wide, over 42 rem`);
  return problems;
}
