/** The schema of content/site.json: the one place every business constant lives. */
import { z } from 'zod';
import { pickHelpLines } from './help-lines.ts';
import { isAustralianPhone, smsHref, telHref } from '../../generator/text.ts';
import { serverConfigUrl } from '../../generator/content/server-config-values.ts';
import { checkContent, httpsUrl, isoDate, optional, readPath, sitePath, text, textList, wholeNumber } from '../../generator/content/schema.ts';

/** Names in `unconfirmed` that refer to whole content files rather than site.json fields. */
export const UNCONFIRMED_FILES: Record<string, string> = {
  testimonials: 'content/testimonials.json holds illustrative examples, not real feedback',
  'team.members': 'content/team.json holds illustrative team members, not real people',
  story: "content/about.json holds an illustrative story, not the provider's own",
  'privacy.overseas': "content/pages/privacy.md covers the website's own storage; the e-mail and business systems we use, and the countries they store information in, are not yet named (APP 8)",
  interpreterSymbol: 'drawn from a description: check it against the official artwork (templates/components/InterpreterSymbol.tsx)',
};

/** `languages.<file name>`: a translation in content/languages/ not yet checked by a NAATI-certified translator. */
export const UNCHECKED_TRANSLATION = /^languages\.([a-z][a-z-]*)$/;

/** What the placeholder warning and --strict say about an entry of `unconfirmed` that names a file. */
export function unconfirmedFileNote(field: string): string | undefined {
  const slug = UNCHECKED_TRANSLATION.exec(field)?.[1];
  if (slug) return 'translation not yet checked by a NAATI-certified translator';
  return UNCONFIRMED_FILES[field];
}

const phone = (hint = '') => text.refine(isAustralianPhone, { error: (issue) => `"${String(issue.input)}" is not an Australian phone number${hint}` });

/** A text line: its number, when it answers (Melbourne time, in words), and whether that is all day, every day. */
const textChannel = z.object({ number: phone(), hours: text, allDay: optional(z.boolean()).transform((value) => value ?? false), note: optional(text) });

/** An online chat: the address of the service's own chat page (or the page the chat starts from), and its hours. */
const chatChannel = z.object({ url: httpsUrl({ required: true }), hours: text, allDay: optional(z.boolean()).transform((value) => value ?? false), note: optional(text) });

/**
 * A help line and each of its channels: the phone line (`number`, `hours`, `allDay`), an optional `text`
 * line and `chat`, and its website (`url`). `checked` is the date the channels were last checked against
 * the pages in `sources` (the service's own pages wherever one was found); `note` says what could not be
 * confirmed. Hours are Melbourne time.
 */
const helpLine = z.object({
  name: text,
  number: phone(),
  hours: optional(text),
  allDay: z.boolean(),
  description: text,
  url: optional(httpsUrl({ required: true })),
  text: optional(textChannel),
  chat: optional(chatChannel),
  checked: isoDate,
  sources: z.array(httpsUrl({ required: true })).min(1, { error: 'must list at least one page the channels were checked against' }),
  note: optional(text),
});

/** Help lines by id, each with its id and `tel:` (and `sms:`) link added. Emergency 000 must be one of them. */
const helpLines = z
  .record(z.string(), helpLine)
  .refine((lines) => lines.emergency !== undefined, { path: ['emergency'], error: 'is required: the help-lines box always starts with Emergency 000' })
  .transform((lines) =>
    Object.fromEntries(
      Object.entries(lines).map(([id, { name, number, hours, allDay, description, url, text: textLine, chat, checked, sources, note }]) => [
        id,
        {
          id,
          name,
          number,
          href: telHref(number),
          ...(hours ? { hours } : {}),
          allDay,
          description,
          ...(url ? { url } : {}),
          ...(textLine ? { text: { ...textLine, href: smsHref(textLine.number) } } : {}),
          ...(chat ? { chat } : {}),
          checked,
          sources,
          ...(note ? { note } : {}),
        },
      ]),
    ),
  );

/**
 * The help panel behind "Need help now?": its words, the lines that open it (24/7, for anyone), and the
 * other lines grouped by who they are for. Every help line but Emergency appears in it once.
 */
const helpPanel = z.object({
  summary: text,
  notCrisis: text,
  /** {number} becomes 000 as a link to call. */
  emergency: text.refine((value) => value.includes('{number}'), { error: 'must contain {number}, where the emergency number goes' }),
  allDayTitle: text,
  allDay: textList,
  moreTitle: text,
  groups: z.array(z.object({ title: text, lines: textList })),
  labels: z.object({ call: text, text, chat: text, web: text, anotherWebsite: text }),
  /** The office line's sentence: {phone} becomes the number as a link, {hours} the office hours. */
  office: text.refine((value) => value.includes('{phone}') && value.includes('{hours}'), { error: 'must contain {phone} and {hours}, where the office number and its hours go' }),
});

