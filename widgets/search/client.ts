/**
 * The search island: enhances the server's form and results area on /search/ (no framework needed: it
 * writes a list of links). The index is fetched once, when the person first focuses the field, types or
 * arrives with a query (/search/?q=money from another page's search box); nothing is fetched before.
 *
 * - Results come when the person stops typing for a moment, or presses Search (Enter). The address keeps the
 *   query (?q=), so Back and a shared link show the same results; never a query with words of distress,
 *   which would stay in the browser's history for the next person to see.
 * - The status line, a polite live region, says how many pages were found, and that help lines are listed
 *   first when they are; focus stays where the person is.
 * - A query with words of distress or danger shows the help-lines box above the results, with the lines
 *   chosen for those words (and TIS National and the page in the reader's language, for words in a
 *   community language), and also finds the pages on getting help, never a page that asks for a referral.
 *   That check needs no index, so it works even when the index cannot be fetched.
 */
import type MiniSearch from 'minisearch';
import { crisisTopics, languagesFor, linesFor, withoutReferralPrompts } from './crisis.ts';
import { loadIndex, search, type Result } from '../../generator/search/engine.ts';
import type { SearchIslandProps } from './Search.tsx';
import type { SearchDocument, SearchIndexFile, Synonym } from '../../generator/search/types.ts';

const TYPING_PAUSE_MS = 350;
const LOADING_NOTICE_MS = 500;

interface Engine {
  index: MiniSearch<SearchDocument>;
  synonyms: Synonym[];
}

function required<T extends Element>(root: Element, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`search widget: ${selector} is missing from the page`);
  return element;
}

/** What the status line says: the count and the query, or, after words of distress, that help comes first. */
export function statusText(props: SearchIslandProps, count: number, query: string, crisis: boolean): string {
  if (crisis) return count === 0 ? props.status.crisisNone : props.status.crisis.replace('{count}', String(count));
  const template = count === 0 ? props.status.none : count === 1 ? props.status.one : props.status.many;
  return template.replace('{count}', String(count)).replace('{query}', query);
}

function resultItem(result: Result, kinds: SearchIslandProps['kinds']): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const kind = document.createElement('p');
  kind.className = 'search-result__kind tag';
  kind.textContent = kinds[result.kind] ?? result.kind;
  const heading = document.createElement('h3');
  heading.className = 'search-result__title';
  const link = document.createElement('a');
  link.className = 'search-result__link';
  link.href = result.id;
  link.textContent = result.title;
  heading.append(link);
  const summary = document.createElement('p');
  summary.className = 'search-result__summary';
  summary.textContent = result.summary;
  // Each result in its own language, so a screen reader reads it with the right voice.
  if (result.lang !== 'en') {
    for (const element of [heading, summary]) element.lang = result.lang;
    link.hreflang = result.lang;
  }
  item.append(kind, heading, summary);
  return item;
}

export default function mount(root: HTMLElement, props: SearchIslandProps): void {
  const form = required<HTMLFormElement>(root, '[data-search-form]');
  const input = required<HTMLInputElement>(root, '[data-search-input]');
  const status = required<HTMLElement>(root, '[data-search-status]');
  const crisisBox = required<HTMLElement>(root, '[data-search-crisis]');
  const lineList = required<HTMLElement>(root, '[data-search-lines]');
  const results = required<HTMLElement>(root, '[data-search-results]');
  const list = required<HTMLElement>(root, '[data-search-list]');
  const none = required<HTMLElement>(root, '[data-search-none]');
  const languageBox = required<HTMLElement>(root, '[data-search-languages]');
  const languageLinks = required<HTMLElement>(root, '[data-search-language-links]');
  const lineItems = new Map([...lineList.querySelectorAll<HTMLElement>('[data-line]')].map((item) => [item.dataset.line!, item]));
  const languageItems = [...languageLinks.querySelectorAll<HTMLElement>('[data-language]')];

  let engine: Promise<Engine> | undefined;
  const load = () =>
    (engine ??= fetch(props.indexUrl, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${props.indexUrl} answered ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => ({ index: loadIndex(file), synonyms: file.synonyms }))
      .catch((error: unknown) => {
        engine = undefined; // the next search tries again
        throw error;
      }));

  const say = (text: string) => {
    // Cleared first, so the same words said twice are read out twice.
    if (status.textContent === text) status.textContent = '';
    status.textContent = text;
  };

  const showHelp = (query: string) => {
    const topics = crisisTopics(query, props.crisis.topics, props.crisis.calm);
    crisisBox.hidden = topics.length === 0;
    if (topics.length) {
      const shown = linesFor(topics, props.crisis.defaultLines);
      for (const [id, item] of lineItems) item.hidden = !shown.includes(id);
      for (const id of shown) {
        const item = lineItems.get(id);
        if (item) lineList.append(item);
      }
      const languages = languagesFor(topics);
      languageBox.hidden = languages.length === 0;
      languageLinks.hidden = languages.length === 0;
      for (const item of languageItems) item.hidden = !languages.includes(item.dataset.language!);
    }
    return topics;
  };

  let latest = 0;
  const run = async (raw: string) => {
    const run = ++latest;
    const query = raw.trim().replace(/\s+/g, ' ');
    const topics = showHelp(query);
    if (!query) {
      results.hidden = true;
      list.replaceChildren();
      say('');
      return;
    }
    const slow = setTimeout(() => {
      if (run === latest) say(props.status.loading);
    }, LOADING_NOTICE_MS);
    let found: Result[];
    try {
      const { index, synonyms } = await load();
      found = withoutReferralPrompts(search(index, synonyms, query, topics.flatMap((topic) => topic.finds)), topics.length > 0);
    } catch {
      if (run === latest) say(props.status.failed);
      return;
    } finally {
      clearTimeout(slow);
    }
    if (run !== latest) return;
    list.replaceChildren(...found.map((result) => resultItem(result, props.kinds)));
    none.hidden = found.length > 0;
    results.hidden = false;
    say(statusText(props, found.length, query, topics.length > 0));
  };

  const remember = (query: string) => {
    const url = new URL(window.location.href);
    const distress = crisisTopics(query, props.crisis.topics, props.crisis.calm).length > 0;
    if (query.trim() && !distress) url.searchParams.set('q', query.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    remember(input.value);
    void run(input.value);
  });
  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      remember(input.value);
      void run(input.value);
    }, TYPING_PAUSE_MS);
  });
  // Fetch the index as soon as the person shows they will search, so the first results come sooner.
  input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });

  root.dataset.searchReady = 'true';
  const initial = new URL(window.location.href).searchParams.get('q') ?? input.value;
  if (initial.trim()) {
    input.value = initial;
    // Words of distress sent from another page's search box leave the address at once.
    if (crisisTopics(initial, props.crisis.topics, props.crisis.calm).length > 0) remember(initial);
    void run(initial);
  } else {
    showHelp('');
  }
}
