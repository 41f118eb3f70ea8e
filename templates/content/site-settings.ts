/** The schema of content/site.json: the one place every business constant lives. */
import { z } from 'zod';
import { pickHelpLines } from './help-lines.ts';
import { AUSTRALIAN_PHONE, smsHref, telHref } from '../../generator/text.ts';
import { serverConfigUrl } from '../../generator/content/server-config-values.ts';
import { checkContent, httpsUrl, isoDate, labelled, optional, readPath, sitePath, text, textList, wholeNumber } from '../../generator/content/schema.ts';
import { editorSchema } from './editor-settings.ts';
import { intakeSignInSchema } from './staff-sign-in.ts';

/** Names in `unconfirmed` that refer to whole content files rather than site.json fields. */
export const UNCONFIRMED_FILES: Record<string, string> = {
  testimonials: 'content/testimonials.json holds illustrative examples, not real feedback',
  'team.members': 'content/team.json holds illustrative team members, not real people',
  story: "content/about.json holds an illustrative story, not the provider's own",
  'privacy.overseas': "content/pages/privacy.md covers the website's own storage; the e-mail and business systems we use, and the countries they store information in, are not yet named (APP 8)",
  interpreterSymbol: 'drawn from a description: check it against the official artwork (widgets/shared/InterpreterSymbol.tsx)',
  crisisWords: "content/search.json's words of distress (in English and the eight community languages) and the lines each shows: not yet reviewed by a clinician",
};

/** `languages.<file name>`: a translation in content/languages/ not yet checked by a NAATI-certified translator. */
export const UNCHECKED_TRANSLATION = /^languages\.([a-z][a-z-]*)$/;

/** What the placeholder warning and --strict say about an entry of `unconfirmed` that names a file. */
export function unconfirmedFileNote(field: string): string | undefined {
  const slug = UNCHECKED_TRANSLATION.exec(field)?.[1];
  if (slug) return 'translation not yet checked by a NAATI-certified translator';
  return UNCONFIRMED_FILES[field];
}

/**
 * An Australian phone number as people read it. One expression (generator/text.ts), which the editor in the
 * browser is given too, so both accept exactly the same numbers; the editor says `patternHint` when it refuses one.
 */
const phone = (hint = '') =>
  text.regex(AUSTRALIAN_PHONE, { error: (issue) => `"${String(issue.input)}" is not an Australian phone number${hint}` }).meta({ patternHint: 'Write an Australian phone number, like 03 5550 0142, 1800 123 456 or 13 11 14' });

/** A text line: its number, when it answers (Melbourne time, in words), and whether that is all day, every day. */
const textChannel = labelled(z.object({ number: phone(), hours: text, allDay: optional(z.boolean()).transform((value) => value ?? false), note: optional(text) }), {
  number: ['Text number', 'Written as people read it, like 0477 13 11 14.'],
  hours: ['When it answers', 'In words, Melbourne time, like "24 hours, 7 days".'],
  allDay: ['Answers all day, every day'],
  note: ['Note', 'What could not be confirmed.'],
});

/** An online chat: the address of the service's own chat page (or the page the chat starts from), and its hours. */
const chatChannel = labelled(z.object({ url: httpsUrl({ required: true }), hours: text, allDay: optional(z.boolean()).transform((value) => value ?? false), note: optional(text) }), {
  url: ['Chat page', "The https:// address of the service's own chat page."],
  hours: ['When it answers', 'In words, Melbourne time.'],
  allDay: ['Answers all day, every day'],
  note: ['Note', 'What could not be confirmed.'],
});

/**
 * A help line and each of its channels: the phone line (`number`, `hours`, `allDay`), an optional `text`
 * line and `chat`, and its website (`url`). `checked` is the date the channels were last checked against
 * the pages in `sources` (the service's own pages wherever one was found); `note` says what could not be
 * confirmed. Hours are Melbourne time.
 */
