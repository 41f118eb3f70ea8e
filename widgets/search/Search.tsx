/**
 * The search widget on /search/: the form, the help lines, a status line read out by screen readers (a polite
 * live region: "5 pages found for “money”."), and the results.
 *
 * Without JavaScript the form sends to /search/ and the page below lists every page by topic and A to Z; the
 * help lines stand near the top. With it, results come as the person types or presses Search; the help lines
 * are shown, straight under the form and above the results, only when what they typed holds words of distress
 * or danger (crisis.ts), with the lines chosen for those words; the status line then does not repeat their
 * words back to them. Results are links: the page's kind, then its title, then its summary.
 */
import type { SearchKind } from '../../generator/search/types.ts';
import { HelpLineLink, type HelpLineProps } from '../shared/PhoneLink.tsx';
import type { CrisisTopicData } from './crisis.ts';
import { SearchForm, type SearchFormWords } from './SearchForm.tsx';

/** The words of the search widget's markup (the site keeps them in content/search.json). */
export interface SearchWords {
  form: SearchFormWords;
  /** Shown without JavaScript, under the form. */
  noScript: string;
  resultsHeading: string;
  noResults: string;
  crisis: {
    heading: string;
    /** {emergency} is where 000 goes, as a link to call. */
    intro: string;
    note: string;
    /** The help lines shown without JavaScript, by id. */
    defaultLines: readonly string[];
    /** Every line a crisis search can show, by id. */
    topics: readonly { lines: readonly string[] }[];
  };
}

/** What the browser needs: handed to the client entry as the island's props. */
export interface SearchIslandProps {
  indexUrl: string;
  kinds: Record<SearchKind, string>;
  status: { loading: string; none: string; one: string; many: string; crisis: string; crisisNone: string; failed: string };
  crisis: { defaultLines: string[]; topics: CrisisTopicData[] };
}

export const SEARCH_INPUT_ID = 'search-q';

/** The server markup: the words of content/search.json and the help lines of site.json (the browser gets SearchIslandProps). */
export function Search({ words, helpLines }: { words: SearchWords; helpLines: Readonly<Record<string, HelpLineProps>> }) {
  const crisis = words.crisis;
  // Every line a crisis search can show; the default ones (shown without JavaScript) first.
  const lineIds = [...new Set([...crisis.defaultLines, ...crisis.topics.flatMap((topic) => topic.lines)])];
  const lines = lineIds.map((id) => helpLines[id]!);
  const [before, after] = crisis.intro.split('{emergency}') as [string, string];
  return (
    <div className="search">
      <SearchForm id={SEARCH_INPUT_ID} words={words.form} />
      <noscript>
        <p className="search__noscript">{words.noScript}</p>
      </noscript>
      <aside className="help-lines search-crisis" aria-labelledby="search-crisis-title" data-search-crisis="">
        <h2 id="search-crisis-title" className="help-lines__title">
          {crisis.heading}
        </h2>
        <p>
          {before}
          <HelpLineLink line={helpLines.emergency!} className="help-lines__emergency" />
          {after}
        </p>
        <ul className="help-lines__list" data-search-lines="">
          {lines.map((line) => (
            <CrisisLine key={line.id} line={line} shown={crisis.defaultLines.includes(line.id)} />
          ))}
        </ul>
        <p className="search-crisis__note">{crisis.note}</p>
      </aside>
      <p className="search__status" role="status" aria-live="polite" aria-atomic="true" data-search-status="" />
      <section className="search__results" aria-labelledby="search-results-title" hidden data-search-results="">
        <h2 id="search-results-title" className="search__results-title">
          {words.resultsHeading}
        </h2>
        <ol className="search-results" data-search-list="" />
        <p className="search__none" hidden data-search-none="">
          {words.noResults}
        </p>
      </section>
    </div>
  );
}

function CrisisLine({ line, shown }: { line: HelpLineProps; shown: boolean }) {
  return (
    <li className="help-lines__item" data-line={line.id} hidden={!shown}>
      <HelpLineLink line={line} className="help-lines__phone" />
      <span className="help-lines__meta">{line.hours ? `${line.hours}. ${line.description}` : line.description}</span>
      {line.url ? (
        <a className="help-lines__web" href={line.url} rel="external noopener noreferrer">
          {`${line.name} website`}
          <span className="visually-hidden"> (another website)</span>
        </a>
      ) : null}
    </li>
  );
}

/** The island's props, from content/search.json. */
export function searchIslandProps(search: { status: SearchIslandProps['status']; kinds: SearchIslandProps['kinds']; crisis: SearchIslandProps['crisis'] }, indexUrl: string): SearchIslandProps {
  return {
    indexUrl,
    kinds: search.kinds,
    status: { loading: search.status.loading, none: search.status.none, one: search.status.one, many: search.status.many, crisis: search.status.crisis, crisisNone: search.status.crisisNone, failed: search.status.failed },
    crisis: { defaultLines: search.crisis.defaultLines, topics: search.crisis.topics.map(({ id, lines, terms, finds }) => ({ id, lines, terms, finds })) },
  };
}
