/** Parsers for markdown content: articles, service pages and other pages. */
import type { MarkdownRenderer } from '../markdown/processor.ts';
import { slugify } from '../markdown/slug.ts';
import { pickHelpLines } from './help-lines.ts';
import type { MarkdownFile } from './markdown-file.ts';
import type { Article, HelpLine, Page, Service } from './types.ts';
import { countWords, readingMinutes } from './words.ts';

function source(md: MarkdownFile) {
  return { file: md.file, slug: md.slug, body: md.body };
}

export function parseArticle(md: MarkdownFile, helpLines: Record<string, HelpLine>): Article {
  const { fields } = md;
  const category = fields.string('category');
  const categorySlug = slugify(category);
  if (!categorySlug) fields.fail('category', 'must contain letters or digits');
  const date = fields.date('date');
  const updated = fields.optionalDate('updated');
  if (updated !== undefined && updated < date) fields.fail('updated', `${updated} is before the article's date ${date}`);
  const words = countWords(md.body);
  if (words === 0) fields.fail('(body)', 'the article has no text: write it below the front matter');
  const lines = pickHelpLines(fields, 'helpLines', fields.optionalStringList('helpLines'), helpLines);
  return {
    ...source(md),
    title: fields.string('title'),
    description: fields.string('description'),
    category,
    categorySlug,
    date,
    ...(updated ? { updated } : {}),
    readingTime: fields.optionalInteger('readingTime', { min: 1, max: 120 }) ?? readingMinutes(words),
    words,
    helpLines: lines,
  };
}

export function parseService(md: MarkdownFile, renderMarkdown: MarkdownRenderer): Service {
  const { fields } = md;
  return {
    ...source(md),
    title: fields.string('title'),
    description: fields.string('description'),
    summary: fields.string('summary'),
    order: fields.integer('order', { min: 0, max: 1000 }),
    faq: fields.optionalList('faq').map((item) => ({
      question: item.string('question'),
      answerHtml: renderMarkdown(item.string('answer'), md.file).html,
    })),
    related: fields.optionalStringList('related'),
  };
}

export function parsePage(md: MarkdownFile): Page {
  const { fields } = md;
  const updated = fields.optionalDate('updated');
  return {
    ...source(md),
    title: fields.string('title'),
    description: fields.string('description'),
    ...(updated ? { updated } : {}),
  };
}
