/**
 * The schemas of the JSON content files: home page sections, testimonials, FAQ and programs (the forms' words
 * are in parse-forms.ts). The FAQ's answers are markdown: the schema checks the file as written, then a second
 * pure step renders them. A program page's parts are short markdown too, rendered by the schema with the
 * renderer it is given.
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { checkContent, describe, field, labelled, optional, sitePath, text, textOrEmpty, type Labels } from '../../generator/content/schema.ts';
import { PROGRAM_ID, PROGRAM_ID_RULE } from '../../generator/content/program-id.ts';

const link = labelled(z.object({ label: text, href: sitePath() }), { label: ['Link words'], href: ['Address', 'A page of this site, like /contact/.'] });
const titledText = labelled(z.object({ title: text, text }), { title: ['Title'], text: ['Text'] });
/** A photo of our own (an image under content/images/, never another site's), and what it shows. */
export const localPhoto = (example: string, altHint: string) =>
  labelled(
    z.object({
      src: text.regex(/^\/[\w/.-]+\.(?:jpe?g|png|webp|avif)$/i, { error: `must be a local image under content/images/, like ${example}: no third-party image hosts` }),
      alt: textOrEmpty,
    }),
    { src: ['Photo', `An image under content/images/, like ${example}.`], alt: ['What it shows', altHint] },
  );
/** A picture from the site's illustration set: the loader checks the name against the set (see SiteNeeds). */
export const artName = field(text, 'Picture', 'The name of a picture of the illustration set (templates/art/illustrations.ts).', { choices: 'pictures' });
/** A "Who we support" card: each leads somewhere useful for that visitor (a query can choose a form option). */
const audienceCard = labelled(
  titledText.extend({
    href: text.regex(/^\/(?:[a-z0-9-]+\/)*(?:\?[A-Za-z]+=[a-z0-9-]+)?(?:#[a-z0-9-]+)?$/, {
      error: (issue) => `must be a path on this site, like /referrers/ or /referral/?referrerType=self; found ${describe(issue.input)}`,
    }),
    linkLabel: text,
    art: artName,
  }),
  { title: ['Who it is for'], text: ['Text'], href: ['Leads to', 'A page of this site, like /referrers/ or /referral/?referrerType=self.'], linkLabel: ['Link words'], art: ['Picture', 'The name of a picture of the illustration set.'] },
);
const outcomeCard = labelled(titledText.extend({ art: artName }), { title: ['Outcome'], text: ['Text'], art: ['Picture', 'The name of a picture of the illustration set.'] });
const exactly = <T extends z.ZodType>(item: T, count: number, rule = `have exactly ${count} items (the spec fixes this)`) =>
  z.array(item).length(count, { error: (issue) => `must ${rule}, found ${(issue.input as unknown[]).length}` });
/** A home page section: a heading, an intro, and the section's own fields, each labelled. */
const section = <T extends z.ZodRawShape>(shape: T, labels: Labels<T>) =>
  labelled(z.object({ heading: text, intro: text, ...shape }), { heading: ['Heading'], intro: ['Introduction', 'Under the heading.'], ...labels } as Labels<{ heading: typeof text; intro: typeof text } & T>);

