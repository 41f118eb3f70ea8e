/**
 * The markup of form errors, shared by the browser script and the receiver so both look and behave the
 * same (the GOV.UK error pattern): a summary at the top that links to each answer, and a message at each
 * answer, joined to its input by aria-describedby and aria-invalid.
 */
import { escapeMarkup } from '../../generator/text.ts';
import type { FieldError } from './validation.ts';

export const errorId = (form: string, field: string) => `${form}-${field}-error`;

export function errorSummaryHtml(form: string, errors: readonly FieldError[], title: string): string {
  const items = errors.map((error) => `<li><a href="#${escapeMarkup(error.targetId)}">${escapeMarkup(error.message)}</a></li>`).join('');
  return `<h2 class="error-summary__title" id="${form}-error-summary-title">${escapeMarkup(title)}</h2><ul class="error-summary__list">${items}</ul>`;
}

export function fieldErrorHtml(form: string, error: FieldError): string {
  return `<p class="field__error" id="${errorId(form, error.field)}"><span class="visually-hidden">Error: </span>${escapeMarkup(error.message)}</p>`;
}

/** The send failed (offline, or the server had a problem): nothing typed is lost. */
export function sendFailureHtml(form: string, message: string, title: string): string {
  return `<h2 class="error-summary__title" id="${form}-error-summary-title">${escapeMarkup(title)}</h2><p>${escapeMarkup(message)}</p>`;
}

/** The page title while errors show ("Error: Make a referral"), so screen reader users hear it on load. */
export function titleWithPrefix(prefix: string, title: string): string {
  return `${prefix} ${withoutPrefix(prefix, title)}`;
}

export function withoutPrefix(prefix: string, title: string): string {
  return title.startsWith(`${prefix} `) ? title.slice(prefix.length + 1) : title;
}
