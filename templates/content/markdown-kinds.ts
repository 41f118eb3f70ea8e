/**
 * The markdown content kinds: articles, service pages and other pages. Each is read in two pure steps: its
 * schema checks the front matter as written, then what the page shows beyond it is derived (an article's word
 * count, reading time and help lines; a service's questions with their answers rendered from markdown).
 */
import { z } from 'zod';
import { ContentError, ContentErrors } from '../../generator/errors.ts';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { slugify } from '../../generator/markdown/slug.ts';
import { pickHelpLines } from './help-lines.ts';
import type { HelpLine } from './site-settings.ts';
import type { EntrySource } from '../../generator/content/collection.ts';
import { fieldPath, isoDate, labelled, optional, optionalList, text, wholeNumber } from '../../generator/content/schema.ts';
import { countWords, readingMinutes } from './words.ts';

/** A markdown document after its front matter is read and its site tokens are filled in. */
export interface MarkdownSource {
  file: string;
  slug: string;
  /** The markdown body with tokens replaced. */
  body: string;
}

/** An article's front matter. */
export const articleSchema = labelled(
  z.object({
    title: text,
    description: text,
    category: text.refine((category) => slugify(category) !== '', { error: 'must contain letters or digits' }),
    date: isoDate,
    updated: optional(isoDate),
    /** When the facts must be checked again; see release-checks/review-dates.ts. */
    reviewBy: optional(isoDate),
    /** Minutes; left out, it comes from the body's word count. */
    readingTime: optional(wholeNumber(1, 120)),
    /** Ids of site.json's help lines, shown at the top and the end of the article. */
    helpLines: optionalList(text),
    /** Whom the article is written for, in one line: shown as "Written for" under the title. */
    audience: optional(text),
    /** The topic is outside our work (equipment, personal care, other disabilities): no "talk to us" prompt. */
    outsideOurWork: optional(z.boolean()),
    /**
     * Crisis content: an article on suicide, self-harm, crisis or trauma, where being seen is a risk. It alone
     * has no "Submit a referral" in the header and no "talk to us" at its end (docs/decisions.md).
     */
    crisisContent: optional(z.boolean()),
  }),
  {
    title: ['Title', 'Says what the article is about, in plain words.'],
    description: ['Description', 'One or two sentences: for the card, search engines and sharing.'],
    category: ['Topic', 'Like "NDIS Guide" or "Mental Health": articles are listed by topic.'],
    date: ['Published', 'YYYY-MM-DD.'],
    updated: ['Facts checked', 'YYYY-MM-DD: the day you last checked the facts against the sources. Required when the article states NDIS policy.'],
    reviewBy: ['Check again by', 'YYYY-MM-DD: when the facts must be checked again. The build warns once it has passed.'],
    readingTime: ['Reading time', 'Minutes; leave out to count it from the words.'],
    helpLines: ['Help lines', 'Ids of help lines in site.json, shown at the top and the end: at least two 24/7 crisis lines for an article that mentions suicide or self-harm.', { choices: 'helpLines' }],
    audience: ['Written for', 'One line, 3 to 25 words, saying whom the article is for.'],
    outsideOurWork: ['Outside our work', 'Tick for a topic we do not work in: the article ends with where to go instead.'],
    crisisContent: ['Crisis content', 'Tick only for an article on suicide, self-harm, crisis or trauma. The page then has no "Submit a referral" button and ends with help lines instead of "talk to us". Such an article must list its help lines.'],
  },
).refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ['updated'],
    error: (issue) => {
      const { date, updated } = issue.input as { date: string; updated: string };
      return `${updated} is before the article's date ${date}`;
    },
  })
  .refine((article) => article.reviewBy === undefined || article.reviewBy >= (article.updated ?? article.date), {
    path: ['reviewBy'],
    error: (issue) => {
      const { date, updated, reviewBy } = issue.input as { date: string; updated?: string; reviewBy: string };
      return `${reviewBy} is before the article was last reviewed (${updated ?? date})`;
    },
  });

/** An article as its page shows it: the front matter, checked, and what is derived from it and the body. */
export interface ArticleFields {
  title: string;
  description: string;
  category: string;
  categorySlug: string;
  date: string;
  updated?: string;
  reviewBy?: string;
  audience?: string;
  outsideOurWork: boolean;
  /** Crisis content: no "Submit a referral" in the header, no "talk to us" at the end. */
  crisisContent: boolean;
  /** Minutes: the author's, or the body's word count at 220 words a minute. */
  readingTime: number;
  /** Words a reader reads: the body before its Sources list. */
  words: number;
  helpLines: HelpLine[];
}

