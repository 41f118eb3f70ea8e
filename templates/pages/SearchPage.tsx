/**
 * /search/: the search widget, then every way to find a page without searching: topics, who an article is
 * written for, and every page A to Z (pages in other languages in their own list, each marked with its
 * language). Without JavaScript a search sent here from any search box lands on this page, which is never
 * empty: the help lines near the top, then these lists.
 */
import type { LanguagePage, Page } from '../content/types.ts';
import { normalise } from '../../generator/search/text.ts';
import { Search, type CrisisLanguageLink, type SearchIslandProps } from '../../widgets/search/Search.tsx';
import type { SearchListing } from '../search-documents.ts';
import { Island } from '../components/Island.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';
import { useRender } from '../context.ts';

export interface BrowseLink {
  label: string;
  href: string;
  count: number;
}

export interface SearchPageProps {
  page: Page;
  introHtml: string;
  island: SearchIslandProps;
  /** Every searchable page, as the index lists it (its title, kind and language: search-documents.ts). */
  documents: readonly SearchListing[];
  topics: readonly BrowseLink[];
  readers: readonly BrowseLink[];
}

/** The letter a title is listed under: its first letter without accents, or "0–9". */
export function azLetter(title: string): string {
  const first = normalise(title).charAt(0);
  return /[a-z]/.test(first) ? first.toUpperCase() : '0–9';
}

/** Titles in Australian English order (as localeCompare(b, 'en-AU'), the collator made once). */
const byTitle = new Intl.Collator('en-AU');

export function azGroups<D extends SearchListing>(documents: readonly D[]): [string, D[]][] {
  const groups = new Map<string, D[]>();
  for (const doc of [...documents].sort((a, b) => byTitle.compare(a.title, b.title))) {
    const letter = azLetter(doc.title);
    const group = groups.get(letter);
    if (group) group.push(doc);
    else groups.set(letter, [doc]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '0–9' ? -1 : b === '0–9' ? 1 : a.localeCompare(b)));
}

/** Each page in a community language, as the crisis box links it: its name, and its heading for the 24-hour lines. */
function crisisLanguageLinks(languages: readonly LanguagePage[]): CrisisLanguageLink[] {
  return languages
    .filter((language) => !language.isSource)
    .map((language) => ({ slug: language.slug, lang: language.lang, dir: language.dir, name: language.name, label: language.sections.crisisLines.heading, href: language.path }));
}

export function SearchPage({ page, introHtml, island, documents, topics, readers }: SearchPageProps) {
  const { content, site } = useRender();
  const words = content.search;
  const english = documents.filter((doc) => doc.lang === 'en' && doc.kind !== 'topic');
  const languages = documents.filter((doc) => doc.lang !== 'en');
  const groups = azGroups(english);
  return (
    <>
      <PageIntro title={page.title} compact>
        <Prose html={introHtml} className="page-intro__prose" />
      </PageIntro>
      <div className="container page-body page-body--narrow">
        <Island name="search" load={{ on: 'idle' }} props={island}>
          <Search words={words} helpLines={site.helpLines} labels={site.helpPanel.labels} interpreter={site.contactSupport.interpreter} languages={crisisLanguageLinks(content.languages)} />
        </Island>
        <BrowseLinks id="browse-topics" heading={words.browse.topicsHeading} links={topics} />
        <BrowseLinks id="browse-readers" heading={words.browse.readersHeading} links={readers} />
        {languages.length ? (
          <section className="browse" aria-labelledby="browse-languages">
            <h2 id="browse-languages">{words.kinds.language}</h2>
            <ul className="link-list">
              {languages.map((doc) => (
                <li key={doc.id}>
                  <a href={doc.id} lang={doc.lang} hrefLang={doc.lang}>
                    {doc.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="browse" aria-labelledby="browse-az">
          <h2 id="browse-az">{words.browse.azHeading}</h2>
          <nav aria-label={words.browse.azNav}>
            <ul className="az-nav">
              {groups.map(([letter]) => (
                <li key={letter}>
                  <a className="az-nav__link" href={`#az-${letter === '0–9' ? 'digits' : letter.toLowerCase()}`}>
                    {letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(([letter, docs]) => (
            <div key={letter} className="az-group">
              <h3 id={`az-${letter === '0–9' ? 'digits' : letter.toLowerCase()}`} className="az-group__letter">
                {letter}
              </h3>
              <ul className="link-list az-group__list">
                {docs.map((doc) => (
                  <li key={doc.id}>
                    <a href={doc.id}>{doc.title}</a>
                    <span className="link-list__text">{words.kinds[doc.kind]}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}

/** One way to browse (by topic, by reader): each list page's link, with how many articles it holds. */
function BrowseLinks({ id, heading, links }: { id: string; heading: string; links: readonly BrowseLink[] }) {
  return (
    <section className="browse" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="browse__links">
        {links.map((link) => (
          <li key={link.href}>
            <a className="filter__link" href={link.href}>
              {`${link.label} (${link.count})`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
