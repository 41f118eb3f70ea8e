/**
 * content/forms.json: every word of the site's forms (labels, hints, choices, messages, the words around
 * them) and the notices they show. The schema checks the file as written; a second pure step renders its
 * markdown (the collection notices, the NDIA-managed explanation, the help when the person has not agreed,
 * the interest form's notes, the Easy Read call-back page) with the renderer it is given. Whether the words
 * match the forms' questions exactly is what the site needs of this file: the forms' structure is the form
 * widget's (widgets/form/forms.ts), and the loader checks it through SiteNeeds (templates/site.ts), so a
 * missing label or a mistyped question name stops the build with the file and the field.
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import type { FormKind } from '../../widgets/form/delivery.ts';
import type { FormBuildWords, FormWords } from '../../widgets/form/forms.ts';
import { artName } from './home-and-programs.ts';
import { checkContent, optional, sitePath, text } from '../../generator/content/schema.ts';

const choiceWords = z.union([text, z.object({ label: text, hint: optional(text) })]);
const fieldWords = z.object({ label: text, hint: optional(text), missing: optional(text), invalid: optional(text), choices: optional(z.record(z.string(), choiceWords)) }).strict();
const groupWords = z.object({ legend: optional(text), hint: optional(text) }).strict();
const formWords = {
  title: text,
  submitLabel: text,
  noun: text,
  errorSummaryTitle: optional(text),
  groups: z.record(z.string(), groupWords),
  fields: z.record(z.string(), fieldWords),
  oneOf: z.record(z.string(), text),
};

const messages = z
  .object({
    tooLong: text,
    email: text,
    phone: text,
    postcode: text,
    ndisNumber: text,
    onlyListed: text,
    chooseListed: text,
    enter: text,
    invisible: text,
    notText: text,
    controlCharacters: text,
    directionControls: text,
    invisibleCharacters: text,
    dateMissing: text,
    datePart: z.object({ day: text, month: text, year: text, and: text, missing: text }).strict(),
    dateNumbers: text,
    dateReal: text,
    dateFuture: text,
    dateTooOld: text,
  })
  .strict();

const engine = z
  .object({
    errorSummaryTitle: text,
    notSentTitle: text,
    errorTitlePrefix: text,
    notSentTitlePrefix: text,
    draftSaved: text,
    draftRestored: text,
    draftExpired: text,
    draftCleared: text,
    clearDraft: text,
    sending: text,
    sendingStatus: text,
    sendFailed: text,
    serverProblem: text,
    chooseOne: text,
    honeypotLabel: text,
    dateParts: z.object({ day: text, month: text, year: text }).strict(),
    messages,
  })
  .strict();

/** The words of the safe-contact questions the forms share: asked of the sender (you) or about the person referred. */
const groupsOfWords = z.object({ you: groupWords.extend({ fields: z.record(z.string(), fieldWords) }), person: groupWords.extend({ fields: z.record(z.string(), fieldWords) }) }).strict();
/** A picture and a sentence of the Easy Read call-back page; the sentence is markdown. */
const idea = z.object({ picture: artName, text }).strict();
/** The collection notice beside each form's submit button (Privacy Act, APP 5), in markdown. */
const notice = { collectionNotice: text };