export const homeSchema = labelled(
  z.object({
    title: text,
    description: text,
    /** `referral`: shown in the hero only where the header keeps "Submit a referral" in its menu (phones and tablets). */
    hero: labelled(z.object({ headline: text, intro: text, primary: link, secondary: link, referral: optional(link) }), {
      headline: ['Headline', 'The one heading at the top of the page.'],
      intro: ['Introduction'],
      primary: ['Main button'],
      secondary: ['Second button'],
      referral: ['Referral button', 'Shown on phones and tablets, where the header has no room for it.'],
    }),
    regionBadge: text,
    whoWeSupport: section({ cards: z.array(audienceCard) }, { cards: ['Cards', 'One for each kind of visitor, each leading somewhere useful for them.'] }),
    outcomes: section({ cards: exactly(outcomeCard, 6) }, { cards: ['Outcomes', 'Exactly 6.'] }),
    accessSupport: labelled(z.object({ heading: text, text, referralLabel: text, phoneLabel: text }), { heading: ['Heading'], text: ['Text'], referralLabel: ['Referral button'], phoneLabel: ['Phone label'] }),
    difference: section({ services: exactly(text, 4, "name exactly 4 services (the spec's four tiles)"), linkLabel: text }, { services: ['Services', 'Exactly 4 file names of content/services/ (without .md).', { choices: 'services' }], linkLabel: ['Link words'] }),
    howWeWork: section({ steps: exactly(titledText, 4) }, { steps: ['Steps', 'Exactly 4.'] }),
    /**
     * While site.json lists "testimonials" as unconfirmed, the section says so in its heading and intro, and
     * each quote is captioned as an example ({role} from the testimonial), with no name, place or stars.
     */
    testimonials: section(
      { illustrativeHeading: text, illustrativeIntro: text, exampleCaption: text.refine((value) => value.includes('{role}'), { error: 'must contain {role}' }), referralLabel: text },
      {
        illustrativeHeading: ['Heading while they are examples'],
        illustrativeIntro: ['Introduction while they are examples'],
        exampleCaption: ['Caption of an example', 'Keep {role}: the site puts who is speaking there.'],
        referralLabel: ['Referral button'],
      },
    ),
    serviceAreas: section({ moreLabel: text, moreHref: sitePath('a path on this site') }, { moreLabel: ['Link words'], moreHref: ['Leads to', 'A page of this site.'] }),
    programs: section({ contactLabel: text, referralLabel: text }, { contactLabel: ['Contact button'], referralLabel: ['Referral button'] }),
    team: section({ teamLabel: text, contactLabel: text }, { teamLabel: ['Team link'], contactLabel: ['Contact button'] }),
    faq: section({ links: z.array(link) }, { links: ['Links', 'Under the questions.'] }),
    resources: section({ articles: exactly(text, 3, "name exactly 3 articles (the spec's three cards)"), linkLabel: text }, { articles: ['Articles', 'Exactly 3 file names of content/resources/ (without .md).', { choices: 'articles' }], linkLabel: ['Link words'] }),
  }),
  {
    title: ['Page title', 'For search engines and the browser tab.'],
    description: ['Description', 'For search engines and when the page is shared.'],
    hero: ['Welcome'],
    regionBadge: ['Region badge', 'Where we work, in a few words.'],
    whoWeSupport: ['Who we support'],
    outcomes: ['Outcomes'],
    accessSupport: ['Getting support'],
    difference: ['Our services'],
    howWeWork: ['How we work'],
    testimonials: ['What people say'],
    serviceAreas: ['Where we work'],
    programs: ['Programs'],
    team: ['Our team'],
    faq: ['Questions'],
    resources: ['Resources'],
  },
);

const PRIVATE_NAME = /^(?:[A-Z]\.?\s?){1,3}$|^[A-Z][a-z'-]+ [A-Z]\.?$/;

export const testimonialsSchema = z
  .object({
    testimonials: field(
      z
      .array(
        labelled(z.object({
          quote: text,
          name: text.regex(PRIVATE_NAME, { error: (issue) => `must be initials (like "J.M.") or a first name and initial (like "Sam T."), to protect privacy; found ${describe(issue.input)}` }),
          attribution: text,
          /** Who is speaking, without name or place ("participant", "parent"): the caption while illustrative. */
          role: text,
          // An empty alt is right when the photo only repeats the name shown beside it.
          photo: optional(localPhoto('/images/people/jm.jpg', 'Leave empty when it only repeats the name beside it.')),
        }), {
          quote: ['Quote', 'In the person\'s own words, with their agreement.'],
          name: ['Name', 'Initials (like "J.M.") or a first name and initial (like "Sam T."), to protect privacy.'],
          attribution: ['Who they are', 'Like "participant, Box Hill".'],
          role: ['Who is speaking', 'Without name or place, like "participant": the caption while the quotes are examples.'],
          photo: ['Photo', 'Only with the person\'s agreement.'],
        }),
      )
      .min(1, { error: 'must list at least one testimonial' }),
      'Testimonials',
      'Quotes from people we support.',
    ),
  })
  .transform((file) => file.testimonials);

/** The home page FAQ; each full answer is markdown. */
export const faqSchema = z
  .object({
    items: field(
      z
      .array(
        labelled(z.object({
          id: text.regex(/^[a-z][a-z0-9-]*$/, { error: (issue) => `must be lower-case letters and digits, like faq1; found ${describe(issue.input)}` }),
          question: text,
          answerPreview: text,
          fullAnswer: text,
        }), {
          id: ['Id', 'Lower-case letters and digits, like faq1: each question its own.'],
          question: ['Question'],
          answerPreview: ['Short answer', 'One or two sentences, shown first.'],
          fullAnswer: ['Full answer', 'Markdown: links, lists and bold are fine.', { widget: 'markdown' }],
        }),
      )
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], input: item.id, message: `"${item.id}" is used twice: each question needs its own id` });
          seen.add(item.id);
        });
      }),
      'Questions',
      'The questions on the home page.',
    ),
  })
  .transform((file) => file.items);

