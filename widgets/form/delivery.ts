/** Where each form goes, from the site config: the local receiver, a hosted form endpoint, or Netlify. */
import type { FormsConfig } from '../../generator/content/types.ts';
import type { FormKind } from './fields.ts';

export interface FormDelivery {
  kind: 'local' | 'endpoint' | 'netlify';
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
