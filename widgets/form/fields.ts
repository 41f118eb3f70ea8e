/**
 * The shape of a form: its questions, which apply when, which are required, and every word it shows or
 * says. A form's structure is in forms.ts; its words are in content/forms.json (generator/content/parse-forms.ts
 * reads them); the build joins the two into one FormDefinition. The server markup, the browser's checks and
 * the receiver's checks are all made from that one definition (the browser and the receiver read it from the
 * form island's props on the built page), so they can never disagree.
 */
import type { FormDelivery, FormKind } from './delivery.ts';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** A question applies when another answer is one of these values (and that question applies itself). */
export interface Condition {
  field: string;
  in: readonly string[];
}

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  /** Shown only when this is true of the other answers (without script every such question shows, unless `reveal`). */
  showWhen?: Condition;
  /**
   * Hidden until it applies, with or without script: script shows it as the answer is chosen, and the
   * receiver shows it when a send without script needs it (a follow-up that only makes sense then).
   */
  reveal?: boolean;
  /** Required, or required only when another answer has one of these values. */
  required?: boolean | Condition;
  /** The message when it is required and missing. */
  missing?: string;
  /** The message when the answer is not in the right form: it names whose answer it is. */
  invalid?: string;
  autocomplete?: string;
  /** The element an error about this question links to, when it is not the question itself (what to read first). */
  errorTarget?: string;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'postcode' | 'ndis-number';
  maxLength: number;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  width?: 'short' | 'medium' | 'long';
}

export interface ChoiceField extends FieldBase {
  kind: 'radios' | 'checkboxes' | 'select';
  choices: readonly Choice[];
}

/** A single box to tick (an agreement, or a yes to one thing). */
export interface ConsentField extends FieldBase {
  kind: 'consent';
}

export interface DateField extends FieldBase {
  kind: 'date';
  /** Oldest age accepted, in years. */
  maxAgeYears: number;
}

/** An answer the page gives, not the person (the program an interest form is about): sent as it is. */
export interface FixedField extends FieldBase {
  kind: 'fixed';
  value: string;
}

/**
 * Documents sent with the form (a referral's GP letter or plan): up to `maxFiles`, each at most `maxBytes`,
 * of the kinds in document-types.ts. Offered only where the receiver can encrypt them (a public key is set).
 */
export interface FilesField extends FieldBase {
  kind: 'files';
  maxFiles: number;
  maxBytes: number;
}

export type Field = TextField | ChoiceField | ConsentField | DateField | FixedField | FilesField;

export interface FieldGroup {
  id: string;
  legend: string;
  hint?: string;
  fields: Field[];
  showWhen?: Condition;
}

/** Messages shared by every form; `{label}`, `{max}` and `{year}` are filled in. */
export interface FormMessages {
  tooLong: string;
  email: string;
  phone: string;
  postcode: string;
  ndisNumber: string;
  onlyListed: string;
  chooseListed: string;
  enter: string;
  invisible: string;
  notText: string;
  controlCharacters: string;
  directionControls: string;
  invisibleCharacters: string;
  dateMissing: string;
  datePart: { day: string; month: string; year: string; and: string; missing: string };
  dateNumbers: string;
  dateReal: string;
  dateFuture: string;
  dateTooOld: string;
  /**
   * About documents: `{name}`, `{size}`, `{max}`, `{count}` and `{types}` are filled in. A page's lean copy of
   * a form that takes no documents leaves them out.
   */
  files: FileMessages;
}

export interface FileMessages {
  /** The kinds of document accepted, in words: "PDF, JPEG, PNG or Word". */
  types: string;
  tooMany: string;
  tooBig: string;
  wrongType: string;
  empty: string;
  unreadable: string;
  /** When the form comes back (an error, or not sent): documents cannot be kept by the page. */
  chooseAgain: string;
  /** While the browser encrypts them, before sending. */
  encrypting: string;
}

