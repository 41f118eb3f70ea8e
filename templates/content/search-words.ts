/**
 * The schemas of content/search.json (the search page's words, the crisis words and the synonyms) and
 * content/resources-list.json (the words of the resources lists, and whom each article is written for).
 *
 * The crisis words follow Mindframe's guidance on help-seeking information: every list of lines a crisis
 * search can show holds at least two services answering 24 hours a day, and Emergency 000 always comes first
 * (it is not listed here: the box adds it).
 */
import { z } from 'zod';
import { normalise } from '../../generator/search/text.ts';
import { SEARCH_KINDS } from '../../generator/search/types.ts';
import type { HelpLine } from './site-settings.ts';
import { checkContent, describe, text } from '../../generator/content/schema.ts';

/** A crisis word or phrase as a search reads it: lower case, plain letters, spaces; `*` at the end matches any ending. */
const TERM = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*\*?$/u;

const term = (what: string) =>
  text.refine((value) => TERM.test(value) && normalise(value) === value, {
    error: (issue) => `must be ${what} written in lower case without punctuation (write "dont", not "don't"), found ${describe(issue.input)}`,
  });

/** Words with {placeholders}: each named placeholder must be there. */
const withPlaceholders = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), { error: `must contain ${names.map((name) => `{${name}}`).join(' and ')}` });

const lineList = (helpLines: Record<string, HelpLine>) =>
  z.array(text).superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (id === 'emergency') ctx.addIssue({ code: 'custom', path: [index], input: id, message: '"emergency" is always shown first: leave it out of this list' });
      else if (!helpLines[id]) ctx.addIssue({ code: 'custom', path: [index], input: id, message: `"${id}" is not a help line in site.json: use one of ${Object.keys(helpLines).join(', ')}` });
    });
    const allDay = ids.filter((id) => helpLines[id]?.allDay).length;
    if (allDay < 2) ctx.addIssue({ code: 'custom', input: ids, message: `must name at least two lines that answer 24 hours a day (Mindframe), found ${allDay}` });
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', input: ids, message: 'names a line twice' });
  });

const unique = (list: readonly string[], what: string, ctx: z.RefinementCtx, path: (string | number)[]) => {
  const seen = new Set<string>();
  for (const item of list) {
    if (seen.has(item)) ctx.addIssue({ code: 'custom', path, input: item, message: `lists ${what} "${item}" twice: keep one` });
    seen.add(item);
  }
};

export const searchSchema = (helpLines: Record<string, HelpLine>) =>
  z.object({
    form: z.object({ label: text, button: text, hint: text }),
    status: z.object({ loading: text, none: withPlaceholders('query'), one: withPlaceholders('query'), many: withPlaceholders('count', 'query'), crisis: withPlaceholders('count'), crisisNone: text, failed: text }),
    noResults: text,
    noScript: text,
    resultsHeading: text,
    kinds: z.object(Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, text])) as Record<(typeof SEARCH_KINDS)[number], typeof text>),
    browse: z.object({ topicsHeading: text, readersHeading: text, azHeading: text, azNav: text }),
    crisis: z
      .object({
        heading: text,
        intro: withPlaceholders('emergency'),
        note: text,
        defaultLines: lineList(helpLines),
        topics: z
          .array(
            z.object({
              id: text.regex(/^[a-z][a-z0-9-]*$/, { error: (issue) => `must be lower-case letters and dashes, found ${describe(issue.input)}` }),
              lines: lineList(helpLines),
              terms: z.array(term('a word or phrase')).min(1, { error: 'must list at least one word' }),
              /** Words of the pages on getting help, found besides what was asked. */
              finds: z.array(term('a word or phrase the site uses')).min(1, { error: 'must list at least one word' }),
            }),
          )
          .min(1, { error: 'must list at least one topic' }),
      })
      .superRefine((crisis, ctx) => {
        unique(
          crisis.topics.flatMap((topic) => topic.terms),
          'the crisis word',
          ctx,
          ['topics'],
        );
        unique(
          crisis.topics.map((topic) => topic.id),
          'the topic',
          ctx,
          ['topics'],
        );
      }),
    synonyms: z
      .array(
        z.object({
          words: z.array(term('a single word')).min(1, { error: 'must list at least one word' }),
          finds: z.array(term('a word or phrase the site uses')).min(1, { error: 'must list at least one word' }),
        }),
      )
      .superRefine((synonyms, ctx) => {
        synonyms.forEach((synonym, index) =>
          synonym.words.forEach((word, at) => {
            if (word.includes(' ') || word.endsWith('*')) ctx.addIssue({ code: 'custom', path: [index, 'words', at], input: word, message: `must be one word without *, found "${word}": a person's query is matched word by word` });
          }),
        );
        unique(
          synonyms.flatMap((synonym) => synonym.words),
          'the word',
          ctx,
          [],
        );
      }),
  });

export type SearchContent = z.output<ReturnType<typeof searchSchema>>;
export type CrisisTopic = SearchContent['crisis']['topics'][number];

export function parseSearch(file: string, raw: unknown, helpLines: Record<string, HelpLine>): SearchContent {
  return checkContent(searchSchema(helpLines), file, raw);
}

const slug = text.regex(/^[a-z][a-z0-9-]*$/, { error: (issue) => `must be lower-case letters and dashes (it is part of an address), found ${describe(issue.input)}` });

export const resourcesListSchema = z
  .object({
    filterHeading: text,
    change: text,
    topicHeading: text,
    allTopics: text,
    readersHeading: text,
    everyone: text,
    count: z.object({ one: text, many: withPlaceholders('count') }),
    pageOf: withPlaceholders('page', 'pages', 'from', 'to'),
    pagerLabel: text,
    previous: text,
    next: text,
    page: withPlaceholders('page'),
    groups: z
      .array(
        z.object({
          slug,
          label: text,
          description: text,
          /** Words or phrases in an article's `audience` line that mean it is written for this group. */
          words: z.array(text.transform((value) => value.toLowerCase())).min(1, { error: 'must list at least one word' }),
        }),
      )
      .min(1, { error: 'must list at least one group' }),
    /** Articles whose `audience` line the words read wrongly: slug -> the groups it is written for. */
    articles: z.record(z.string(), z.array(slug).min(1, { error: 'must name at least one group' })),
  })
  .superRefine((file, ctx) => {
    const groups = new Set(file.groups.map((group) => group.slug));
    for (const [article, named] of Object.entries(file.articles)) {
      named.forEach((group, index) => {
        if (!groups.has(group)) ctx.addIssue({ code: 'custom', path: ['articles', article, index], input: group, message: `"${group}" is not a group: use one of ${[...groups].join(', ')}` });
      });
    }
  });

export type ResourcesListContent = z.output<typeof resourcesListSchema>;
export type AudienceGroup = ResourcesListContent['groups'][number];

export function parseResourcesList(file: string, raw: unknown): ResourcesListContent {
  return checkContent(resourcesListSchema, file, raw);
}
