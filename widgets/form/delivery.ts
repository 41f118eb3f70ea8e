/** Where each form goes, from the site config: the local receiver, a hosted form endpoint, or Netlify. */
import type { FormsConfig } from '../../generator/content/types.ts';

/** Which form: each has its definition (fields.ts), its address and its thank-you page. */
export type FormKind = 'referral' | 'contact';

export interface FormDelivery {
  kind: FormsConfig['delivery'];
  /** Where the browser posts the form without script. */
  action: string;
  /** Where script sends it (the same, or "/" for Netlify's form handling). */
  sendTo: string;
  encoding: 'form' | 'json';
  /** The thank-you page. */
  sentPath: string;
}

export const sentPath = (kind: FormKind) => `/${kind}/sent/`;
export const receiverPath = (kind: FormKind) => `/api/${kind}`;

export function formDelivery(config: FormsConfig, kind: FormKind): FormDelivery {
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
