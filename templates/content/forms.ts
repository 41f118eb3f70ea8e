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
import { checkContent, labelled, optional, sitePath, text } from '../../generator/content/schema.ts';

const choiceWords = z.union([text, labelled(z.object({ label: text, hint: optional(text) }), { label: ['Choice'], hint: ['Hint', 'Under the choice.'] })]);
const fieldWords = labelled(z.object({ label: text, hint: optional(text), missing: optional(text), invalid: optional(text), choices: optional(z.record(z.string(), choiceWords)) }).strict(), {
  label: ['Question', 'The words of the question.'],
  hint: ['Hint', 'Under the question.'],
  missing: ['When it is not answered', 'What to do, in the error message.'],
  invalid: ['When the answer is not valid', 'What to write instead.'],
  choices: ['Choices', 'The words of each choice, by its name.'],
});
const groupWords = labelled(z.object({ legend: optional(text), hint: optional(text) }).strict(), { legend: ['Part heading', 'Leave out for a form of one part.'], hint: ['Hint', 'Under the part heading.'] });
const FORM_WORD_LABELS = {
  title: ['Form title'],
  submitLabel: ['Send button'],
  noun: ['What it sends', 'Like "referral" or "message", used in messages.'],
  errorSummaryTitle: ['Error summary heading', 'When this form says it its own way (Easy Read).'],
  groups: ['Parts', 'The words of each part of the form, by its name.'],
  fields: ['Questions', 'The words of each question, by its name.'],
  oneOf: ['"One of these" messages', 'When none of a group of answers is given, by the first question\'s name.'],
  collectionNotice: ['Collection notice', 'Markdown, beside the send button: what we collect and why (Privacy Act, APP 5).'],
} as const;
const formWords = {
  title: text,
  submitLabel: text,
  noun: text,
  errorSummaryTitle: optional(text),
  groups: z.record(z.string(), groupWords),
  fields: z.record(z.string(), fieldWords),
  oneOf: z.record(z.string(), text),
};

const messages = labelled(
  z
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
    datePart: labelled(z.object({ day: text, month: text, year: text, and: text, missing: text }).strict(), { day: ['"day"'], month: ['"month"'], year: ['"year"'], and: ['"and"'], missing: ['Part missing'] }),
    dateNumbers: text,
    dateReal: text,
    dateFuture: text,
    dateTooOld: text,
    /** About documents sent with a referral (widgets/form/documents.ts). */
    files: labelled(z.object({ types: text, tooMany: text, tooBig: text, wrongType: text, empty: text, unreadable: text, chooseAgain: text, encrypting: text }).strict(), {
      types: ['Kinds of file taken', 'Said beside the documents question, like "PDF, Word, JPEG or PNG".'],
      tooMany: ['Too many documents'],
      tooBig: ['Document too large'],
      wrongType: ['Document of another kind'],
      empty: ['Empty document'],
      unreadable: ['Document that cannot be read'],
      chooseAgain: ['Choose the documents again', 'After the form comes back: browsers cannot keep chosen files.'],
      encrypting: ['While documents are encrypted', 'Shown while the browser encrypts them before sending.'],
    }),
  })
  .strict(),
  {
    tooLong: ['Too long'],
    email: ['Not an e-mail address'],
    phone: ['Not a phone number'],
    postcode: ['Not a postcode'],
    ndisNumber: ['Not an NDIS number'],
    onlyListed: ['Only the choices listed'],
    chooseListed: ['Choose one listed'],
    enter: ['Enter an answer'],
    invisible: ['Only invisible characters'],
    notText: ['Not text'],
    controlCharacters: ['Control characters'],
    directionControls: ['Direction controls'],
    invisibleCharacters: ['Invisible characters'],
    dateMissing: ['Date missing'],
    datePart: ['Part of a date'],
    dateNumbers: ['Date not in numbers'],
    dateReal: ['Not a real date'],
    dateFuture: ['Date in the future'],
    dateTooOld: ['Date too long ago'],
    files: ['Documents', 'The messages about documents sent with a referral.'],
  },
);

