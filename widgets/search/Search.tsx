/**
 * The search widget on /search/: the form, the help lines, a status line read out by screen readers (a polite
 * live region: "5 pages found for “money”."), and the results.
 *
 * Without JavaScript the form sends to /search/ and the page below lists every page by topic and A to Z; the
 * help lines stand near the top. With it, results come as the person types or presses Search; the help lines
 * are shown, straight under the form and above the results, only when what they typed holds words of distress
 * or danger (crisis.ts), with the lines chosen for those words, and no page that asks for a referral; the
 * status line then does not repeat their words back to them. Words in a community language also bring TIS
 * National (an interpreter, to call the lines through) and a link to the page in that language. Each line is
 * drawn as in the help panel: its name, what it is for, then Call, Text and Chat each on its own, and its
 * hours. Results are links: the page's kind, then its title, then its summary.
 */
import type { SearchKind } from '../../generator/search/types.ts';
import { keepTogether } from '../../generator/text.ts';
import { HelpLineChannels, type ChannelLabels } from '../help-panel/HelpPanel.tsx';
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
    /** Every line a crisis search can show, by id, and the language pages its words link. */
    topics: readonly { lines: readonly string[]; languages?: readonly string[] | undefined }[];
    /** How to reach the lines through an interpreter: {tis} is where TIS National's number goes. */
    interpreter: string;
    /** Before the link to the reader's language page. */
    inYourLanguage: string;
  };
}

/** What the browser needs: handed to the client entry as the island's props. */
export interface SearchIslandProps {
  indexUrl: string;
  kinds: Record<SearchKind, string>;
  status: { loading: string; none: string; one: string; many: string; crisis: string; crisisNone: string; failed: string };
  crisis: { defaultLines: string[]; topics: CrisisTopicData[]; calm: string[] };
}

/** A page in a community language, as the box links it: in its own language, under the heading of its help section. */
export interface CrisisLanguageLink {
  slug: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** "Tiếng Việt" */
  name: string;
  /** The page's own heading for the 24-hour lines, in its language. */
  label: string;
  href: string;
}

export interface SearchProps {
  words: SearchWords;
  helpLines: Readonly<Record<string, HelpLineProps>>;
  labels: ChannelLabels;
  /** TIS National: its name, number and tel: link. */
  interpreter: { name: string; number: string; href: string };
  languages: readonly CrisisLanguageLink[];
}

export const SEARCH_INPUT_ID = 'search-q';

/** The server markup: the words of content/search.json and the help lines of site.json (the browser gets SearchIslandProps). */
export function Search({ words, helpLines, labels, interpreter, languages }: SearchProps) {
  const crisis = words.crisis;
  // Every line a crisis search can show; the default ones (shown without JavaScript) first.
  const lineIds = [...new Set([...crisis.defaultLines, ...crisis.topics.flatMap((topic) => topic.lines)])];
  const lines = lineIds.map((id) => helpLines[id]!);
  const [before, after] = crisis.intro.split('{emergency}') as [string, string];
  const [beforeTis, afterTis = ''] = crisis.interpreter.split('{tis}');
  const linked = new Set(crisis.topics.flatMap((topic) => topic.languages ?? []));
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
        {/* Shown without script (it helps whatever was typed); with it, only after words in a community language. */}
        <div className="search-crisis__languages" data-search-languages="">
          <p className="search-crisis__interpreter">
            {beforeTis}
            <a className="tel" href={interpreter.href}>
              {`${interpreter.name} `}
              <span className="nowrap">{keepTogether(interpreter.number)}</span>
            </a>
            {afterTis}
          </p>
          <div hidden data-search-language-links="">
            <p className="search-crisis__in-language">{crisis.inYourLanguage}</p>
            <ul className="search-crisis__language-list">
              {languages
                .filter((language) => linked.has(language.slug))
                .map((language) => (
                  <li key={language.slug} data-language={language.slug} hidden>
                    <a href={language.href} lang={language.lang} dir={language.dir} hrefLang={language.lang}>
                      {`${language.name}: ${language.label}`}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        </div>
        <ul className="help-lines__list help-panel__lines" data-search-lines="">
          {lines.map((line) => (
            <HelpLineChannels key={line.id} line={line} labels={labels} shown={crisis.defaultLines.includes(line.id)} />
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

/** The island's props, from content/search.json. */
export function searchIslandProps(
  search: { status: SearchIslandProps['status']; kinds: SearchIslandProps['kinds']; crisis: { defaultLines: string[]; topics: readonly CrisisTopicData[]; calm: string[] } },
  indexUrl: string,
): SearchIslandProps {
  return {
    indexUrl,
    kinds: search.kinds,
    status: { loading: search.status.loading, none: search.status.none, one: search.status.one, many: search.status.many, crisis: search.status.crisis, crisisNone: search.status.crisisNone, failed: search.status.failed },
    crisis: {
      defaultLines: search.crisis.defaultLines,
      topics: search.crisis.topics.map(({ id, lines, terms, finds, languages }) => ({ id, lines, terms, finds, ...(languages ? { languages } : {}) })),
      calm: search.crisis.calm,
    },
  };
}