/** The words the form's script and the receiver show around the questions. */
export interface FormText {
  errorSummaryTitle: string;
  notSentTitle: string;
  errorTitlePrefix: string;
  notSentTitlePrefix: string;
  /** The one control that keeps a draft on this device (off unless ticked). */
  keepDraft: string;
  /** Said once it is ticked: what is kept, who could see it, and when it goes. */
  draftSaved: string;
  /** Said when keeping is turned off: the draft is deleted. */
  draftOff: string;
  draftRestored: string;
  draftExpired: string;
  draftCleared: string;
  /** "Clear what I typed": empties the form and deletes any kept draft (a reset button, so it works without script). */
  clearDraft: string;
  sending: string;
  sendingStatus: string;
  /** `{noun}`, `{submit}` and `{phone}` are filled in. */
  sendFailed: string;
  /** `{noun}` and `{phone}` are filled in. */
  serverProblem: string;
  chooseOne: string;
  honeypotLabel: string;
  dateParts: { day: string; month: string; year: string };
  messages: FormMessages;
}

export interface FormDefinition {
  kind: FormKind;
  title: string;
  submitLabel: string;
  /** What the person is sending, in a sentence: "referral", "message". */
  noun: string;
  /** One form of this kind per page, told apart by this (the program an interest form is about). */
  scope?: string;
  groups: FieldGroup[];
  /** At least one of these must be given (e.g. a phone or an e-mail address). */
  oneOf: { fields: readonly string[]; message: string; when?: Condition }[];
  text: FormText;
}

/** Not a real field: bots fill it in, people never see it. */
export const HONEYPOT_FIELD = 'website';
/** Set by the browser script so a double click, or a retry, is stored only once. */
export const SUBMISSION_ID_FIELD = 'submissionId';
export const FORM_NAME_FIELD = 'form-name';

/** What the form island and the receiver need: the form's definition, where it goes, and our phone number. */
export interface FormIslandProps {
  kind: FormKind;
  delivery: FormDelivery;
  form: FormDefinition;
  phone: string;
  /** The intake team's age public key, when the form takes documents: the browser encrypts each to it. */
  documentsKey?: string;
  /** The address of the code that checks and encrypts documents (documents-client.ts), loaded when one is chosen. */
  documentsScript?: string;
}

export function formDefinition(props: Pick<FormIslandProps, 'form'>): FormDefinition {
  return props.form;
}

/**
 * The definition the page carries for its script and the receiver: everything the checks and messages need,
 * without what only the server markup shows (hints, legends, choice labels, autocomplete and widths).
 */
export function leanDefinition(form: FormDefinition): FormDefinition {
  const leanField = (field: Field): Field => {
    const { hint: _hint, autocomplete: _autocomplete, ...rest } = field;
    if ('choices' in rest) return { ...rest, choices: rest.choices.map((choice) => ({ value: choice.value, label: '' })) };
    if ('width' in rest || 'inputMode' in rest) {
      const { width: _width, inputMode: _inputMode, ...text } = rest as TextField;
      return text as TextField;
    }
    return rest as Field;
  };
  // The messages about documents go only with a form that takes them.
  const { files, ...messages } = form.text.messages;
  const takesDocuments = allFields(form).some((field) => field.kind === 'files');
  return {
    ...form,
    text: { ...form.text, messages: (takesDocuments ? { ...messages, files } : messages) as FormMessages },
    groups: form.groups.map(({ hint: _hint, legend: _legend, ...group }) => ({ ...group, legend: '', fields: group.fields.map(leanField) })),
  };
}

export function allFields(form: FormDefinition): Field[] {
  return form.groups.flatMap((group) => group.fields);
}

/** The id of the element an error links to: the input, or the first input of a group. */
export function fieldTargetId(form: FormKind, field: Field): string {
  if (field.errorTarget) return field.errorTarget;
  if (field.kind === 'radios' || field.kind === 'checkboxes') return `${form}-${field.name}-0`;
  if (field.kind === 'date') return `${form}-${field.name}-day`;
  return `${form}-${field.name}`;
}

/** `{name}` in a message, filled in from `values` (a name not given stays as it is). */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
