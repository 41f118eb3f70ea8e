/**
 * The schemas of the content about people and for people: content/team.json (the team on /team and the
 * home page), content/about.json (our story), content/referrers.json (the supports on /referrers/) and
 * content/easy-read.json (the Easy Read pages).
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { artName, localPhoto } from './home-and-programs.ts';
import { checkContent, describe, field, isoDate, labelled, optional, sitePath, text, textList } from '../../generator/content/schema.ts';

const member = labelled(z.object({
  name: text,
  role: text,
  /** How they work with people, in their words. */
  approach: text,
  livedExperience: optional(text),
  // A photo's alt says who it shows ("Sam, smiling, in a park"): the name alone would repeat the heading.
  photo: optional(localPhoto('/images/team/sam.jpg', 'Who is in it, like "Sam, smiling, in a park".')),
}), {
  name: ['Name', 'A first name is enough.'],
  role: ['Role', 'Like "Recovery coach".'],
  approach: ['How they work', 'In their own words.'],
  livedExperience: ['Lived experience', 'Only what they choose to share.'],
  photo: ['Photo', 'Only with their agreement.'],
});

export const teamSchema = z.object({ members: field(z.array(member).min(1, { error: 'must list at least one person' }), 'Team members', 'In the order the team page shows them.') }).transform((file) => file.members);

export const aboutSchema = labelled(z.object({ story: labelled(z.object({ heading: text, paragraphs: textList, note: text }), { heading: ['Heading'], paragraphs: ['Paragraphs', 'How we started, a paragraph each.'], note: ['Note', 'Shown while the story is an example.'] }) }), {
  story: ['Our story', 'On the About page.'],
});

/** How many places a service has in an area: each area named at most once; an area not named is "ask us". */
const CAPACITY_STATUSES = ['open', 'waitlist', 'full'] as const;

const serviceCapacity = labelled(
  z.object({
    open: optional(textList).transform((list) => list ?? []),
    waitlist: optional(textList).transform((list) => list ?? []),
    full: optional(textList).transform((list) => list ?? []),
    /** The usual wait where there is a waiting list, in words ("about 4 weeks"). */
    wait: optional(text),
  }),
  {
    open: ['Places open in', 'Council areas, as site.json names them.', { choices: 'areas' }],
    waitlist: ['Waiting list in', 'Council areas.', { choices: 'areas' }],
    full: ['Full in', 'Council areas.', { choices: 'areas' }],
    wait: ['Usual wait', 'In words, like "about 4 weeks".'],
  },
).superRefine((capacity, ctx) => {
    const seen = new Map<string, string>();
    for (const status of CAPACITY_STATUSES) {
      capacity[status].forEach((area, index) => {
        const before = seen.get(area);
        if (before) ctx.addIssue({ code: 'custom', path: [status, index], input: area, message: `"${area}" is also under "${before}": name each area once` });
        seen.set(area, status);
      });
    }
  });

/** The schema, given the markdown renderer: "ask us" is markdown, so its phone number is a link. */
export const referrersSchema = (renderMarkdown: MarkdownRenderer, file: string) =>
  labelled(z.object({
    capacity: labelled(z.object({
      heading: text,
      intro: text,
      /** The date these places were last checked: the build warns once it is more than 30 days old. */
      asAt: isoDate,
      asAtLabel: text,
      statuses: labelled(z.object({ open: text, waitlist: text, full: text }), { open: ['Open'], waitlist: ['Waiting list'], full: ['Full'] }),
      /** By service slug; a service left out is "ask us" everywhere. */
      services: z.record(z.string(), serviceCapacity),
      /** The label before the areas a service names no status for. */
      otherAreas: text,
      /** What a service with no published places says: never silence. */
      unknown: text.transform((value) => renderMarkdown(value, file).html),
      /** The same, short, beside each service once the section has said it in full. */
      unknownShort: text,
      glanceUnknown: text,
      glanceKnown: text,
    }), {
      heading: ['Heading'],
      intro: ['Introduction'],
      asAt: ['Checked on', 'The date you checked the places with the team (at least every 30 days). Check with each team which areas they can take new referrals in, then tap Today.'],
      asAtLabel: ['Checked on words', 'Before the date.'],
      statuses: ['Words for each status', undefined, { collapsed: true }],
      services: ['Places by service', 'By the file name of each service (without .md); a service left out says "ask us". Choose the council areas where each is open, has a waiting list, or is full.', { keys: 'services' }],
      otherAreas: ['Other areas', 'Before the areas a service names no status for.'],
      unknown: ['When places are not published', 'Markdown: what a service with no published places says. Never silence.', { widget: 'markdown' }],
      unknownShort: ['Short "ask us"', 'Beside each service, once the section has said it in full.'],
      glanceUnknown: ['At a glance, not published'],
      glanceKnown: ['At a glance, published'],
    }),
    glance: labelled(z.object({ heading: text, whereLabel: text, where: text, whereAccess: text, mapLink: text, plansLabel: text, plans: text, plansLink: text, places: text, reply: text, refer: text, form: text, or: text }), {
      heading: ['Heading'],
      whereLabel: ['Where label'],
      where: ['Where we work'],
      whereAccess: ['Getting there'],
      mapLink: ['Map link'],
      plansLabel: ['Plans label'],
      plans: ['Plans we take'],
      plansLink: ['Plans link'],
      places: ['Places'],
      reply: ['When we reply'],
      refer: ['How to refer'],
      form: ['Form link'],
      or: ['"or"'],
    }),
    areas: labelled(z.object({ heading: text, text, mapAlt: text, mapCaption: text, tableCaption: text, areaColumn: text, suburbsColumn: text }), {
      heading: ['Heading'],
      text: ['Text'],
      mapAlt: ['Map description', 'Read out in place of the map. The council areas and their suburbs follow it.'],
      mapCaption: ['Map caption', 'Under the map.'],
      tableCaption: ['Table name', 'Read out by screen readers before the table of areas and suburbs.'],
      areaColumn: ['Area column heading'],
      suburbsColumn: ['Suburbs column heading'],
    }),
  }), {
    capacity: ['Places', 'Which services have places in which council areas.'],
    glance: ['At a glance', 'The box at the top of the page.', { collapsed: true }],
    areas: ['Council areas', 'The map and the suburbs.', { collapsed: true }],
  });

