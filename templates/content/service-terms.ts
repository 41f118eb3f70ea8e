/**
 * The schema of content/service-terms.json: what a participant needs before they commit, for every service.
 * The NDIS rules (who can use an unregistered provider, price limits, cancellations, travel, the service
 * agreement, changing provider, complaints, worker screening) are written once here, each with its official
 * sources; each service adds its budget and its support items, or says why it has none. Our own policies
 * and the complaint lines live in site.json; templates/components/ServiceTerms.tsx shows them all together.
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { checkContent, describe, httpsUrl, isoDate, optional, sitePath, text } from '../../generator/content/schema.ts';

const source = z.object({ label: text, url: httpsUrl({ required: true }) });
const sources = optional(z.array(source)).transform((list) => list ?? []);

/** A support item number as the NDIS Support Catalogue writes it: 07_002_0106_8_3. */
const ITEM_NUMBER = /^\d{2}_\d{3}_\d{4}_\d_\d$/;

/**
 * The schema, given the markdown renderer: the rules are short markdown (a phone number becomes a tap-to-call
 * link, an address a link), rendered as the file is read, like the FAQ's answers.
 */
export const serviceTermsSchema = (renderMarkdown: MarkdownRenderer, file: string) => {
  const prose = text.transform((value) => renderMarkdown(value, file).html);
  const rule = z.object({ heading: text, rule: prose, sources });
  const serviceTerms = z
    .object({
      /** The plan budget the service is usually paid from, in words. */
      budget: text,
      /** A free service: no price, cancellation or travel terms. */
      free: optional(z.boolean()).transform((free) => free ?? false),
      items: z.array(
        z.object({
          number: text.regex(ITEM_NUMBER, { error: (issue) => `must be a support item number written like 07_002_0106_8_3, found ${describe(issue.input)}` }),
          name: text,
          /** When we offer the item only under a condition (Level 3 needs a qualified practitioner). */
          condition: optional(text),
        }),
      ),
      /** Required when there is no support item: one sentence saying why it depends. */
      why: optional(text),
      /** Who can use this service, where that is not the NDIS plan rule (a free service). */
      whoCanUse: optional(prose),
    })
    .superRefine((service, ctx) => {
      if (service.items.length === 0 && !service.why) {
        ctx.addIssue({ code: 'custom', path: ['why'], input: service.why, message: 'is required when "items" is empty: say in one sentence why the support item depends, or list the item' });
      }
    });

  return z.object({
    heading: text,
    intro: prose,
    /** When the rules below were last checked against their sources. */
    checked: isoDate,
    whoCanUse: z.object({ heading: text, ndiaManaged: prose, options: z.array(prose), sources }),
    cost: z.object({ heading: text, rule: prose, itemsIntro: text, catalogueNote: prose, linkLabel: text, sources }),
    cancellations: rule,
    travel: rule,
    agreement: z.object({ heading: text, text: prose, sources }),
    change: z.object({ heading: text, text: prose }),
    complaints: z.object({ heading: text, us: prose, usLinkLabel: text, usLink: sitePath('a path on this site, like /about/#feedback-and-complaints'), others: text }),
    screening: rule,
    summary: z.object({ heading: text, intro: prose, whoHeading: text, linkLabel: text }),
    /** The small words around the terms: "Source:", "link checked"... */
    labels: z.object({ source: text, sources: text, linkChecked: text, complainTo: text, searchFinder: text, checked: text, budget: text, items: text }),
    /** Every service in content/services/, by its slug. */
    services: z.record(z.string(), serviceTerms),
  });
};

export type ServiceTermsContent = z.output<ReturnType<typeof serviceTermsSchema>>;
export type ServiceTerms = ServiceTermsContent['services'][string];
export type TermsSource = z.output<typeof source>;

export const parseServiceTerms = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): ServiceTermsContent => checkContent(serviceTermsSchema(renderMarkdown, file), file, raw);
