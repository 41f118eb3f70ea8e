/**
 * The schemas of the JSON content files: home page sections, testimonials, FAQ and programs (the forms' words
 * are in parse-forms.ts). The FAQ's answers are markdown: the schema checks the file as written, then a second
 * pure step renders them. A program page's parts are short markdown too, rendered by the schema with the
 * renderer it is given.
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { checkContent, describe, optional, sitePath, text, textOrEmpty } from '../../generator/content/schema.ts';

const link = z.object({ label: text, href: sitePath() });
const titledText = z.object({ title: text, text });
/** A picture from the site's illustration set: the loader checks the name against the set (see SiteNeeds). */
export const artName = text;
/** A "Who we support" card: each leads somewhere useful for that visitor (a query can choose a form option). */
const audienceCard = titledText.extend({
  href: text.regex(/^\/(?:[a-z0-9-]+\/)*(?:\?[A-Za-z]+=[a-z0-9-]+)?(?:#[a-z0-9-]+)?$/, {
    error: (issue) => `must be a path on this site, like /referrers/ or /referral/?referrerType=self; found ${describe(issue.input)}`,
  }),
  linkLabel: text,
  art: artName,
});
const outcomeCard = titledText.extend({ art: artName });
const exactly = <T extends z.ZodType>(item: T, count: number, rule = `have exactly ${count} items (the spec fixes this)`) =>
  z.array(item).length(count, { error: (issue) => `must ${rule}, found ${(issue.input as unknown[]).length}` });
/** A home page section: a heading, an intro, and the section's own fields. */
const section = <T extends z.ZodRawShape>(shape: T) => z.object({ heading: text, intro: text, ...shape });

export const homeSchema = z.object({
  title: text,
  description: text,
  /** `referral`: shown in the hero only where the header keeps "Submit a referral" in its menu (phones and tablets). */
  hero: z.object({ headline: text, intro: text, primary: link, secondary: link, referral: optional(link) }),
  regionBadge: text,
  whoWeSupport: section({ cards: z.array(audienceCard) }),
  outcomes: section({ cards: exactly(outcomeCard, 6) }),
  accessSupport: z.object({ heading: text, text, referralLabel: text, phoneLabel: text }),
  difference: section({ services: exactly(text, 4, "name exactly 4 services (the spec's four tiles)"), linkLabel: text }),
  howWeWork: section({ steps: exactly(titledText, 4) }),
  /**
   * While site.json lists "testimonials" as unconfirmed, the section says so in its heading and intro, and
   * each quote is captioned as an example ({role} from the testimonial), with no name, place or stars.
   */
  testimonials: section({ illustrativeHeading: text, illustrativeIntro: text, exampleCaption: text.refine((value) => value.includes('{role}'), { error: 'must contain {role}' }), referralLabel: text }),
  serviceAreas: section({ moreLabel: text, moreHref: sitePath('a path on this site') }),
  programs: section({ contactLabel: text, referralLabel: text }),
  team: section({ teamLabel: text, contactLabel: text }),
  faq: section({ links: z.array(link) }),
  resources: section({ articles: exactly(text, 3, "name exactly 3 articles (the spec's three cards)"), linkLabel: text }),
});

const PRIVATE_NAME = /^(?:[A-Z]\.?\s?){1,3}$|^[A-Z][a-z'-]+ [A-Z]\.?$/;

export const testimonialsSchema = z
  .object({
    testimonials: z
      .array(
        z.object({
          quote: text,
          name: text.regex(PRIVATE_NAME, { error: (issue) => `must be initials (like "J.M.") or a first name and initial (like "Sam T."), to protect privacy; found ${describe(issue.input)}` }),
          attribution: text,
          /** Who is speaking, without name or place ("participant", "parent"): the caption while illustrative. */
          role: text,
          // An empty alt is right when the photo only repeats the name shown beside it.
          photo: optional(
            z.object({
              src: text.regex(/^\/[\w/.-]+\.(?:jpe?g|png|webp|avif)$/i, { error: 'must be a local image path under static/, like /images/people/jm.jpg: no third-party image hosts' }),
              alt: textOrEmpty,
            }),
          ),
        }),
      )
      .min(1, { error: 'must list at least one testimonial' }),
  })
  .transform((file) => file.testimonials);

/** The home page FAQ; each full answer is markdown. */
export const faqSchema = z
  .object({
    items: z
      .array(
        z.object({
          id: text.regex(/^[a-z][a-z0-9-]*$/, { error: (issue) => `must be lower-case letters and digits, like faq1; found ${describe(issue.input)}` }),
          question: text,
          answerPreview: text,
          fullAnswer: text,
        }),
      )
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], input: item.id, message: `"${item.id}" is used twice: each question needs its own id` });
          seen.add(item.id);
        });
      }),
  })
  .transform((file) => file.items);

/**
 * The programs open for expressions of interest: a card each on the home page and /services/, and a page
 * each at /programs/<id>/. A page's parts are short markdown, rendered as the file is read; details the
 * spec does not give (dates, the place) say they will come when someone expresses interest.
 */
export const programsSchema = (renderMarkdown: MarkdownRenderer, file: string) => {
  const prose = text.transform((value) => renderMarkdown(value, file).html);
  return z.object({
    status: text,
    funding: text,
    page: z.object({
      trailLabel: text,
      moreLabel: text,
      headings: z.object({ whatHappens: text, whoFor: text, when: text, where: text, cost: text, access: text, interest: text }),
      interest: prose,
      terms: text,
      termsLinkLabel: text,
    }),
    items: z.array(
      z.object({
        id: text.regex(/^[a-z0-9-]+$/, { error: (issue) => `must be lower-case letters, digits and hyphens (it is the page's address), found ${describe(issue.input)}` }),
        name: text,
        frequency: text,
        format: optional(text),
        description: text,
        /** The service whose terms apply (its slug); none for a program not paid from a plan. */
        service: optional(text),
        /** A program for families and carers: its page lists carer support lines. */
        carers: optional(z.boolean()).transform((carers) => carers ?? false),
        whatHappens: prose,
        whoFor: prose,
        when: prose,
        where: prose,
        cost: prose,
        access: prose,
      }),
    ),
    carers: z.object({ heading: text, text }),
  });
};

export type HomeContent = z.output<typeof homeSchema> & { file: string };
export type Link = z.output<typeof link>;
export type TitledText = z.output<typeof titledText>;
export type Testimonial = z.output<typeof testimonialsSchema>[number];
export type FaqItem = Omit<z.output<typeof faqSchema>[number], 'fullAnswer'> & { fullAnswerHtml: string };
export type ProgramsContent = z.output<ReturnType<typeof programsSchema>>;
export type Program = ProgramsContent['items'][number];

export const parseHome = (file: string, raw: unknown): HomeContent => ({ file, ...checkContent(homeSchema, file, raw) });
export const parseTestimonials = (file: string, raw: unknown): Testimonial[] => checkContent(testimonialsSchema, file, raw);
export const parseFaq = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): FaqItem[] =>
  checkContent(faqSchema, file, raw).map(({ fullAnswer, ...item }) => ({ ...item, fullAnswerHtml: renderMarkdown(fullAnswer, file).html }));
export const parsePrograms = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): ProgramsContent => checkContent(programsSchema(renderMarkdown, file), file, raw);