export { CAPACITY_STATUSES };

/** Easy Read keeps each sentence to about 15 words or fewer. */
export const EASY_READ_MAX_WORDS = 15;

/** The words a reader sees: bold marks and a link's address left out. */
function readable(value: string): string {
  return value.replace(/\*\*/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

function longestSentence(value: string): number {
  return Math.max(...readable(value).split(/(?<=[.?!])\s+/).map((sentence) => sentence.split(/\s+/).filter(Boolean).length));
}

/**
 * The schema, given the markdown renderer: each idea is one short piece of markdown (bold key words, a link,
 * and phone numbers that become tap-to-call links), rendered as the file is read. A picture stands for one
 * idea: used twice, it must be beside the same words (the same idea on two pages).
 */
export const easyReadSchema = (renderMarkdown: MarkdownRenderer, file: string) => {
  const html = (value: string) => renderMarkdown(value, file).html;
  const idea = labelled(z.object({
    picture: artName,
    text: text
      .refine((value) => longestSentence(value) <= EASY_READ_MAX_WORDS, {
        error: (issue) => `has a sentence of ${longestSentence(String(issue.input))} words: Easy Read keeps each sentence to ${EASY_READ_MAX_WORDS} words or fewer`,
      })
      .transform((value) => ({ words: readable(value), html: html(value) })),
  }), { picture: ['Picture', 'One picture per idea.'], text: ['Words', 'At most 15 words a sentence. Bold a key word with **two stars**.', { widget: 'markdown' }] });
  return labelled(z
    .object({
      intro: text,
      help: text.transform(html),
      /** Where a reader asks us to call them back (the call-back form's place). */
      callBack: labelled(z.object({ heading: text, jump: text, text: text.transform(html), linkLabel: text, link: sitePath('a path on this site, like /contact/#ways-to-reach-us') }), { heading: ['Heading'], jump: ['Jump button', 'At the top of each page.'], text: ['Words', 'Markdown.'], linkLabel: ['Link words'], link: ['Leads to', 'A page of this site.'] }),
      helpNow: labelled(z.object({ heading: text, text: text.transform(html) }), { heading: ['Heading'], text: ['Words', 'Markdown: phone numbers become links to call.'] }),
      pages: z.array(
        labelled(z.object({
          slug: text.regex(/^[a-z0-9-]+$/, { error: (issue) => `must be lower-case letters, digits and hyphens; found ${describe(issue.input)}` }),
          /** The full page this is the Easy Read version of. */
          original: sitePath('the path of the full page, like /about/'),
          /** The page's picture in the list of Easy Read pages (/easy-read/). */
          picture: artName,
          title: text,
          description: text,
          sections: z.array(labelled(z.object({ heading: text, items: z.array(idea) }), { heading: ['Heading'], items: ['Ideas', 'One idea a row, each with a picture.'] })),
        }), {
          slug: ['Name', 'Lower-case letters, digits and hyphens: the page is /<name>/easy-read/.'],
          original: ['Full version', 'The address of the page this is the Easy Read version of, like /about/.'],
          picture: ['Picture', 'In the list of Easy Read pages.'],
          title: ['Title'],
          description: ['Description', 'For search engines and the list.'],
          sections: ['Sections'],
        }),
      ),
    }), {
      intro: ['Introduction', 'At the top of every Easy Read page.'],
      help: ['Help to read', 'Markdown.'],
      callBack: ['Ask us to call you'],
      helpNow: ['Help now'],
      pages: ['Easy Read pages'],
    })
    .superRefine((easyRead, ctx) => {
      const firstUse = new Map<string, { words: string; path: (string | number)[] }>();
      easyRead.pages.forEach((page, pageIndex) =>
        page.sections.forEach((section, sectionIndex) =>
          section.items.forEach((item, itemIndex) => {
            const path = ['pages', pageIndex, 'sections', sectionIndex, 'items', itemIndex, 'picture'];
            const first = firstUse.get(item.picture);
            if (!first) firstUse.set(item.picture, { words: item.text.words, path });
            else if (first.words !== item.text.words) {
              ctx.addIssue({
                code: 'custom',
                path,
                input: item.picture,
                message: `"${item.picture}" already stands for another idea ("${first.words.slice(0, 50)}"): one picture per idea, so draw or choose another (templates/art/illustrations.ts)`,
              });
            }
          }),
        ),
      );
    });
};

export type TeamMember = z.output<typeof teamSchema>[number];
export type AboutContent = z.output<typeof aboutSchema>;
export type ReferrersContent = z.output<ReturnType<typeof referrersSchema>>;
export type EasyReadContent = z.output<ReturnType<typeof easyReadSchema>>;
export type EasyReadPage = EasyReadContent['pages'][number];

export const parseTeam = (file: string, raw: unknown): TeamMember[] => checkContent(teamSchema, file, raw);
export const parseAbout = (file: string, raw: unknown): AboutContent => checkContent(aboutSchema, file, raw);
export const parseReferrers = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): ReferrersContent => checkContent(referrersSchema(renderMarkdown, file), file, raw);
export const parseEasyRead = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): EasyReadContent => checkContent(easyReadSchema(renderMarkdown, file), file, raw);