/** The quick exit: where it sends a person (a neutral site), and its words. */
const quickExit = z.object({
  url: httpsUrl({ required: true }),
  label: text,
  shortcut: text,
  history: text,
  safetyLabel: text,
  safetyPath: sitePath(),
  leaving: text,
  pressTwoMore: text,
  pressOneMore: text,
  timedOut: text,
});

/** A claim about us; `id` and `sentence` let prose use it through a {{claims.<id>}} token (tokens.ts). */
const claims = z.array(z.object({ id: optional(text), value: text, label: text, sentence: optional(text) }));

/** One of our own policies (what we charge, cancellations, travel...), as a sentence: a claim like the figures. */
const policy = z.object({ sentence: text });

/** A body that takes complaints, with its phone line (`href` added) and the page that explains how. */
const complaintLine = z
  .object({ name: text, number: phone(), hours: optional(text), description: text, url: httpsUrl({ required: true }) })
  .transform((line) => ({ ...line, href: telHref(line.number) }));

const forms = z
  .object({
    delivery: z.enum(['local', 'endpoint', 'netlify']),
    /** The HTTPS endpoint that receives submissions when delivery is "endpoint" (its origin goes into the CSP). */
    endpoint: serverConfigUrl({ required: false }),
    /** Sent as JSON or as a url-encoded form body to the endpoint. */
    encoding: optional(z.enum(['form', 'json'])).transform((encoding) => encoding ?? 'form'),
    storageNotice: text,
    /** An age public key (`age1…`): the receiver stores answers encrypted to it. Empty: stored unencrypted. */
    publicKey: optional(z.string().trim())
      .transform((key) => key ?? '')
      .refine((key) => key === '' || /^age1[02-9ac-hj-np-z]{50,}$/.test(key), {
        error: 'must be an age public key starting "age1": make one with "npm run submissions -- keygen --out FILE", or leave it empty',
      }),
  })
  .refine((forms) => forms.delivery !== 'endpoint' || forms.endpoint !== '', { path: ['endpoint'], error: 'is required: add an https:// address' });

/**
 * Specialist (Level 3) support coordination is offered only with a suitably qualified practitioner: the
 * {{level3Offer}} token says so, and names the practitioner once `practitioner` is set.
 */
const level3 = z
  .object({
    practitioner: z.string().trim(),
    withPractitioner: text.refine((sentence) => sentence.includes('{practitioner}'), { error: 'must contain {practitioner}, where the name of the qualified practitioner goes' }),
    withoutPractitioner: text,
  })
  .transform((offer) => ({ ...offer, sentence: offer.practitioner ? offer.withPractitioner.replaceAll('{practitioner}', offer.practitioner) : offer.withoutPractitioner }));

/**
 * What the privacy policy says about where this website keeps what people send it: the country of the web
 * server, the staff sign-in provider, and a sentence on how form answers are stored, which the build picks
 * ({{formsSecurity}}): `formsEncrypted` while our receiver encrypts them to `forms.publicKey`, else `formsNotEncrypted`.
 */
const dataStorage = z.object({ serverLocation: text, signInProvider: text, formsEncrypted: text, formsNotEncrypted: text });