/** What an article shows beyond its front matter; an empty body or an unknown help line is a content error. */
export function deriveArticle(file: string, body: string, front: z.output<typeof articleSchema>, helpLines: Record<string, HelpLine>): ArticleFields {
  const { title, description, category, date, updated, reviewBy, readingTime, helpLines: ids, audience, outsideOurWork, crisisContent } = front;
  const errors: ContentError[] = [];
  const words = countWords(body);
  if (words === 0) errors.push(new ContentError(file, '(body)', 'the article has no text: write it below the front matter'));
  const lines = pickHelpLines(ids, helpLines);
  for (const { index, message } of lines.unknown) errors.push(new ContentError(file, fieldPath(['helpLines', index]), message));
  if (crisisContent && (ids ?? []).length === 0) errors.push(new ContentError(file, 'crisisContent', 'is crisis content but lists no help lines: add at least two 24/7 crisis lines to "helpLines"'));
  if (errors.length) throw new ContentErrors(errors);
  return {
    title,
    description,
    category,
    categorySlug: slugify(category),
    date,
    ...(updated ? { updated } : {}),
    ...(reviewBy ? { reviewBy } : {}),
    ...(audience ? { audience } : {}),
    outsideOurWork: outsideOurWork ?? false,
    crisisContent: crisisContent ?? false,
    readingTime: readingTime ?? readingMinutes(words),
    words,
    helpLines: lines.picked,
  };
}

/** A service page's front matter; its questions' answers are markdown. */
export const serviceSchema = labelled(z.object({
  title: text,
  description: text,
  summary: text,
  order: wholeNumber(0, 1000),
  faq: optionalList(labelled(z.object({ question: text, answer: text }), { question: ['Question'], answer: ['Answer', 'Markdown.', { widget: 'markdown' }] })),
  related: optionalList(text),
}), {
  title: ['Name of the service'],
  description: ['Description', 'For search engines and sharing.'],
  summary: ['Summary', 'One or two sentences for the service card and the top of the page.'],
  order: ['Order', 'Services are listed from the lowest number.'],
  faq: ['Questions', 'Shown after the terms.'],
  related: ['Related articles', 'File names of content/resources/ (without .md).', { choices: 'articles' }],
});

/** A service page's question, with its answer rendered from markdown. */
export interface ServiceFaq {
  question: string;
  answerHtml: string;
}

export type ServiceFields = Omit<z.output<typeof serviceSchema>, 'faq'> & { faq: ServiceFaq[] };

/** A service page as it shows: its questions' answers rendered. */
export function deriveService(file: string, front: z.output<typeof serviceSchema>, renderMarkdown: MarkdownRenderer): ServiceFields {
  return { ...front, faq: front.faq.map(({ question, answer }) => ({ question, answerHtml: renderMarkdown(answer, file).html })) };
}

export const pageSchema = labelled(z.object({ title: text, description: text, updated: optional(isoDate) }), {
  title: ['Title'],
  description: ['Description', 'For search engines and sharing.'],
  updated: ['Last updated', 'YYYY-MM-DD, shown under the title.'],
});

/**
 * A short notice (holiday hours, a closure, a new group starting): one thing, briefly, on its own page and
 * on the home page. Not an article: no word minimum or sources, but the editor's other rules hold.
 */
export const noticeSchema = labelled(z.object({ title: text, description: text, date: isoDate, until: optional(isoDate) }), {
  title: ['Title', 'Says it in a few words, like "Closed over Christmas".'],
  description: ['In one sentence', 'Shown on the home page, under the title.'],
  date: ['Posted', 'YYYY-MM-DD.'],
  until: ['Show until', 'YYYY-MM-DD: after this day every build reminds you to remove the notice.'],
});

export type Notice = MarkdownSource & z.output<typeof noticeSchema>;

export function noticeEntry(front: z.output<typeof noticeSchema>, source: EntrySource): Notice {
  return { ...sourceOf(source), ...front };
}

export type Article = MarkdownSource & ArticleFields;
export type Service = MarkdownSource & ServiceFields;
export type Page = MarkdownSource & z.output<typeof pageSchema>;

const sourceOf = ({ file, slug, body }: EntrySource): MarkdownSource => ({ file, slug, body });

/** An article as the collection reads it (templates/content/collections.ts): its front matter checked, the rest derived. */
export function articleEntry(front: z.output<typeof articleSchema>, source: EntrySource, helpLines: Record<string, HelpLine>): Article {
  return { ...sourceOf(source), ...deriveArticle(source.file, source.body, front, helpLines) };
}

export function serviceEntry(front: z.output<typeof serviceSchema>, source: EntrySource, renderMarkdown: MarkdownRenderer): Service {
  return { ...sourceOf(source), ...deriveService(source.file, front, renderMarkdown) };
}

export function pageEntry(front: z.output<typeof pageSchema>, source: EntrySource): Page {
  return { ...sourceOf(source), ...front };
}

/** Articles newest first; ties broken by title, so the order never depends on the file system. */
export function byNewest(a: Article, b: Article): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}
