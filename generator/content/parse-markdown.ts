/** The schemas of markdown content's front matter: articles, service pages and other pages. */
import { z } from 'zod';
import type { MarkdownRenderer } from '../markdown/processor.ts';
import { slugify } from '../markdown/slug.ts';
import { pickHelpLines } from './help-lines.ts';
import type { HelpLine } from './load-site.ts';
import type { MarkdownFile } from './markdown-file.ts';
import { checkContent, isoDate, optional, optionalList, text, wholeNumber } from './schema.ts';
import { countWords, readingMinutes } from './words.ts';

/** A markdown document after its front matter is read and its site tokens are filled in. */
export interface MarkdownSource {
  file: string;
  slug: string;
  /** The markdown body with tokens replaced. */
  body: string;
}

/**
 * What the article schema needs besides the front matter: the site's help lines and the body's word count.
 * zod has no per-parse context, so `parseArticle` hands them over here for its (synchronous) parse: the
 * schema is then built once, not once per article, which cost seconds at 4,000 articles.
 */
const articleContext: { helpLines: Record<string, HelpLine>; words: number } = { helpLines: {}, words: 0 };

/** An article's front matter; the body's word count gives the reading time unless the author set one. */
export const articleSchema = z
  .object({
    title: text,
    description: text,
    category: text.refine((category) => slugify(category) !== '', { error: 'must contain letters or digits' }),
    date: isoDate,
    updated: optional(isoDate),
    /** When the facts must be checked again; see review-dates.ts. */
    reviewBy: optional(isoDate),
    readingTime: optional(wholeNumber(1, 120)),
    helpLines: optionalList(text),
    /** Whom the article is written for, in one line: shown as "Written for" under the title. */
    audience: optional(text),
    /** The topic is outside our work (equipment, personal care, other disabilities): no "talk to us" prompt. */
    outsideOurWork: optional(z.boolean()),
  })
  .refine((article) => article.updated === undefined || article.updated >= article.date, {
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
  })
  .transform(({ title, description, category, date, updated, reviewBy, readingTime, helpLines: ids, audience, outsideOurWork }, ctx) => {
    const { helpLines, words } = articleContext;
    if (words === 0) ctx.addIssue({ code: 'custom', path: ['(body)'], input: '', message: 'the article has no text: write it below the front matter' });
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
      readingTime: readingTime ?? readingMinutes(words),
      words,
      helpLines: pickHelpLines(ctx, 'helpLines', ids, helpLines),
    };
  });

/** The renderer and file a service's FAQ answers are rendered with, handed over by `parseService` (see above). */
const serviceContext: { renderMarkdown: MarkdownRenderer; file: string } = {
  renderMarkdown: () => {
    throw new Error('serviceSchema is read only through parseService');
  },
  file: '',
};

/** A service page's front matter; its questions' answers are markdown, rendered as the file is read. */
export const serviceSchema = z.object({
  title: text,
  description: text,
  summary: text,
  order: wholeNumber(0, 1000),
  faq: optionalList(z.object({ question: text, answer: text }).transform(({ question, answer }) => ({ question, answerHtml: serviceContext.renderMarkdown(answer, serviceContext.file).html }))),
  related: optionalList(text),
});

export const pageSchema = z.object({ title: text, description: text, updated: optional(isoDate) });

export type Article = MarkdownSource & z.output<typeof articleSchema>;
export type Service = MarkdownSource & z.output<typeof serviceSchema>;
export type ServiceFaq = Service['faq'][number];
export type Page = MarkdownSource & z.output<typeof pageSchema>;

const source = ({ file, slug, body }: MarkdownFile): MarkdownSource => ({ file, slug, body });

export function parseArticle(md: MarkdownFile, helpLines: Record<string, HelpLine>): Article {
  articleContext.helpLines = helpLines;
  articleContext.words = countWords(md.body);
  return { ...source(md), ...checkContent(articleSchema, md.file, md.data) };
}

export function parseService(md: MarkdownFile, renderMarkdown: MarkdownRenderer): Service {
  serviceContext.renderMarkdown = renderMarkdown;
  serviceContext.file = md.file;
  return { ...source(md), ...checkContent(serviceSchema, md.file, md.data) };
}

export function parsePage(md: MarkdownFile): Page {
  return { ...source(md), ...checkContent(pageSchema, md.file, md.data) };
}

/** Articles newest first; ties broken by title, so the order never depends on the file system. */
export function byNewest(a: Article, b: Article): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}
