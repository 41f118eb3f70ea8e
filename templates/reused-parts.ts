/**
 * Parts many pages show the same (an article's card in every list that names it, the closing call to action,
 * the sidebar's help and "talk to us" cards) are rendered by React once per build (per render thread) for each
 * distinct input, and spliced into every page that shows them. A page's template wraps such a part in
 * `<Reused by={key}>` (components/Reused.tsx), where the key names everything the part depends on; while the
 * page renders, the part is only a marker (two private-use characters around a number, which React writes as
 * they are), and the page's markup then gets the part's own markup, React's own output, in its place. So a
 * page reads byte for byte as if every part had been rendered in it, with React's escaping, and a part is
 * rendered once rather than once per page.
 *
 * Safety: every marker in a page must be one this page asked for, and every one asked for must be found.
 * Text that happens to hold the marker characters (an editor pasting U+E000) breaks the count, and the page is
 * then rendered again without reuse: it comes out right, only slower.
 *
 * The page's main content is still checked whole for uncaptioned claims, parts spliced in.
 *
 * What it saves, at 4,000 articles (docs/performance.md, round of issue 40, second part): rendering every page
 * took about 7.3 CPU s instead of 8.2 (in one process, markdown stubbed out), and the build's render step on
 * the main thread 6.0 instead of 6.7 CPU s.
 */
import type { ReactElement } from 'react';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = /\uE000(\d+)\uE001/g;

/** One page's use of the shelf: `mark` while it renders, `splice` once its markup is made. */
export interface PartsOfPage {
  /** The marker standing for the part `key` (rendered from `element` the first time the build meets it). */
  mark(key: string, element: ReactElement): string;
  /**
   * The page's markup with each marker replaced by its part, parts first met on this page rendered with
   * `render`. Undefined when the markers do not add up (the page's own text held a marker character): render
   * the page again without reuse.
   */
  splice(html: string, render: (element: ReactElement) => string): string | undefined;
}

export function createPartShelf(): { page(): PartsOfPage } {
  const index = new Map<string, number>();
  const parts: string[] = [];
  return {
    page() {
      let asked = 0;
      // Parts first met on this page: kept only once the whole page has spliced cleanly.
      const fresh = new Map<number, ReactElement>();
      const made = new Map<number, string>();
      let next = parts.length;
      const keys: string[] = [];
      return {
        mark(key, element) {
          asked += 1;
          let number = index.get(key);
          if (number === undefined) {
            number = next++;
            index.set(key, number);
            keys.push(key);
            fresh.set(number, element);
          }
          return `${OPEN}${number}${CLOSE}`;
        },
        splice(html, render) {
          let found = 0;
          const fill = (markup: string): string =>
            markup.replace(MARKER, (_, digits: string) => {
              found += 1;
              const number = Number(digits);
              const known = number < parts.length ? parts[number] : made.get(number);
              if (known !== undefined) return known;
              const element = fresh.get(number);
              if (element === undefined) return `${OPEN}${digits}${CLOSE}`;
              const part = fill(render(element));
              made.set(number, part);
              return part;
            });
          const result = fill(html);
          if (found !== asked || result.includes(OPEN) || result.includes(CLOSE)) {
            for (const key of keys) index.delete(key);
            return undefined;
          }
          for (let number = parts.length; number < next; number += 1) parts.push(made.get(number)!);
          return result;
        },
      };
    },
  };
}