const helpLine = labelled(z.object({
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
}), {
  name: ['Name', 'As the service names itself, like Lifeline.'],
  number: ['Phone number', 'Written as people read it, like 13 11 14.'],
  hours: ['When it answers', 'In words, Melbourne time. Leave out when it answers all day, every day.'],
  allDay: ['Answers all day, every day', 'Tick only if the phone line answers 24 hours, 7 days.'],
  description: ['Who it is for', 'One short sentence.'],
  url: ['Website', 'The https:// address of its own page.'],
  text: ['Text line', 'If people can text it.'],
  chat: ['Online chat', 'If people can chat with it online.'],
  checked: ['Last checked', 'The date you checked every channel and its hours against the pages below (every 90 days). Tap Today once you have checked them.'],
  sources: ['Checked against', "The service's own pages the channels were checked against."],
  note: ['Note', 'What could not be confirmed.'],
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
const helpPanel = labelled(z.object({
  summary: text,
  notCrisis: text,
  /** {number} becomes 000 as a link to call. */
  emergency: text.refine((value) => value.includes('{number}'), { error: 'must contain {number}, where the emergency number goes' }),
  allDayTitle: text,
  allDay: textList,
  moreTitle: text,
  groups: z.array(
    labelled(z.object({ title: text, lines: textList }), { title: ['Group heading', 'Who the lines are for, like "Families and carers".'], lines: ['Help lines', 'Ids of help lines above.', { choices: 'helpLines' }] }),
  ),
  labels: labelled(z.object({ call: text, text, chat: text, web: text, anotherWebsite: text }), { call: ['Call'], text: ['Text'], chat: ['Chat'], web: ['Website'], anotherWebsite: ['Another website', 'Read out after a link that leaves this site.'] }),
  /** The office line's sentence: {phone} becomes the number as a link, {hours} the office hours. */
  office: text.refine((value) => value.includes('{phone}') && value.includes('{hours}'), { error: 'must contain {phone} and {hours}, where the office number and its hours go' }),
}), {
  summary: ['Strip words', 'The words that open the panel, like "Need help now?".'],
  notCrisis: ['Not a crisis service', 'The first words in the panel.'],
  emergency: ['Emergency sentence', 'Keep {number}: the site puts 000 there, as a link to call.'],
  allDayTitle: ['Heading of the 24/7 lines'],
  allDay: ['24/7 lines for anyone', 'Ids of help lines above, in the order shown. The first is also in the strip beside 000.', { choices: 'helpLines' }],
  moreTitle: ['Heading of the other lines'],
  groups: ['Other lines, by who they are for', 'Each help line but Emergency is listed once, here or above.'],
  labels: ['Channel words', 'The words on each way to reach a line.'],
  office: ['Office line', 'Keep {phone} and {hours}: the site puts our number and hours there.'],
});

/** The quick exit: where it sends a person (a neutral site), and its words. */
const quickExit = labelled(z.object({
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
}), {
  url: ['Where it goes', 'A neutral https:// website, like a weather page.'],
  label: ['Button', 'Like "Exit this page".'],
  shortcut: ['Shortcut hint', 'How to leave with the keyboard.'],
  history: ['History note', 'What the exit does not clear.'],
  safetyLabel: ['Safety link', 'Leads to the page about staying safe online.'],
  safetyPath: ['Safety page', 'A page of this site, like /staying-safe-online/.'],
  leaving: ['Leaving', 'Read out as the page is left.'],
  pressTwoMore: ['Press twice more', 'Read out after the first press of Shift.'],
  pressOneMore: ['Press once more', 'Read out after the second press.'],
  timedOut: ['Timed out', 'Read out when the presses were too slow.'],
});

/** A claim about us; `id` and `sentence` let prose use it through a {{claims.<id>}} token (tokens.ts). */
const claims = z.array(
  labelled(z.object({ id: optional(text), value: text, label: text, sentence: optional(text) }), {
    id: ['Token name', 'Lets a page write {{claims.<name>}} for the sentence.'],
    value: ['Figure', 'Like "92%". Only what the provider can show.'],
    label: ['What it measures', 'Like "appointment reliability".'],
    sentence: ['As a sentence', 'For pages that use the token.'],
  }),
);

/**
 * One of our own policies (what we charge, cancellations, travel...), as a sentence: a claim like the figures.
 * `caption`: its own caption while it is a draft, where the usual one (`claimCaptions.policy`, about the
 * service agreement) does not fit, as for how we handle a complaint.
 */
const policy = labelled(z.object({ sentence: text, caption: optional(text) }), {
  sentence: ['Policy', 'One sentence, in plain words.'],
  caption: ['Its own caption while a draft', 'Only where the usual caption of a policy does not fit (leave empty to use it).'],
});

/** A body that takes complaints, with its phone line (`href` added) and the page that explains how. */
const complaintLine = labelled(z.object({ name: text, number: phone(), hours: optional(text), description: text, url: httpsUrl({ required: true }) }), {
  name: ['Name'],
  number: ['Phone number', 'Written as people read it.'],
  hours: ['When it answers', 'In words, Melbourne time.'],
  description: ['What it does', 'One short sentence.'],
  url: ['How to complain', 'The https:// page that explains how.'],
}).transform((line) => ({ ...line, href: telHref(line.number) }));

const forms = labelled(
  z.object({
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
  }),
  {
    delivery: ['Where forms go', 'local: our own server (npm start); endpoint: a form service at the address below; netlify: Netlify Forms.'],
    endpoint: ['Form service address', 'The https:// address of the form service, when forms go to an endpoint.'],
    encoding: ['Sent as', 'form (the usual) or json, as the form service asks.'],
    storageNotice: ['Storage notice', 'Beside each form: where the answers are kept.'],
    publicKey: ['Encryption key', 'An age public key starting age1 (npm run submissions -- keygen). Empty: answers are stored unencrypted.'],
  },
).refine((forms) => forms.delivery !== 'endpoint' || forms.endpoint !== '', { path: ['endpoint'], error: 'is required: add an https:// address' });

/**
 * Specialist (Level 3) support coordination is offered only with a suitably qualified practitioner: the
 * {{level3Offer}} token says so, and names the practitioner once `practitioner` is set.
 */
const level3 = labelled(
  z.object({
    practitioner: z.string().trim(),
    withPractitioner: text.refine((sentence) => sentence.includes('{practitioner}'), { error: 'must contain {practitioner}, where the name of the qualified practitioner goes' }),
    withoutPractitioner: text,
  }),
  {
    practitioner: ['Qualified practitioner', 'Name and qualification, once the provider has one. Empty until then.'],
    withPractitioner: ['Offer with the practitioner', 'Keep {practitioner}: the site puts the name there.'],
    withoutPractitioner: ['Offer without', 'Says Level 3 is offered only with a suitably qualified practitioner.'],
  },
).transform((offer) => ({ ...offer, sentence: offer.practitioner ? offer.withPractitioner.replaceAll('{practitioner}', offer.practitioner) : offer.withoutPractitioner }));

/**
 * What the privacy policy says about where this website keeps what people send it: the country of the web
 * server, the staff sign-in provider, and a sentence on how form answers are stored, which the build picks
 * ({{formsSecurity}}): `formsEncrypted` while our receiver encrypts them to `forms.publicKey`, else `formsNotEncrypted`.
 */
const dataStorage = labelled(z.object({ serverLocation: text, signInProvider: text, formsEncrypted: text, formsNotEncrypted: text }), {
  serverLocation: ['Server country', 'The country our web server is in.'],
  signInProvider: ['Sign-in provider', 'Who runs the staff sign-in.'],
  formsEncrypted: ['Answers encrypted', 'The privacy sentence while our server encrypts form answers.'],
  formsNotEncrypted: ['Answers not encrypted', 'The privacy sentence otherwise.'],
});

export const siteSchema = labelled(
  z.object({
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
    /** The year the site was first published (the spec's 2025): the footer reads "© 2025–2026" while it is older. */
    copyrightFirstYear: optional(wholeNumber(2000, 2100)),
    region: text,
    serviceAreas: textList,
    registration: labelled(z.object({ badge: text, notice: text, planManagementHint: text }), {
      badge: ['Badge', 'Never "registered" or "registration pending": say "Not yet NDIS registered (application lodged)".'],
      notice: ['Notice', 'What we can and cannot do until we are registered.'],
      planManagementHint: ['Plans we can take', 'One sentence beside the plan question of the referral form.'],
    }),
    /** `sourceUrl`: where a visitor can check the rating; empty until the provider names one (listed by every build). */
    rating: labelled(z.object({ value: text, label: text, sourceUrl: httpsUrl({ required: false }), sourceLabel: text }), {
      value: ['Rating', 'Like "4.9".'],
      label: ['What it is', 'Like "community rated".'],
      sourceUrl: ['Where to check it', 'The https:// page a visitor can check the rating on. Empty until the provider names one.'],
      sourceLabel: ['Link words'],
    }),
    /** Local government areas served, each with the suburbs the site names (the map on /referrers/). */
    localGovernmentAreas: z.array(labelled(z.object({ name: text, suburbs: textList }), { name: ['Council area', 'As the map names it, like "City of Monash".'], suburbs: ['Suburbs', 'The suburbs the site names in it.'] })),
    /** The Acknowledgement of Country in the footer. */
    acknowledgement: text,
    /**
     * How to send documents safely; `upload` or `noUpload` follows it ({{referralUpload}}), and the privacy
     * policy says `privacyUpload` or `privacyNoUpload` ({{referralDocumentsPrivacy}}), as the referral form
     * takes documents or not.
     */
    referrals: labelled(z.object({ documents: text, upload: text, noUpload: text, privacyUpload: text, privacyNoUpload: text }), {
      documents: ['Documents to send', 'What a referrer may send us ({{referralDocuments}}).'],
      upload: ['When the form takes documents', 'Said on /referrers/ while the referral form takes documents ({{referralUpload}}).'],
      noUpload: ['When the form takes no documents', 'Said on /referrers/ while it does not: until forms.publicKey is set ({{referralUpload}}).'],
      privacyUpload: ['Privacy policy: documents taken', 'The privacy policy, while the referral form takes documents ({{referralDocumentsPrivacy}}).'],
      privacyNoUpload: ['Privacy policy: no documents', 'The privacy policy, while it does not ({{referralDocumentsPrivacy}}).'],
    }),
    /** The current NDIS Pricing Arrangements, and the date the link was last checked. */
    pricing: labelled(z.object({ url: httpsUrl({ required: true }), checked: isoDate }), { url: ['Pricing Arrangements', 'The https:// address of the current NDIS Pricing Arrangements.'], checked: ['Link checked', 'The date you last checked the link.'] }),
    /** Interpreter and relay lines, shown wherever people make contact. */
    contactSupport: labelled(
      z.object({
        interpreter: labelled(z.object({ name: text, number: phone(), text }), { name: ['Name', 'TIS National.'], number: ['Phone number'], text: ['Sentence', 'Before the number.'] }),
        relay: labelled(z.object({ name: text, number: phone(), text, speakAndListen: phone(), sms: phone(), url: httpsUrl({ required: true }) }), {
          name: ['Name', 'The National Relay Service.'],
          number: ['Phone number (TTY or voice)'],
          text: ['Sentence', 'Before the number.'],
          speakAndListen: ['Speak and Listen number'],
          sms: ['SMS relay number'],
          url: ['Website', 'The https:// page about the service.'],
        }),
      }),
      { interpreter: ['Interpreter line'], relay: ['Relay line'] },
    ),
    stats: claims,
    teamClaims: claims,
    /** The caption an unconfirmed claim carries wherever it appears: one for figures, one for our policies. */
    claimCaptions: labelled(z.object({ figure: text, policy: text }), { figure: ['Caption of a figure', 'Beside an unconfirmed figure.'], policy: ['Caption of a policy', 'Beside a draft policy.'] }),
    /** Our own terms (unconfirmed until the provider confirms them); the NDIS rules are in service-terms.json. */
    policies: labelled(z.object({ priceLimit: policy, cancellation: policy, travel: policy, nonFaceToFace: policy, workerScreening: policy, interpreters: policy, feedbackAcknowledge: policy, feedbackResolve: policy }), {
      priceLimit: ['What we charge'],
      cancellation: ['Cancellations'],
      travel: ['Travel'],
      nonFaceToFace: ['Work when you are not with us'],
      workerScreening: ['Worker screening'],
      interpreters: ['Interpreters'],
      feedbackAcknowledge: ['Complaints: when we reply first', 'How soon we tell a person who asked for a reply that we have their complaint (on /complaints/).'],
      feedbackResolve: ['Complaints: when we aim to resolve', 'How long we aim to take to look into a complaint and tell the person what we will do (on /complaints/).'],
    }),
    /** Where to complain besides us, and where to find an advocate. */
    complaints: labelled(
      z.object({
        ndisCommission: complaintLine,
        vdwc: complaintLine,
        advocacy: labelled(z.object({ name: text, description: text, url: httpsUrl({ required: true }) }), { name: ['Name'], description: ['What it does'], url: ['Website', 'The https:// address of the finder.'] }),
      }),
      { ndisCommission: ['NDIS Quality and Safeguards Commission'], vdwc: ['Victorian Disability Worker Commission'], advocacy: ['Advocacy finder'] },
    ),
    helpLines,
    helpPanel,
    quickExit,
    footerCrisisLines: textList,
    formsCrisisLines: textList,
    /** The intake team's sign-in to the inbox (staff-sign-in.ts). */
    auth: labelled(z.object({ intake: intakeSignInSchema }), {
      intake: ['Intake inbox sign-in', "How the intake team signs in to the inbox with the provider's own sign-in (docs/intake.md)."],
    }),
    /** The editor at /admin/ and how staff sign in to it through the git host (editor-settings.ts). */
    editor: editorSchema,
    forms,
    level3,
    dataStorage,
    /**
     * Archives in static/ that may be published, each by its path under static/ ("downloads/easy-read.zip"):
     * the build refuses any other, as it cannot see inside one (generator/files/input-files.ts).
     */
    staticArchives: optional(textList).transform((list) => list ?? []),
    /** Fields whose values are samples the deployer has not yet confirmed (listed by every build). */
    unconfirmed: optional(textList).transform((list) => list ?? []),
  }),
  {
    name: ['Provider name', 'As visitors should read it ({{name}}).'],
    legalName: ['Legal name', 'The name on the ABN ({{legalName}}).'],
    tagline: ['Tagline', 'A few words under the name.'],
    description: ['Description', 'One or two sentences for search engines and the home page.'],
    phone: ['Phone number', 'Written as people read it, like 03 9123 4567 ({{phone}}).'],
    email: ['E-mail address', '{{email}}.', { patternHint: 'Write an e-mail address, like hello@provider.org.au' }],
    abn: ['ABN', '11 digits, written like 12 345 678 901.', { patternHint: 'Write the 11 digits, like 12 345 678 901' }],
    hours: ['Office hours', 'In words, like "Monday to Friday, 9 am to 5 pm".'],
    baseUrl: ['Website address', 'The https:// address of this site, without a slash at the end.'],
    copyrightYear: ['Copyright year', 'This year: not older than the newest article or page. Update it each January.'],
    copyrightFirstYear: ['First copyright year', 'The year the site was first published (2025). The footer reads "© 2025–2026" while it is older than the copyright year.'],
    region: ['Region', 'Where we work, in a few words ({{region}}).'],
    serviceAreas: ['Service areas', 'The areas we visit, in the order pages list them ({{serviceAreas}}).'],
    registration: ['NDIS registration', 'What we say about our registration.'],
    rating: ['Rating', 'A rating from people we support, and where to check it.'],
    localGovernmentAreas: ['Council areas', 'The council areas we serve, on the map for referrers.'],
    acknowledgement: ['Acknowledgement of Country', 'In the footer of every page.'],
    referrals: ['Referrals'],
    pricing: ['NDIS Pricing Arrangements', 'Linked from every service page.'],
    contactSupport: ['Interpreter and relay lines', 'Shown wherever people make contact.'],
    stats: ['Figures about us', 'On the home page. Unconfirmed figures carry a caption until the provider backs them.'],
    teamClaims: ['Figures about the team', 'On the team page.'],
    claimCaptions: ['Captions of unconfirmed claims'],
    policies: ['Our policies', 'Our own terms, beside the NDIS rules on each service page.'],
    complaints: ['Where else to complain', 'Phone lines and pages of the bodies that take complaints.'],
    helpLines: ['Help lines', 'Each crisis and support line, by a short id. Check each every 90 days.'],
    helpPanel: ['Help panel', 'The panel that opens from "Need help now?" at the top of every page.', { collapsed: true }],
    quickExit: ['Exit this page', 'The quick exit on pages where being seen could put someone at risk.'],
    footerCrisisLines: ['Lines in the footer', 'Ids of help lines.', { choices: 'helpLines' }],
    formsCrisisLines: ['Lines beside the forms', 'Ids of help lines.', { choices: 'helpLines' }],
    auth: ['Intake team sign-in', 'How the intake team signs in to the inbox.'],
    editor: ['Website editor', 'Where the editor at /admin/ saves changes, and how staff sign in to it (docs/editor-sign-in.md).', { collapsed: true }],
    forms: ['Forms', 'Where the forms send their answers.'],
    level3: ['Specialist (Level 3) support coordination'],
    dataStorage: ['Where information is kept', 'What the privacy policy says about storage.'],
    staticArchives: ['Archives that may be published', 'Each by its path under static/, like "downloads/easy-read.zip". Any other archive stops the build.'],
    unconfirmed: ['Not yet confirmed', 'Fields that still hold sample values. Remove one once its value is real.'],
  },
).transform((site, ctx) => ({
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
