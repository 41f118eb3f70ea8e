/**
 * The content editor at /admin/ as the site gives it to the engine (generator/editor/). Every collection of
 * the content config (content/collections.ts) becomes one of the editor's, with the label and description
 * the config gives it and its fields' labels, hints and limits from its schema: nothing here lists them. What
 * is here is the editor's alone, not a fact of the content:
 *
 * - the screens of their own, at the top of the editor's list: the two chores (content/chores.ts: the places
 *   for referrers, every month; the help lines, every 90 days, a screen of site.json with only its help lines
 *   open, so the date to set is the first thing on it) and the settings, which office staff change most;
 * - icons, the previews of articles and pages in the site's own styles, how entries are labelled and sorted;
 * - the named lists the schemas choose from (services, council areas, help lines, articles, pictures),
 *   made from the content as it is today;
 * - the words of the editor's own page (content/site-words.json `editorPage`).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { SIGN_IN_GUIDE, type AdminPageText } from '../generator/editor/admin-page.ts';
import type { EditorChoices } from '../generator/editor/from-content.ts';
import type { Choices } from '../generator/editor/fields.ts';
import { HOST_NAMES } from '../generator/editor/sign-in.ts';
import type { SiteEditor } from '../generator/editor/write-editor.ts';
import { keepTogether } from '../generator/text.ts';
import { LOGIN_PATH } from './addresses.ts';
import { Words } from './components/Words.tsx';
import { CHORE_SCREENS } from './content/chores.ts';
import { noticePath } from './content/pages.ts';
import { fillWords } from './content/site-words.ts';
import type { SiteContent } from './content/types.ts';
import { SITE_LANG } from './context.ts';

/** The editor's own choices, by collection name (content/collections.ts); a collection left out gets the defaults. */
export const EDITOR_CHOICES: EditorChoices = {
  screens: [
    'referrers',
    {
      name: 'help-lines',
      of: 'site',
      label: CHORE_SCREENS.helpLines,
      description: 'Every 90 days: check each help line against its own pages, then set "Last checked" to today.',
      icon: 'support_agent',
      open: ['helpLines'],
    },
    'site',
  ],
  // What office staff open most, first; the rest as content/collections.ts declares them.
  first: ['articles', 'notices', 'services', 'pages'],
  views: {
    referrers: { icon: 'event_available' },
    // The help lines have a screen of their own.
    site: { icon: 'settings', folded: ['helpLines'] },
    articles: {
      icon: 'article',
      labelSingular: 'Article',
      body: { label: 'Article', hint: 'Plain words, short paragraphs, headings that say what follows. End with a "Sources" list.' },
      preview: { fields: ['title', 'description', 'body'], path: '/resources/{{slug}}/' },
      sortBy: 'date',
    },
    notices: { icon: 'campaign', labelSingular: 'Notice', body: { label: 'Notice' }, preview: { fields: ['title', 'body'], path: noticePath('{{slug}}') }, sortBy: 'date' },
    services: { icon: 'volunteer_activism', labelSingular: 'Service page', body: { label: 'Page' }, preview: { fields: ['title', 'summary', 'body'], path: '/services/{{slug}}/' } },
    pages: { icon: 'description', labelSingular: 'Page', body: { label: 'Page' }, preview: { fields: ['title', 'body'] } },
    languageSource: { icon: 'translate' },
    languages: { icon: 'translate', fileLabel: (data, name) => languageLabel(data) ?? name },
  },
};

/** A language page's label in the editor's list: its English name, then its own ("Dari: دری"). */
function languageLabel(data: unknown): string | undefined {
  const { englishName, name } = (data ?? {}) as { englishName?: unknown; name?: unknown };
  return typeof englishName === 'string' && typeof name === 'string' ? `${englishName}: ${name}` : undefined;
}

/** The named lists the schemas' `choices` and `keys` meta choose from, as the content has them today. */
export function editorLists(content: SiteContent, pictures: readonly string[]): Record<string, Choices> {
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  return {
    services: content.services.map((service) => ({ value: service.slug, label: service.title })),
    areas: content.site.localGovernmentAreas.map((area) => ({ value: area.name, label: area.name })),
    helpLines: Object.values(content.site.helpLines).map((line) => ({ value: line.id, label: line.name })),
    articles: content.articles.map((article) => ({ value: article.slug, label: article.title })).sort(byLabel),
    pictures: pictures.map((name) => ({ value: name, label: name })),
  };
}

/** The editor's page in the site's words: what it is, how to sign in, or what the deployer must set. */
export function editorPage(content: SiteContent): AdminPageText {
  const { site } = content;
  const words = content.words.editorPage;
  const host = HOST_NAMES[site.editor.host];
  const html = (...children: ReturnType<typeof createElement>[]) => renderToStaticMarkup(createElement(Fragment, null, ...children));
  const p = (...children: Parameters<typeof createElement>[2][]) => createElement('p', null, ...children);
  const code = (text: string) => createElement('code', null, text);
  const ending = html(
    p(createElement(Words, { text: content.words.signIn.lookingForSupport, values: { phone: createElement('a', { href: site.phoneHref }, keepTogether(site.phone)) } })),
    p(createElement('a', { href: LOGIN_PATH }, words.signInLink), ' · ', createElement('a', { href: '/' }, words.home)),
  );
  return {
    lang: SITE_LANG,
    title: fillWords(words.title, { heading: words.heading, name: site.name }),
    description: fillWords(words.description, { name: site.name }),
    notes: (state) => {
      const heading = html(createElement('h1', null, words.heading));
      if (state.ready) {
        const drafts = site.editor.drafts && site.editor.host !== 'gitea';
        return (
          heading +
          html(
            p(words.what),
            p(fillWords(words.signIn, { host, repository: site.editor.repository }), ' ', drafts ? words.drafts : words.live),
            createElement('noscript', null, p(createElement('strong', null, words.needsScript), ' ', words.turnOn)),
          ) +
          ending
        );
      }
      return (
        heading +
        html(
          p(words.notSetUp),
          createElement('h2', null, words.setUpTitle),
          p(createElement(Words, { text: words.setUp, values: { host, file: code('content/site.json'), field: code('"editor"') } })),
          createElement('ul', null, ...state.missing.map(({ field, what }) => createElement('li', { key: field }, code(field), `: ${what}`))),
          p(createElement(Words, { text: words.guide, values: { guide: code(SIGN_IN_GUIDE) } })),
        ) +
        ending
      );
    },
  };
}

/** What the site gives the engine for its editor. */
export function siteEditor(content: SiteContent, pictures: readonly string[]): SiteEditor {
  const article = content.articles[0];
  const page = editorPage(content);
  return {
    settings: content.site.editor,
    choices: EDITOR_CHOICES,
    lists: editorLists(content, pictures),
    title: page.title,
    page,
    siteUrl: content.site.baseUrl,
    ...(article ? { previewFrom: `resources/${article.slug}` } : {}),
  };
}
