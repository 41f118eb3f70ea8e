/**
 * With script, after a form is sent: the thank-you page, as the receiver shows it without script, with the
 * reference it answered with. The built page is fetched, its places filled (sent-page.ts), and shown in
 * place of this page's main content, at its own address (pushed, so Back leaves it; reloading it shows the
 * page as built). Nothing is put in the address. If any of this fails, the browser simply opens the page.
 */
import { fillSentPage, type SentDetails } from './sent-page.ts';

export async function showSentPage(path: string, details: SentDetails | undefined): Promise<void> {
  try {
    if (!details) throw new Error('no reference');
    const response = await fetch(path, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const main = page.querySelector('main');
    const here = document.querySelector('main');
    if (!main || !here || !fillSentPage(main, details, (place, text) => (place.textContent = text))) throw new Error(`${path} has no place for the reference`);
    // Its stylesheets, where this page has not got them.
    const have = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href));
    for (const link of Array.from(page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
      const href = new URL(link.getAttribute('href') ?? '', response.url).href;
      if (!have.has(href)) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
    }
    history.pushState({ sent: true }, '', path);
    window.addEventListener('popstate', () => window.location.reload(), { once: true });
    document.title = page.title;
    here.replaceChildren(...Array.from(main.childNodes, (node) => document.importNode(node, true)));
    window.scrollTo(0, 0);
    // Where a screen reader and the keyboard carry on: the thank-you heading.
    const heading = here.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  } catch {
    window.location.assign(path);
  }
}