const engine = labelled(
  z
  .object({
    errorSummaryTitle: text,
    notSentTitle: text,
    errorTitlePrefix: text,
    notSentTitlePrefix: text,
    keepDraft: text,
    draftSaved: text,
    draftOff: text,
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
    sentReference: text,
    dateParts: labelled(z.object({ day: text, month: text, year: text }).strict(), { day: ['Day'], month: ['Month'], year: ['Year'] }),
    messages,
  })
  .strict(),
  {
    errorSummaryTitle: ['Error summary heading'],
    notSentTitle: ['Not sent heading'],
    errorTitlePrefix: ['Page title prefix on an error'],
    notSentTitlePrefix: ['Page title prefix when not sent'],
    keepDraft: ['Keep what I type', 'The one box that keeps a draft on this device: off until ticked.'],
    draftSaved: ['Draft saved', 'Said once the box is ticked: what is kept, and who could see it.'],
    draftOff: ['Draft not kept', 'Said once the box is unticked: the draft was deleted.'],
    draftRestored: ['Draft restored'],
    draftExpired: ['Draft expired'],
    draftCleared: ['Draft cleared'],
    clearDraft: ['Clear draft button'],
    sending: ['Sending button'],
    sendingStatus: ['Sending, read out'],
    sendFailed: ['Could not send'],
    serverProblem: ['Problem on our side', 'Keep {noun} and {phone}.'],
    chooseOne: ['Choose one'],
    honeypotLabel: ['Hidden field label', 'For the field people do not see (it catches robots).'],
    sentReference: ['Reference to quote', 'On every thank-you page, under its heading. Keep {reference}: the short reference of what was sent goes there.'],
    dateParts: ['Parts of a date'],
    messages: ['Error messages'],
  },
);

/** The words of the safe-contact questions the forms share: asked of the sender (you) or about the person referred. */
const safeContactGroup = labelled(groupWords.extend({ fields: z.record(z.string(), fieldWords) }), { legend: ['Part heading'], hint: ['Hint'], fields: ['Questions', 'By the question\'s name.'] });
const groupsOfWords = labelled(z.object({ you: safeContactGroup, person: safeContactGroup }).strict(), { you: ['Asked of the sender'], person: ['Asked about the person referred'] });
/** A picture and a sentence of the Easy Read call-back page; the sentence is markdown. */
const idea = labelled(z.object({ picture: artName, text }).strict(), { picture: ['Picture'], text: ['Words', 'Markdown.'] });
/** The collection notice beside each form's submit button (Privacy Act, APP 5), in markdown. */
const notice = { collectionNotice: text };

export const formsSchema = labelled(
  z
    .object({
      engine,
      /** "We are not a crisis service", beside every form. */
      crisis: labelled(z.object({ title: text, lead: text, text, danger: text, compactText: text }).strict(), {
        title: ['Heading'],
        lead: ['First line'],
        text: ['Text'],
        danger: ['In danger', 'What to do in an emergency.'],
        compactText: ['Short version', 'On narrow screens.'],
      }),
      safeContact: labelled(z.object({ groups: groupsOfWords }).strict(), { groups: ['Parts'] }),
      /** What someone can do when the person they would refer has not agreed: no dead end. Markdown but the summary. */
      notAgreed: labelled(z.object({ summary: text, intro: text, talk: text, carers: text, raise: text, tips: z.array(text).min(1) }).strict(), {
        summary: ['Summary', 'The words that open the box.'],
        intro: ['Introduction', 'Markdown.'],
        talk: ['Talking with them', 'Markdown.'],
        carers: ['Support for carers', 'Markdown.'],
        raise: ['Raising it', 'Markdown.'],
        tips: ['Tips', 'Markdown, one each.'],
      }),
      referral: labelled(
        z
          .object({
            ...formWords,
            ...notice,
            /** Shown as soon as an NDIA-managed plan is chosen (or on sending, without script); `text` is markdown. */
            ndiaManaged: labelled(z.object({ heading: text, text, linkLabel: text, link: sitePath('a path on this site with its section, like /services/psychosocial-recovery-coaching/#terms-who') }).strict(), {
              heading: ['Heading'],
              text: ['Text', 'Markdown.'],
              linkLabel: ['Link words'],
              link: ['Leads to', 'A page of this site with its section.'],
            }),
            /** On the thank-you page, only for those who chose an NDIA-managed plan; `text` is markdown. */
            sentNdiaManaged: labelled(z.object({ heading: text, text }).strict(), { heading: ['Heading'], text: ['Text', 'Markdown.'] }),
          })
          .strict(),
        { ...FORM_WORD_LABELS, ndiaManaged: ['NDIA-managed plans', 'Shown as soon as an NDIA-managed plan is chosen.'], sentNdiaManaged: ['NDIA-managed plans, once sent', 'On the thank-you page, only for those who chose an NDIA-managed plan.'] },
      ),
      contact: labelled(z.object({ ...formWords, ...notice }).strict(), FORM_WORD_LABELS),
      interest: labelled(
        z
          .object({
            ...formWords,
            ...notice,
            /** The program the form is about; {program} is its name. Markdown, as are the two below. */
            program: text,
            someoneElse: text,
            otherWays: text,
          })
          .strict(),
        { ...FORM_WORD_LABELS, program: ['The program', 'Markdown. Keep {program}: the site puts its name there.'], someoneElse: ['For someone else', 'Markdown.'], otherWays: ['Other ways to ask', 'Markdown.'] },
      ),
      callback: labelled(
        z
          .object({
            ...formWords,
            ...notice,
            /** The Easy Read page the form is on (/easy-read/call-back/) and the page after it is sent. */
            page: labelled(
              z
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
              {
                title: ['Page title'],
                heading: ['Heading'],
                description: ['Description', 'For search engines.'],
                ideas: ['Ideas', 'Easy Read: a picture and a short sentence each.'],
                sentIdeas: ['Ideas once sent'],
                sentTitle: ['Title once sent'],
                sentDescription: ['Description once sent'],
                helpHeading: ['Help heading'],
                helpText: ['Help', 'Markdown.'],
                back: ['Back link'],
                cardLink: ['Card link', 'On the Easy Read pages.'],
              },
            ),
          })
          .strict(),
        { ...FORM_WORD_LABELS, page: ['The call-back page', '/easy-read/call-back/ and the page after it is sent.'] },
      ),
      feedback: labelled(
        z
          .object({
            ...formWords,
            ...notice,
            /** Markdown, above the form on /complaints/: the other ways to tell us, and that no name is needed. */
            ways: text,
          })
          .strict(),
        { ...FORM_WORD_LABELS, ways: ['Ways to tell us', 'Markdown, above the form on the complaints page: phone, e-mail, and that no name is needed.'] },
      ),
    })
    .strict(),
  {
    engine: ['Words of every form', 'Headings, buttons and messages the forms share.'],
    crisis: ['Not a crisis service', 'Beside every form.'],
    safeContact: ['Contacting someone safely', 'The questions the forms share about how to reach someone.'],
    notAgreed: ['When the person has not agreed', 'What someone can do instead: no dead end.'],
    referral: ['Referral form'],
    contact: ['Contact form'],
    interest: ['Program interest form'],
    callback: ['Easy Read call-back form'],
    feedback: ['Complaints and feedback form', 'On /complaints/: anonymous unless the person asks for a reply.'],
  },
);

