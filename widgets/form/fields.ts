/**
 * The referral and contact forms, described once. The server markup, the browser's checks and the
 * receiver's checks are all made from these definitions, so they can never disagree.
 */
import type { FormDelivery, FormKind } from './delivery.ts';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  /** Shown only when this is true of the other answers (the server shows every field; script hides). */
  showWhen?: { field: string; in: readonly string[] };
  /** Required, or required only when another answer has one of these values. */
  required?: boolean | { field: string; in: readonly string[] };
  /** The message when it is required and missing. */
  missing?: string;
  autocomplete?: string;
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

export interface ConsentField extends FieldBase {
  kind: 'consent';
}

export interface DateField extends FieldBase {
  kind: 'date';
  /** Oldest age accepted, in years. */
  maxAgeYears: number;
}

export type Field = TextField | ChoiceField | ConsentField | DateField;

export interface FieldGroup {
  id: string;
  legend: string;
  hint?: string;
  fields: Field[];
  showWhen?: { field: string; in: readonly string[] };
}

export interface FormDefinition {
  kind: FormKind;
  title: string;
  submitLabel: string;
  groups: FieldGroup[];
  /** At least one of these must be given (e.g. a phone or an e-mail address). */
  oneOf: { fields: readonly string[]; message: string; when?: { field: string; in: readonly string[] } }[];
}

/** Not a real field: bots fill it in, people never see it. */
export const HONEYPOT_FIELD = 'website';
/** Set by the browser script so a double click, or a retry, is stored only once. */
export const SUBMISSION_ID_FIELD = 'submissionId';
export const FORM_NAME_FIELD = 'form-name';

const REFERRER_NOT_SELF = { field: 'referrerType', in: ['family-carer', 'support-coordinator', 'clinician', 'other'] } as const;

