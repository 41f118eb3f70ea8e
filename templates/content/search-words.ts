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
import { checkContent, describe, labelled, optional, text } from '../../generator/content/schema.ts';

/** A crisis word or phrase as a search reads it: lower case, plain letters, spaces; `*` at the end matches any ending. */
const TERM = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*\*?$/u;

const term = (what: string) =>
  text.refine((value) => TERM.test(value) && normalise(value) === value, {
    error: (issue) => `must be ${what} written in lower case without punctuation (write "dont", not "don't"), found ${describe(issue.input)}`,
  });

/**
 * A crisis word or phrase, in lower case, without punctuation, in the script people type it in (accents, the
 * marks of every script, and the zero-width joiners of Persian or Sinhala writing are kept as written: the
 * check folds both sides the same way, generator/search/text.ts foldKeepingAccents); `*` at the end matches
 * any ending.
 */
const CRISIS_TERM = /^[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*\*?$/u;

const crisisTerm = text.refine((value) => value === value.normalize('NFC') && value === value.toLowerCase() && CRISIS_TERM.test(value.replace(/\p{Cf}/gu, '')), {
  error: (issue) => `must be a word or phrase in lower case, without punctuation (write "dont", not "don't"), found ${describe(issue.input)}`,
});

const singleWord = term('a single word').refine((value) => !value.includes(' ') && !value.endsWith('*'), { error: (issue) => `must be one word without *, found ${describe(issue.input)}` });

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
  labelled(z.object({
    form: labelled(z.object({ label: text, button: text, hint: text }), { label: ['Field label'], button: ['Button'], hint: ['Hint', 'Under the label.'] }),
    status: labelled(z.object({ loading: text, none: withPlaceholders('query'), one: withPlaceholders('query'), many: withPlaceholders('count', 'query'), crisis: withPlaceholders('count'), crisisNone: text, failed: text }), {
      loading: ['While loading'],
      none: ['Nothing found', 'Keep {query}.'],
      one: ['One page found', 'Keep {query}.'],
      many: ['Pages found', 'Keep {count} and {query}.'],
      crisis: ['Crisis words found', 'Keep {count}. Does not repeat the words back.'],
      crisisNone: ['Crisis words, nothing else found'],
      failed: ['Search failed'],
    }),
    noResults: text,
    noScript: text,
    resultsHeading: text,
    kinds: labelled(z.object(Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, text])) as Record<(typeof SEARCH_KINDS)[number], typeof text>), { article: ['An article'], service: ['A service'], program: ['A program'], topic: ['A topic'], page: ['A page'], 'easy-read': ['An Easy Read page'], language: ['A page in another language'] }),
    browse: labelled(z.object({ topicsHeading: text, readersHeading: text, azHeading: text, azNav: text }), { topicsHeading: ['Topics heading'], readersHeading: ['Readers heading'], azHeading: ['A to Z heading'], azNav: ['A to Z menu name'] }),
    crisis: labelled(z
      .object({
        heading: text,
        intro: withPlaceholders('emergency'),
        note: text,
        defaultLines: lineList(helpLines),
        topics: z
          .array(
            labelled(z.object({
              id: text.regex(/^[a-z][a-z0-9-]*$/, { error: (issue) => `must be lower-case letters and dashes, found ${describe(issue.input)}` }),
              lines: lineList(helpLines),
              terms: z.array(crisisTerm).min(1, { error: 'must list at least one word' }),
              /** Words of the pages on getting help, found besides what was asked. */
              finds: z.array(term('a word or phrase the site uses')).min(1, { error: 'must list at least one word' }),
              /** For words in a community language: the language pages to link (file names in content/languages/). */
              languages: optional(z.array(text.regex(/^[a-z][a-z-]*$/, { error: (issue) => `must be the file name of a language page in content/languages/, without .json, found ${describe(issue.input)}` })).min(1)),
            }), {
              id: ['Topic', 'Lower-case letters and dashes.'],
              lines: ['Help lines', 'Ids in site.json: at least two that answer 24 hours a day. 000 is always shown first.'],
              terms: ['Words that show it', 'In lower case without punctuation; a * at the end matches any ending. Other scripts are matched as written.'],
              finds: ['Pages it also finds', 'Words of the pages on getting help.'],
              languages: ['Language pages to link', 'For words in a community language: file names in content/languages/, without .json.'],
            }),
          )
          .min(1, { error: 'must list at least one topic' }),
        /** Words typed that are never read as a slip of the keyboard for a crisis word ("talking" is not "stalking"). */
        calm: optional(z.array(singleWord)).transform((calm) => calm ?? []),
        /** When a community language's words were found: how to reach the lines through an interpreter. {tis} is TIS National's number. */
        interpreter: withPlaceholders('tis'),
        /** Before the link to the reader's language page. */
        inYourLanguage: text,
      }), {
        heading: ['Heading'],
        intro: ['Introduction', 'Keep {emergency}: the site puts 000 there, as a link to call.'],
        note: ['Note'],
        defaultLines: ['Lines shown without script', 'Ids in site.json: at least two that answer 24 hours a day.'],
        topics: ['Topics', 'Words of distress or danger, and the lines each shows.'],
        calm: ['Words never read as distress', 'Everyday words a slip of the keyboard must not turn into a crisis word, like "talking" (not "stalking").'],
        interpreter: ['Interpreter sentence', 'Shown for words in a community language. Keep {tis}: the site puts TIS National\'s number there.'],
        inYourLanguage: ['Before the language link', 'Words before the link to the reader\'s language page.'],
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
        labelled(z.object({
          words: z.array(term('a single word')).min(1, { error: 'must list at least one word' }),
          finds: z.array(term('a word or phrase the site uses')).min(1, { error: 'must list at least one word' }),
        }), { words: ['Words people use', 'One word each, in lower case.'], finds: ['Words the site uses', 'Each must be on a page of the site.'] }),
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
  }), {
    form: ['Search form'],
    status: ['Status line', 'Read out by screen readers as results come.'],
    noResults: ['No results'],
    noScript: ['Without script', 'Shown when the browser runs no script.'],
    resultsHeading: ['Results heading'],
    kinds: ['Kinds of result', 'The word shown before each result.'],
    browse: ['Browse', 'The lists of pages by topic and A to Z.'],
    crisis: ['Crisis words', 'Words of distress or danger that show help lines first (Mindframe).'],
    synonyms: ['Other words', 'Plain words people use, and the site\'s own words they should find.'],
  });