/**
 * The programs open for expressions of interest: a card each on the home page and /services/, and a page
 * each at /programs/<id>/. A page's parts are short markdown, rendered as the file is read; details the
 * spec does not give (dates, the place) say they will come when someone expresses interest.
 */
export const programsSchema = (renderMarkdown: MarkdownRenderer, file: string) => {
  // Markdown, rendered as the file is read (the editor gives it a formatting toolbar).
  const prose = text.meta({ widget: 'markdown' }).transform((value) => renderMarkdown(value, file).html);
  return labelled(z.object({
    status: text,
    funding: text,
    page: labelled(z.object({
      trailLabel: text,
      moreLabel: text,
      headings: labelled(z.object({ whatHappens: text, whoFor: text, when: text, where: text, cost: text, access: text, interest: text }), {
        whatHappens: ['What happens'],
        whoFor: ['Who it is for'],
        when: ['When'],
        where: ['Where'],
        cost: ['Cost'],
        access: ['Access needs'],
        interest: ['Expressing interest'],
      }),
      interest: prose,
      terms: text,
      termsLinkLabel: text,
    }), {
      trailLabel: ['Breadcrumb', 'The link back to the programs.'],
      moreLabel: ['More link'],
      headings: ['Headings of a program page'],
      interest: ['About expressing interest', 'Markdown.'],
      terms: ['Terms sentence'],
      termsLinkLabel: ['Terms link'],
    }),
    items: z.array(
      labelled(z.object({
        id: text.regex(PROGRAM_ID, { error: (issue) => `${PROGRAM_ID_RULE}, found ${describe(issue.input)}` }),
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
      }), {
        id: ['Id', 'Lower-case letters, digits and hyphens: the page is /programs/<id>/.'],
        name: ['Name'],
        frequency: ['How often', 'Like "Weekly, 2 hours".'],
        format: ['Format', 'Like "In person, small group".'],
        description: ['Description', 'One or two sentences for the card.'],
        service: ['Service', 'The file name of the service whose terms apply (without .md); leave out for a program not paid from a plan.', { choices: 'services' }],
        carers: ['For families and carers', 'Its page then lists support lines for carers.'],
        whatHappens: ['What happens', 'Markdown.'],
        whoFor: ['Who it is for', 'Markdown.'],
        when: ['When', 'Markdown. Say the dates will come when someone expresses interest, until they are set.'],
        where: ['Where', 'Markdown.'],
        cost: ['Cost', 'Markdown.'],
        access: ['Access needs', 'Markdown.'],
      }),
    ),
    carers: labelled(z.object({ heading: text, text }), { heading: ['Heading'], text: ['Text'] }),
  }), {
    status: ['Status', 'Like "Open for expressions of interest".'],
    funding: ['How they are paid for', 'One sentence under the cards.'],
    page: ['Words of a program page'],
    items: ['Programs'],
    carers: ['Support for carers', 'On the page of a program for families and carers.'],
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