export const siteSchema = z
  .object({
    name: text,
    legalName: text,
    tagline: text,
    description: text,
    phone: phone(' (write it like 03 5550 0142)'),
    email: text.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: (issue) => `"${String(issue.input)}" is not an e-mail address` }),
    abn: text.regex(/^\d{2}\s?\d{3}\s?\d{3}\s?\d{3}$/, { error: (issue) => `"${String(issue.input)}" must be 11 digits, written like 12 345 678 901` }),
    hours: text,
    /** Absolute, https, no trailing slash. */
    baseUrl: httpsUrl({ required: true }).transform((url) => url.replace(/\/+$/, '')),
    copyrightYear: wholeNumber(2000, 2100),
    region: text,
    serviceAreas: textList,
    registration: z.object({ badge: text, notice: text, planManagementHint: text }),
    /** `sourceUrl`: where a visitor can check the rating; empty until the provider names one (listed by every build). */
    rating: z.object({ value: text, label: text, sourceUrl: httpsUrl({ required: false }), sourceLabel: text }),
    /** Local government areas served, each with the suburbs the site names (the map on /referrers/). */
    localGovernmentAreas: z.array(z.object({ name: text, suburbs: textList })),
    /** The Acknowledgement of Country in the footer. */
    acknowledgement: text,
    referrals: z.object({ documents: text }),
    /** The current NDIS Pricing Arrangements, and the date the link was last checked. */
    pricing: z.object({ url: httpsUrl({ required: true }), checked: isoDate }),
    /** Interpreter and relay lines, shown wherever people make contact. */
    contactSupport: z.object({
      interpreter: z.object({ name: text, number: phone(), text }),
      relay: z.object({ name: text, number: phone(), text, speakAndListen: phone(), sms: phone(), url: httpsUrl({ required: true }) }),
    }),
    stats: claims,
    teamClaims: claims,
    /** The caption an unconfirmed claim carries wherever it appears: one for figures, one for our policies. */
    claimCaptions: z.object({ figure: text, policy: text }),
    /** Our own terms (unconfirmed until the provider confirms them); the NDIS rules are in service-terms.json. */
    policies: z.object({ priceLimit: policy, cancellation: policy, travel: policy, nonFaceToFace: policy, workerScreening: policy, interpreters: policy }),
    /** Where to complain besides us, and where to find an advocate. */
    complaints: z.object({ ndisCommission: complaintLine, vdwc: complaintLine, advocacy: z.object({ name: text, description: text, url: httpsUrl({ required: true }) }) }),
    helpLines,
    helpPanel,
    quickExit,
    footerCrisisLines: textList,
    formsCrisisLines: textList,
    /** Written into _nginx.conf and _redirects: checked for that use (server-config-values.ts). */
    auth: z.object({ loginUrl: serverConfigUrl({ required: false }), adminUrl: serverConfigUrl({ required: false }) }),
    forms,
    level3,
    dataStorage,
    /** Fields whose values are samples the deployer has not yet confirmed (listed by every build). */
    unconfirmed: optional(textList).transform((list) => list ?? []),
  })
  .transform((site, ctx) => ({
    ...site,
    phoneHref: telHref(site.phone),
    contactSupport: {
      interpreter: { ...site.contactSupport.interpreter, href: telHref(site.contactSupport.interpreter.number) },
      relay: { ...site.contactSupport.relay, href: telHref(site.contactSupport.relay.number) },
    },
    footerCrisisLines: crisisLines(ctx, 'footerCrisisLines', site.footerCrisisLines, site.helpLines),
    formsCrisisLines: crisisLines(ctx, 'formsCrisisLines', site.formsCrisisLines, site.helpLines),
    helpPanel: panelLines(ctx, site.helpPanel, site.helpLines),
  }));

/** The help lines a list of site.json names; an id it does not define is reported like any field's problem. */
function crisisLines<Line>(ctx: z.RefinementCtx, field: string, ids: readonly string[], lines: Record<string, Line>): Line[] {
  const { picked, unknown } = pickHelpLines(ids, lines);
  for (const { index, id, message } of unknown) ctx.addIssue({ code: 'custom', path: [field, index], input: id, message });
  return picked;
}

/** The panel's lines by id, each named once: an unknown id, a line named twice or a line left out is reported. */
function panelLines<Line extends { id: string }>(ctx: z.RefinementCtx, panel: z.output<typeof helpPanel>, lines: Record<string, Line>) {
  const allDay = crisisLines(ctx, 'helpPanel.allDay', panel.allDay, lines);
  const groups = panel.groups.map((group, index) => ({ title: group.title, lines: crisisLines(ctx, `helpPanel.groups.${index}.lines`, group.lines, lines) }));
  const named = [...panel.allDay, ...panel.groups.flatMap((group) => group.lines)];
  const twice = named.filter((id, index) => named.indexOf(id) !== index);
  if (twice.length > 0) ctx.addIssue({ code: 'custom', path: ['helpPanel'], input: twice, message: `names ${[...new Set(twice)].join(', ')} more than once: list each help line in one place` });
  const left = Object.keys(lines).filter((id) => id !== 'emergency' && !named.includes(id));
  if (left.length > 0) ctx.addIssue({ code: 'custom', path: ['helpPanel'], input: left, message: `leaves out ${left.join(', ')}: add each help line to "allDay" or to a group, so the panel lists every line` });
  return { ...panel, allDay, groups };
}

export type SiteConfig = z.output<typeof siteSchema>;
export type HelpLine = SiteConfig['helpLines'][string];
export type Claim = SiteConfig['stats'][number];
export type PolicyName = keyof SiteConfig['policies'];
export type ComplaintLine = SiteConfig['complaints']['ndisCommission'];
export type FormsConfig = SiteConfig['forms'];
export type FormDelivery = FormsConfig['delivery'];

/**
 * Every entry of `unconfirmed` names a field of site.json as written (a field the schema does not read can
 * still be unconfirmed), a whole file (UNCONFIRMED_FILES), or a translation.
 */
export function checkUnconfirmed(file: string, raw: unknown, site: SiteConfig): SiteConfig {
  checkContent(
    z.object({
      unconfirmed: z.array(
        z.string().refine((path) => unconfirmedFileNote(path) !== undefined || readPath(raw, path) !== undefined, {
          error: (issue) => `"${String(issue.input)}" is not a field of site.json (or one of: ${Object.keys(UNCONFIRMED_FILES).join(', ')}, or languages.<file name> for a translation)`,
        }),
      ),
    }),
    file,
    { unconfirmed: site.unconfirmed },
  );
  return site;
}

export function parseSite(file: string, raw: unknown): SiteConfig {
  return checkUnconfirmed(file, raw, checkContent(siteSchema, file, raw));
}