export type SearchContent = z.output<ReturnType<typeof searchSchema>>;
export type CrisisTopic = SearchContent['crisis']['topics'][number];

export function parseSearch(file: string, raw: unknown, helpLines: Record<string, HelpLine>): SearchContent {
  return checkContent(searchSchema(helpLines), file, raw);
}

const slug = text.regex(/^[a-z][a-z0-9-]*$/, { error: (issue) => `must be lower-case letters and dashes (it is part of an address), found ${describe(issue.input)}` });

export const resourcesListSchema = labelled(
  z.object({
    filterHeading: text,
    change: text,
    topicHeading: text,
    allTopics: text,
    readersHeading: text,
    everyone: text,
    count: labelled(z.object({ one: text, many: withPlaceholders('count') }), { one: ['One article'], many: ['Articles', 'Keep {count}.'] }),
    pageOf: withPlaceholders('page', 'pages', 'from', 'to'),
    pagerLabel: text,
    previous: text,
    next: text,
    page: withPlaceholders('page'),
    groups: z
      .array(
        labelled(z.object({
          slug,
          label: text,
          description: text,
          /** Words or phrases in an article's `audience` line that mean it is written for this group. */
          words: z.array(text.transform((value) => value.toLowerCase())).min(1, { error: 'must list at least one word' }),
        }), {
          slug: ['Name in the address', 'Lower-case letters and dashes: /resources/for/<name>/.'],
          label: ['Label'],
          description: ['Description'],
          words: ['Words', 'Words in an article\'s "audience" line that mean it is written for this group.'],
        }),
      )
      .min(1, { error: 'must list at least one group' }),
    /** Articles whose `audience` line the words read wrongly: slug -> the groups it is written for. */
    articles: z.record(z.string(), z.array(slug).min(1, { error: 'must name at least one group' })),
  }),
  {
    filterHeading: ['Filter heading'],
    change: ['Change', 'On phones, opens the filters.'],
    topicHeading: ['Topics heading'],
    allTopics: ['All topics'],
    readersHeading: ['Readers heading'],
    everyone: ['Everyone'],
    count: ['Number of articles'],
    pageOf: ['Which articles', 'Keep {page}, {pages}, {from} and {to}.'],
    pagerLabel: ['Page links name', 'Read out by screen readers.'],
    previous: ['Previous'],
    next: ['Next'],
    page: ['Page', 'Keep {page}.'],
    groups: ['Groups of readers'],
    articles: ['Articles read wrongly', 'File name of an article -> the groups it is written for, when its audience line is read wrongly.'],
  },
).superRefine((file, ctx) => {
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
