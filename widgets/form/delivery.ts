/** Where each form goes, as the site sets it: the local receiver, a hosted form endpoint, or Netlify. */
import { PROGRAM_ID } from '../../generator/content/program-id.ts';

/** How the site sends its forms (its settings say which). */
export interface FormsSetting {
  delivery: 'local' | 'endpoint' | 'netlify';
  /** The https address of a hosted form endpoint (delivery "endpoint"). */
  endpoint: string;
  /** How the endpoint takes answers: a url-encoded form body or JSON. */
  encoding: 'form' | 'json';
}

/** Which form: each has its definition (forms.ts), its address and its thank-you page. */
export type FormKind = 'referral' | 'contact' | 'interest' | 'callback' | 'feedback';

export const FORM_KINDS: readonly FormKind[] = ['referral', 'contact', 'interest', 'callback', 'feedback'];

export interface FormDelivery {
  kind: FormsSetting['delivery'];
  /** Where the browser posts the form without script. */
  action: string;
  /** Where script sends it (the same, or "/" for Netlify's form handling). */
  sendTo: string;
  encoding: 'form' | 'json';
  /** The thank-you page. */
  sentPath: string;
}

/** The page each form is on (an interest form is on its program's page), as a path. */
export function formPagePath(kind: FormKind, scope?: string): string {
  switch (kind) {
    case 'interest':
      return `/programs/${scope ?? ''}/`;
    case 'callback':
      return '/easy-read/call-back/';
    case 'feedback':
      // Complaints and feedback: the page is named for what people look for.
      return '/complaints/';
    default:
      return `/${kind}/`;
  }
}

/** A program's id as an interest form sends it: the only kind of scope the receiver will look up (the schema's own rule). */
export const SCOPE_PATTERN = PROGRAM_ID;

export const sentPath = (kind: FormKind) => {
  switch (kind) {
    case 'interest':
      return '/programs/sent/';
    case 'callback':
      return '/easy-read/call-back/sent/';
    case 'feedback':
      return '/complaints/sent/';
    default:
      return `/${kind}/sent/`;
  }
};
export const receiverPath = (kind: FormKind) => `/api/${kind}`;

export function formDelivery(config: FormsSetting, kind: FormKind): FormDelivery {
  switch (config.delivery) {
    case 'endpoint':
      return { kind: 'endpoint', action: config.endpoint, sendTo: config.endpoint, encoding: config.encoding, sentPath: sentPath(kind) };
    case 'netlify':
      // Netlify accepts a form-encoded POST to any page and answers with the action path's page.
      return { kind: 'netlify', action: sentPath(kind), sendTo: '/', encoding: 'form', sentPath: sentPath(kind) };
    default:
      return { kind: 'local', action: receiverPath(kind), sendTo: receiverPath(kind), encoding: 'json', sentPath: sentPath(kind) };
  }
}
