/**
 * The schema of content/editorial.json: the editor's rules as data, so the content lead changes a word limit,
 * a fact's home or a reported fact here, never in code. The build runs the rules on every build
 * (templates/checks/); this file says what each list means. Phrases are matched whole, in any case, and a
 * `*` at the end of a word matches any ending ("support*" finds "supports").
 */
import { z } from 'zod';
import { field, optional, text, wholeNumber } from '../../generator/content/schema.ts';
import { isAustralianPhone } from '../../generator/text.ts';

const phrases = (label: string, hint: string) => field(z.array(text).min(1, { error: 'must list at least one phrase' }), label, hint);
const domain = field(text.regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, { error: (issue) => `must be a domain name like abs.gov.au, found ${JSON.stringify(issue.input)}` }), 'Website', 'A domain name, like abs.gov.au: any address on it or under it counts');
const domains = (label: string, hint: string) => field(z.array(domain).min(1), label, hint);
const slug = (label: string, hint: string) => field(text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: (issue) => `must be a file name without .md, like new-approach-ndis-support; found ${JSON.stringify(issue.input)}` }), label, hint);

export const editorialSchema = z
  .object({
    articles: field(
      z.object({
        minWords: field(wholeNumber(1, 5000), 'Fewest words', 'An article shorter than this is not a guide: write a short notice instead (content/notices/).'),
        maxWords: field(wholeNumber(10, 10000), 'Most words', 'Split a longer article into two.'),
        maxGrade: field(wholeNumber(1, 20), 'Hardest reading grade', 'No article reads harder than this school year (a Flesch-Kincaid grade).'),
        maxMeanGrade: field(wholeNumber(1, 20), 'Average reading grade', 'The articles together read at this school year or easier.'),
        maxOtherSources: field(wholeNumber(0, 20), 'Other sources', 'At most this many sources that are neither official nor a recognised health body, and never more than the official ones.'),
      }),
      'Articles',
      'Length, reading level and sources of every article.',
    ),
    notices: field(z.object({ maxWords: field(wholeNumber(20, 1000), 'Most words', 'A notice says one thing (holiday hours, a closure): longer, it is an article.') }), 'Short notices', 'Notices such as holiday hours (content/notices/).'),
    sensitiveWords: phrases('Words of a sensitive article', "An article whose file name or title holds one of these is about suicide, self-harm, crisis or trauma: help comes first, and nothing we sell is offered in it."),
    salesPhrases: phrases('Sales phrases', 'Phrases that invite people to use our services: not allowed in a sensitive article.'),
    avoidPhrases: field(
      z.array(z.object({ phrase: field(text, 'Phrase to avoid'), instead: field(text, 'What to write instead') })),
      'Phrases to avoid (Mindframe)',
      'Words the Mindframe guidelines ask us not to use, each with what to write instead.',
    ),
    crisisLines: field(z.array(field(text, 'Help line', 'Its id in site.json "helpLines"')).min(2), '24/7 crisis lines', 'An article that mentions suicide or self-harm lists at least two of these in its help lines (ids from site.json).'),
    helpLineNames: field(
      z.array(
        z
          .object({
            names: phrases('Names', 'How articles name the line.'),
            line: field(optional(text), 'Help line in site.json', 'Its id in site.json "helpLines": the number comes from there.'),
            number: field(optional(text.refine(isAustralianPhone, { error: (issue) => `"${String(issue.input)}" is not an Australian phone number` })), 'Number', 'For a line site.json does not list.'),
          })
          .refine((entry) => (entry.line === undefined) !== (entry.number === undefined), { error: 'must give either "line" (an id in site.json) or "number", not both' }),
      ),
      'Help lines articles name',
      'An article that names or cites one of these lines must give its number.',
    ),
    officialSources: domains('Official sources', 'Government websites: .gov.au, .gov, who.int.'),
    recognisedSources: domains('Recognised health bodies', 'Not government, but not a provider or plan manager selling: national health services, peak bodies, research.'),
    attributed: field(
      z.array(z.object({ names: phrases('Names', 'How articles name the organisation.'), sites: domains('Its websites', 'Where its figures are published.'), site: field(text, 'Website, as the message names it') })),
      'Organisations whose figures articles quote',
      'An article that names one must link its website, so a reader can check the figure.',
    ),
    publishers: field(
      z.array(z.object({ names: field(z.array(text).min(1), 'Names', 'The publisher as a source label names it, after its last comma.'), sites: domains('Its websites', 'Where its pages are.') })),
      'Publishers of sources',
      'A source labelled with one of these names must link to its website.',
    ),
    factHomes: field(
      z.array(
        z.object({
          fact: field(text, 'The fact'),
          home: slug('Its home article', 'The file name (without .md) of the article that explains it in full and is kept up to date.'),
          detail: phrases('Detailed statement', 'Words only the home article may use: the dates and figures that go stale first.'),
          topic: phrases('Topic', 'Words that mention the topic: an article that uses them links the home article.'),
          alsoAllowed: field(optional(z.record(z.string(), text)), 'Also allowed', 'Other articles that may state the detail, each with the reason.'),
        }),
      ),
      'Facts with one home',
      'Facts several articles need, explained in full in one home article; the others mention them in a sentence and link the home.',
    ),
    reportedFacts: field(
      z.array(z.object({ fact: field(text, 'The fact'), phrases: phrases('Words that state it', 'A paragraph that uses them must say who reported it and when.') })),
      'Reported news',
      'Reform news no official page confirms yet: stated only with "as reported by <who> on <day month year>".',
    ),
    disclosures: field(
      z.array(
        z.object({
          service: slug('Service page', 'The file name (without .md) of the service page in content/services/.'),
          independent: field(
            z.array(
              z
                .object({
                  what: field(text, 'What it must give'),
                  links: field(optional(z.array(domain)), 'A link to', 'Any link to one of these websites will do.'),
                  phrases: field(optional(z.array(text)), 'Or words', 'Or any of these words.'),
                })
                .refine((entry) => entry.links !== undefined || entry.phrases !== undefined, { error: 'must give "links" or "phrases"' }),
            ),
            'Independent options',
            'What the page must give besides our own offer.',
          ),
        }),
      ),
      'Pages that disclose a conflict of interest',
      'Service pages that sell a service after helping with something where independence matters: each says so under a "conflict of interest" heading.',
    ),
  })
  .refine((rules) => rules.articles.minWords < rules.articles.maxWords, { path: ['articles', 'maxWords'], error: 'must be more than minWords' });

export type EditorialRules = z.output<typeof editorialSchema>;
