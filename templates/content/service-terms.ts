/**
 * The schema of content/service-terms.json: what a participant needs before they commit, for every service.
 * The NDIS rules (who can use an unregistered provider, price limits, cancellations, travel, the service
 * agreement, changing provider, complaints, worker screening) are written once here, each with its official
 * sources; each service adds its budget and its support items, or says why it has none. Our own policies
 * and the complaint lines live in site.json; templates/components/ServiceTerms.tsx shows them all together.
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { checkContent, describe, httpsUrl, isoDate, labelled, optional, sitePath, text } from '../../generator/content/schema.ts';

const source = labelled(z.object({ label: text, url: httpsUrl({ required: true }) }), { label: ['Source', 'The page\'s title, then its publisher after a comma.'], url: ['Address', 'The https:// address of the official page.'] });
const sources = optional(z.array(source)).transform((list) => list ?? []);

/** A support item number as the NDIS Support Catalogue writes it: 07_002_0106_8_3. */
const ITEM_NUMBER = /^\d{2}_\d{3}_\d{4}_\d_\d$/;

/**
 * The schema, given the markdown renderer: the rules are short markdown (a phone number becomes a tap-to-call
 * link, an address a link), rendered as the file is read, like the FAQ's answers.
 */
export const serviceTermsSchema = (renderMarkdown: MarkdownRenderer, file: string) => {
  // Markdown, rendered as the file is read (the editor gives it a formatting toolbar).
  const prose = text.meta({ widget: 'markdown' }).transform((value) => renderMarkdown(value, file).html);
  const rule = labelled(z.object({ heading: text, rule: prose, sources }), { heading: ['Heading'], rule: ['The rule', 'Markdown, in plain words.'], sources: ['Sources', 'The official pages the rule comes from.'] });
  const serviceTerms = labelled(
    z.object({
      /** The plan budget the service is usually paid from, in words. */
      budget: text,
      /** A free service: no price, cancellation or travel terms. */
      free: optional(z.boolean()).transform((free) => free ?? false),
      items: z.array(
        labelled(z.object({
          number: text.regex(ITEM_NUMBER, { error: (issue) => `must be a support item number written like 07_002_0106_8_3, found ${describe(issue.input)}` }),
          name: text,
          /** When we offer the item only under a condition (Level 3 needs a qualified practitioner). */
          condition: optional(text),
        }), {
          number: ['Support item number', 'As the NDIS Support Catalogue writes it, like 07_002_0106_8_3.'],
          name: ['Item name', 'As the Support Catalogue names it.'],
          condition: ['Only when', 'When we offer the item only under a condition.'],
        }),
      ),
      /** Required when there is no support item: one sentence saying why it depends. */
      why: optional(text),
      /** Who can use this service, where that is not the NDIS plan rule (a free service). */
      whoCanUse: optional(prose),
    }),
    {
      budget: ['Budget', 'The plan budget the service is usually paid from, in words.'],
      free: ['Free', 'Tick for a free service: no price, cancellation or travel terms.'],
      items: ['Support items'],
      why: ['Why no item', 'When there is no support item: one sentence saying why it depends.'],
      whoCanUse: ['Who can use it', 'Markdown, where that is not the NDIS plan rule.'],
    },
  ).superRefine((service, ctx) => {
      if (service.items.length === 0 && !service.why) {
        ctx.addIssue({ code: 'custom', path: ['why'], input: service.why, message: 'is required when "items" is empty: say in one sentence why the support item depends, or list the item' });
      }
    });

  return labelled(z.object({
    heading: text,
    intro: prose,
    /** When the rules below were last checked against their sources. */
    checked: isoDate,
    whoCanUse: labelled(z.object({ heading: text, ndiaManaged: prose, options: z.array(prose), sources }), { heading: ['Heading'], ndiaManaged: ['NDIA-managed plans', 'Markdown.'], options: ['Options', 'Markdown, one each.'], sources: ['Sources'] }),
    cost: labelled(z.object({ heading: text, rule: prose, itemsIntro: text, catalogueNote: prose, linkLabel: text, sources }), {
      heading: ['Heading'],
      rule: ['The rule', 'Markdown.'],
      itemsIntro: ['Before the items'],
      catalogueNote: ['Support Catalogue note', 'Markdown.'],
      linkLabel: ['Pricing link words'],
      sources: ['Sources'],
    }),
    cancellations: rule,
    travel: rule,
    agreement: labelled(z.object({ heading: text, text: prose, sources }), { heading: ['Heading'], text: ['Text', 'Markdown.'], sources: ['Sources'] }),
    change: labelled(z.object({ heading: text, text: prose }), { heading: ['Heading'], text: ['Text', 'Markdown.'] }),
    complaints: labelled(z.object({ heading: text, us: prose, usLinkLabel: text, usLink: sitePath('a path on this site, like /about/#feedback-and-complaints'), others: text }), {
      heading: ['Heading'],
      us: ['Complaining to us', 'Markdown.'],
      usLinkLabel: ['Link words'],
      usLink: ['Leads to', 'A page of this site, like /about/#feedback-and-complaints.'],
      others: ['Others to complain to', 'Before the complaint lines in site.json.'],
    }),
    screening: rule,
    summary: labelled(z.object({ heading: text, intro: prose, whoHeading: text, linkLabel: text }), { heading: ['Heading'], intro: ['Introduction', 'Markdown.'], whoHeading: ['Who can use it heading'], linkLabel: ['Link words'] }),
    /** The small words around the terms: "Source:", "link checked"... */
    labels: labelled(z.object({ source: text, sources: text, linkChecked: text, complainTo: text, searchFinder: text, checked: text, budget: text, items: text }), {
      source: ['"Source"'],
      sources: ['"Sources"'],
      linkChecked: ['"Link checked"'],
      complainTo: ['"Complain to"'],
      searchFinder: ['Advocate finder words'],
      checked: ['"Checked"'],
      budget: ['"Budget"'],
      items: ['"Support items"'],
    }),
    /** Every service in content/services/, by its slug. */
    services: z.record(z.string(), serviceTerms),
  }), {
    heading: ['Heading'],
    intro: ['Introduction', 'Markdown.'],
    checked: ['Rules checked', 'YYYY-MM-DD: when the rules below were last checked against their sources.'],
    whoCanUse: ['Who can use an unregistered provider'],
    cost: ['Cost and price limits'],
    cancellations: ['Cancellations'],
    travel: ['Travel'],
    agreement: ['Service agreement'],
    change: ['Changing provider'],
    complaints: ['Complaints'],
    screening: ['Worker screening'],
    summary: ['Summary on the services page'],
    labels: ['Small words', 'The words around the terms.'],
    services: ['Each service', 'By the file name of each service in content/services/ (without .md).', { keys: 'services' }],
  });
};

export type ServiceTermsContent = z.output<ReturnType<typeof serviceTermsSchema>>;
export type ServiceTerms = ServiceTermsContent['services'][string];
export type TermsSource = z.output<typeof source>;

export const parseServiceTerms = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): ServiceTermsContent => checkContent(serviceTermsSchema(renderMarkdown, file), file, raw);