/** forms.json as written. */
export type FormsWords = z.output<typeof formsSchema>;
type Idea = z.output<typeof idea>;

/** forms.json with its markdown rendered: each rendered field's name ends in Html. */
export function renderForms(words: FormsWords, renderMarkdown: MarkdownRenderer, file: string) {
  const html = (markdown: string) => renderMarkdown(markdown, file).html;
  const withNotice = <T extends { collectionNotice: string }>({ collectionNotice, ...rest }: T) => ({ ...rest, collectionNoticeHtml: html(collectionNotice) });
  const renderIdea = ({ picture, text: markdown }: Idea) => ({ picture, textHtml: html(markdown) });
  const { notAgreed, referral, contact, interest, callback, feedback } = words;
  const { ways, ...feedbackRest } = withNotice(feedback);
  const { ndiaManaged, sentNdiaManaged, ...referralRest } = withNotice(referral);
  const { program, someoneElse, otherWays, ...interestRest } = withNotice(interest);
  const { page, ...callbackRest } = withNotice(callback);
  const { ideas, sentIdeas, helpText, ...pageRest } = page;
  return {
    engine: words.engine,
    crisis: words.crisis,
    safeContact: words.safeContact,
    notAgreed: { summary: notAgreed.summary, introHtml: html(notAgreed.intro), talkHtml: html(notAgreed.talk), carersHtml: html(notAgreed.carers), raiseHtml: html(notAgreed.raise), tipsHtml: notAgreed.tips.map(html) },
    referral: { ...referralRest, ndiaManaged: { heading: ndiaManaged.heading, textHtml: html(ndiaManaged.text), linkLabel: ndiaManaged.linkLabel, link: ndiaManaged.link }, sentNdiaManaged: { heading: sentNdiaManaged.heading, textHtml: html(sentNdiaManaged.text) } },
    contact: withNotice(contact),
    interest: { ...interestRest, programHtml: html(program), someoneElseHtml: html(someoneElse), otherWaysHtml: html(otherWays) },
    callback: { ...callbackRest, page: { ...pageRest, ideas: ideas.map(renderIdea), sentIdeas: sentIdeas.map(renderIdea), helpTextHtml: html(helpText) } },
    feedback: { ...feedbackRest, waysHtml: html(ways) },
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
    forms: { referral: pick(forms.referral), contact: pick(forms.contact), interest: pick(forms.interest), callback: pick(forms.callback), feedback: pick(forms.feedback) },
  };
}