export function referralForm({ services, planManagementHint }: { services: readonly Choice[]; planManagementHint: string }): FormDefinition {
  return {
    kind: 'referral',
    title: 'Referral form',
    submitLabel: 'Send referral',
    groups: [
      {
        id: 'referrer',
        legend: 'Who is making this referral?',
        fields: [
          {
            kind: 'radios',
            name: 'referrerType',
            label: 'I am',
            required: true,
            missing: 'Select who is making this referral',
            choices: [
              { value: 'self', label: 'Referring myself' },
              { value: 'family-carer', label: 'A family member or carer' },
              { value: 'support-coordinator', label: 'A support coordinator or Local Area Coordinator' },
              { value: 'clinician', label: 'A doctor, nurse or other health professional' },
              { value: 'other', label: 'Someone else' },
            ],
          },
        ],
      },
      {
        id: 'participant',
        legend: 'About the person who would like support',
        hint: 'If you are referring yourself, that is you.',
        fields: [
          { kind: 'text', name: 'firstName', label: 'First name', maxLength: 100, required: true, missing: "Enter the person's first name", autocomplete: 'given-name', width: 'medium' },
          { kind: 'text', name: 'lastName', label: 'Last name (optional)', maxLength: 100, autocomplete: 'family-name', width: 'medium' },
          { kind: 'text', name: 'preferredName', label: 'Preferred name (optional)', hint: 'What they like to be called, if it is different.', maxLength: 100, width: 'medium' },
          { kind: 'tel', name: 'phone', label: 'Phone number', hint: 'Give a phone number, an e-mail address, or both.', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'email', name: 'email', label: 'E-mail address', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
          {
            kind: 'radios',
            name: 'contactMethod',
            label: 'How should we contact them? (optional)',
            choices: [
              { value: 'phone', label: 'Phone call' },
              { value: 'text', label: 'Text message' },
              { value: 'email', label: 'E-mail' },
            ],
          },
          { kind: 'text', name: 'contactTimes', label: 'Best days or times to contact (optional)', maxLength: 150, width: 'long' },
          {
            kind: 'radios',
            name: 'leaveMessage',
            label: 'Can we leave a message? (optional)',
            choices: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No, please do not leave a message' },
            ],
          },
          { kind: 'date', name: 'dateOfBirth', label: 'Date of birth (optional)', hint: 'For example, 27 3 1990.', maxAgeYears: 120 },
          { kind: 'text', name: 'suburb', label: 'Suburb (optional)', maxLength: 80, autocomplete: 'address-level2', width: 'medium' },
          { kind: 'postcode', name: 'postcode', label: 'Postcode (optional)', maxLength: 4, autocomplete: 'postal-code', inputMode: 'numeric', width: 'short' },
        ],
      },
      {
        id: 'referrer-details',
        legend: 'Your details, if you are referring someone else',
        hint: 'Skip this part if you are referring yourself.',
        showWhen: REFERRER_NOT_SELF,
        fields: [
          { kind: 'text', name: 'referrerName', label: 'Your full name', maxLength: 100, required: REFERRER_NOT_SELF, missing: 'Enter your full name', autocomplete: 'name', width: 'long' },
          { kind: 'tel', name: 'referrerPhone', label: 'Your phone number', hint: 'Give a phone number, an e-mail address, or both.', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'email', name: 'referrerEmail', label: 'Your e-mail address', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
          { kind: 'text', name: 'referrerOrganisation', label: 'Organisation and role (optional)', maxLength: 150, autocomplete: 'organization', width: 'long' },
          { kind: 'text', name: 'referrerRelationship', label: 'How do you know the person? (optional)', hint: 'For example: parent, partner, support coordinator, GP.', maxLength: 100, width: 'long' },
          {
            kind: 'consent',
            name: 'participantAgrees',
            label: 'The person I am referring knows about this referral and agrees to it.',
            required: REFERRER_NOT_SELF,
            missing: 'Confirm that the person knows about this referral and agrees to it',
          },
        ],
      },
      {
        id: 'ndis',
        legend: 'NDIS',
        fields: [
          {
            kind: 'radios',
            name: 'ndisStatus',
            label: 'Does the person have an NDIS plan? (optional)',
            choices: [
              { value: 'participant', label: 'Yes, they have an NDIS plan' },
              { value: 'applying', label: 'They have applied and are waiting' },
              { value: 'not-yet', label: 'Not yet', hint: 'We can help with the NDIS access request for free, anywhere in Victoria.' },
            ],
          },
          {
            kind: 'ndis-number',
            name: 'ndisNumber',
            label: 'NDIS number (optional)',
            hint: 'It is 9 digits long. You can find it on the NDIS plan or NDIS letters.',
            maxLength: 11,
            inputMode: 'numeric',
            width: 'medium',
            showWhen: { field: 'ndisStatus', in: ['participant', 'applying'] },
          },
          {
            kind: 'radios',
            name: 'planManagement',
            label: 'How is the plan managed? (optional)',
            hint: planManagementHint,
            showWhen: { field: 'ndisStatus', in: ['participant'] },
            choices: [
              { value: 'self', label: 'Self-managed' },
              { value: 'plan', label: 'Plan-managed (by a plan manager)' },
              { value: 'ndia', label: 'NDIA-managed (agency-managed)' },
              { value: 'mixed', label: 'A mix of these' },
              { value: 'not-sure', label: 'Not sure' },
            ],
          },
        ],
      },
      {
        id: 'support',
        legend: 'Support',
        fields: [
          { kind: 'checkboxes', name: 'services', label: 'Which services are they interested in? (optional)', hint: 'Select all that apply.', choices: [...services, { value: 'not-sure', label: 'Not sure yet' }] },
          { kind: 'textarea', name: 'goals', label: 'What would they like help with? (optional)', hint: 'A few words about goals or what is happening is enough. Please do not include diagnoses or medical reports.', maxLength: 2000 },
          { kind: 'textarea', name: 'communicationNeeds', label: 'Interpreter or communication needs (optional)', hint: 'For example, a language, Auslan, or a preference for text messages.', maxLength: 500 },
        ],
      },
      {
        id: 'consent',
        legend: 'Consent',
        fields: [
          {
            kind: 'consent',
            name: 'consentCollect',
            label: 'I agree to this information, including any health information, being collected and used to respond to this referral, and to being contacted about it.',
            required: true,
            missing: 'Agree to us collecting this information, or call us instead',
          },
        ],
      },
    ],
    oneOf: [
      { fields: ['phone', 'email'], message: "Enter the person's phone number or e-mail address, so we can contact them" },
      { fields: ['referrerPhone', 'referrerEmail'], message: 'Enter your phone number or e-mail address', when: REFERRER_NOT_SELF },
    ],
  };
}

export function contactForm(): FormDefinition {
  return {
    kind: 'contact',
    title: 'Contact form',
    submitLabel: 'Send message',
    groups: [
      {
        id: 'message',
        legend: 'Your message',
        fields: [
          { kind: 'text', name: 'name', label: 'Your name', maxLength: 100, required: true, missing: 'Enter your name', autocomplete: 'name', width: 'long' },
          { kind: 'email', name: 'email', label: 'E-mail address', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
          { kind: 'tel', name: 'phone', label: 'Phone number', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          {
            kind: 'select',
            name: 'reason',
            label: 'What is your message about?',
            required: true,
            missing: 'Select what your message is about',
            choices: [
              { value: 'services', label: 'Our services or programs' },
              { value: 'ndis-access', label: 'Help applying for the NDIS' },
              { value: 'referral', label: 'A referral' },
              { value: 'feedback', label: 'Feedback or a complaint' },
              { value: 'other', label: 'Something else' },
            ],
          },
          { kind: 'textarea', name: 'message', label: 'Your message', maxLength: 3000, required: true, missing: 'Enter your message', hint: 'Please do not include diagnoses or medical details.' },
          {
            kind: 'radios',
            name: 'contactMethod',
            label: 'How should we reply?',
            choices: [
              { value: 'email', label: 'E-mail' },
              { value: 'phone', label: 'Phone call' },
            ],
          },
          {
            kind: 'consent',
            name: 'consentContact',
            label: 'I agree to this information being used to reply to me.',
            required: true,
            missing: 'Agree to us using this information to reply to you, or call us instead',
          },
        ],
      },
    ],
    oneOf: [{ fields: ['email', 'phone'], message: 'Enter an e-mail address or a phone number, so we can reply' }],
  };
}

/** What the form island and the receiver need to rebuild a form's definition (the island's props). */
export interface FormIslandProps {
  kind: FormKind;
  delivery: FormDelivery;
  /** For the referral form: the services to choose from and the plan-management hint. */
  referral?: { services: Choice[]; planManagementHint: string };
  phone: string;
}

export function formDefinition(props: Pick<FormIslandProps, 'kind' | 'referral'>): FormDefinition {
  return props.kind === 'referral' && props.referral ? referralForm(props.referral) : contactForm();
}

export function allFields(form: FormDefinition): Field[] {
  return form.groups.flatMap((group) => group.fields);
}

/** The id of the element an error links to: the input, or the first input of a group. */
export function fieldTargetId(form: FormKind, field: Field): string {
  if (field.kind === 'radios' || field.kind === 'checkboxes') return `${form}-${field.name}-0`;
  if (field.kind === 'date') return `${form}-${field.name}-day`;
  return `${form}-${field.name}`;
}
