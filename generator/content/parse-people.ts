/**
 * The schemas of the content about people and for people: content/team.json (the team on /team and the
 * home page), content/about.json (our story), content/referrers.json (the supports on /referrers/) and
 * content/easy-read.json (the Easy Read pages).
 */
import { z } from 'zod';
import { artName } from './parse-data.ts';
import { checkContent, describe, optional, sitePath, text, textList, textOrEmpty } from './schema.ts';

const member = z.object({
  name: text,
  role: text,
  /** How they work with people, in their words. */
  approach: text,
  livedExperience: optional(text),
  // A photo's alt says who it shows ("Sam, smiling, in a park"): the name alone would repeat the heading.
  photo: optional(
    z.object({
      src: text.regex(/^\/[\w/.-]+\.(?:jpe?g|png|webp|avif)$/i, { error: 'must be a local image under content/images/, like /images/team/sam.jpg: no third-party image hosts' }),
      alt: textOrEmpty,
    }),
  ),
});

export const teamSchema = z.object({ members: z.array(member).min(1, { error: 'must list at least one person' }) }).transform((file) => file.members);

export const aboutSchema = z.object({ story: z.object({ heading: text, paragraphs: textList, note: text }) });

export const referrersSchema = z.object({
  supports: z.object({
    heading: text,
    intro: text,
    rows: z.array(z.object({ service: text, href: sitePath('a path on this site, like /services/peer-support-work/'), funding: text, item: text })),
    note: text,
  }),
});

/** Easy Read keeps each sentence to about 15 words or fewer. */
export const EASY_READ_MAX_WORDS = 15;

function longestSentence(value: string): number {
  return Math.max(...value.replace(/\*\*/g, '').split(/(?<=[.?!])\s+/).map((sentence) => sentence.split(/\s+/).filter(Boolean).length));
}

const easyReadIdea = z.object({
  picture: artName,
  text: text.refine((value) => longestSentence(value) <= EASY_READ_MAX_WORDS, {
    error: (issue) => `has a sentence of ${longestSentence(String(issue.input))} words: Easy Read keeps each sentence to ${EASY_READ_MAX_WORDS} words or fewer`,
  }),
});

export const easyReadSchema = z.object({
  intro: text,
  help: text,
  pages: z.array(
    z.object({
      slug: text.regex(/^[a-z0-9-]+$/, { error: (issue) => `must be lower-case letters, digits and hyphens; found ${describe(issue.input)}` }),
      /** The full page this is the Easy Read version of. */
      original: sitePath('the path of the full page, like /about/'),
      title: text,
      description: text,
      sections: z.array(z.object({ heading: text, items: z.array(easyReadIdea) })),
    }),
  ),
});

export type TeamMember = z.output<typeof teamSchema>[number];
export type AboutContent = z.output<typeof aboutSchema>;
export type ReferrersContent = z.output<typeof referrersSchema>;
export type EasyReadContent = z.output<typeof easyReadSchema>;
export type EasyReadPage = EasyReadContent['pages'][number];

export const parseTeam = (file: string, raw: unknown): TeamMember[] => checkContent(teamSchema, file, raw);
export const parseAbout = (file: string, raw: unknown): AboutContent => checkContent(aboutSchema, file, raw);
export const parseReferrers = (file: string, raw: unknown): ReferrersContent => checkContent(referrersSchema, file, raw);
export const parseEasyRead = (file: string, raw: unknown): EasyReadContent => checkContent(easyReadSchema, file, raw);