export const formsSchema = z
  .object({
    engine,
    /** "We are not a crisis service", beside every form. */
    crisis: z.object({ title: text, lead: text, text, danger: text, compactText: text }).strict(),
    safeContact: z.object({ groups: groupsOfWords }).strict(),
    /** What someone can do when the person they would refer has not agreed: no dead end. Markdown but the summary. */
    notAgreed: z.object({ summary: text, intro: text, talk: text, carers: text, raise: text, tips: z.array(text).min(1) }).strict(),
    referral: z
      .object({
        ...formWords,
        ...notice,
        /** Shown as soon as an NDIA-managed plan is chosen (or on sending, without script); `text` is markdown. */
        ndiaManaged: z.object({ heading: text, text, linkLabel: text, link: sitePath('a path on this site with its section, like /services/psychosocial-recovery-coaching/#terms-who') }).strict(),
      })
      .strict(),
    contact: z.object({ ...formWords, ...notice }).strict(),
    interest: z
      .object({
        ...formWords,
        ...notice,
        /** The program the form is about; {program} is its name. Markdown, as are the two below. */
        program: text,
        someoneElse: text,
        otherWays: text,
      })
      .strict(),
    callback: z
      .object({
        ...formWords,
        ...notice,
        /** The Easy Read page the form is on (/easy-read/call-back/) and the page after it is sent. */
        page: z
          .object({
            title: text,
            heading: text,
            description: text,
            ideas: z.array(idea).min(1),
            sentIdeas: z.array(idea).min(1),
            sentTitle: text,
            sentDescription: text,
            helpHeading: text,
            /** Markdown. */
            helpText: text,
            back: text,
            cardLink: text,
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

/** forms.json as written. */
export type FormsWords = z.output<typeof formsSchema>;
type Idea = z.output<typeof idea>;

/** forms.json with its markdown rendered: each rendered field's name ends in Html. */
export function renderForms(words: FormsWords, renderMarkdown: MarkdownRenderer, file: string) {
  const html = (markdown: string) => renderMarkdown(markdown, file).html;
  const withNotice = <T extends { collectionNotice: string }>({ collectionNotice, ...rest }: T) => ({ ...rest, collectionNoticeHtml: html(collectionNotice) });
  const renderIdea = ({ picture, text: markdown }: Idea) => ({ picture, textHtml: html(markdown) });
  const { notAgreed, referral, contact, interest, callback } = words;
  const { ndiaManaged, ...referralRest } = withNotice(referral);
  const { program, someoneElse, otherWays, ...interestRest } = withNotice(interest);
  const { page, ...callbackRest } = withNotice(callback);
  const { ideas, sentIdeas, helpText, ...pageRest } = page;
  return {
    engine: words.engine,
    crisis: words.crisis,
    safeContact: words.safeContact,
    notAgreed: { summary: notAgreed.summary, introHtml: html(notAgreed.intro), talkHtml: html(notAgreed.talk), carersHtml: html(notAgreed.carers), raiseHtml: html(notAgreed.raise), tipsHtml: notAgreed.tips.map(html) },
    referral: { ...referralRest, ndiaManaged: { heading: ndiaManaged.heading, textHtml: html(ndiaManaged.text), linkLabel: ndiaManaged.linkLabel, link: ndiaManaged.link } },
    contact: withNotice(contact),
    interest: { ...interestRest, programHtml: html(program), someoneElseHtml: html(someoneElse), otherWaysHtml: html(otherWays) },
    callback: { ...callbackRest, page: { ...pageRest, ideas: ideas.map(renderIdea), sentIdeas: sentIdeas.map(renderIdea), helpTextHtml: html(helpText) } },
  };
}

export type FormsContent = ReturnType<typeof renderForms>;
/** The words one form's page needs beyond its questions (its collection notice, rendered). */
export type FormCopy = Pick<FormsContent['referral'], 'collectionNoticeHtml'>;

export const parseForms = (file: string, raw: unknown, renderMarkdown: MarkdownRenderer): FormsContent => renderForms(checkContent(formsSchema, file, raw), renderMarkdown, file);

/** The words of forms.json the form widget builds its forms from (its own params: widgets/form/forms.ts). */
export function buildWordsOf(forms: Pick<FormsContent, 'engine' | 'safeContact' | FormKind>): FormBuildWords {
  const pick = ({ title, submitLabel, noun, errorSummaryTitle, groups, fields, oneOf }: FormWords): FormWords => ({ title, submitLabel, noun, ...(errorSummaryTitle ? { errorSummaryTitle } : {}), groups, fields, oneOf });
  return {
    engine: forms.engine,
    safeContact: forms.safeContact,
    forms: { referral: pick(forms.referral), contact: pick(forms.contact), interest: pick(forms.interest), callback: pick(forms.callback) },
  };
}
