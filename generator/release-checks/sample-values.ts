/**
 * Sample values a deployer must replace before going live: phone numbers in the range kept for fiction,
 * example domains and the all-zero ABN, recognised by their shape. The security.txt check lists them; the
 * site checks its own settings with the same shapes and adds what it knows is unconfirmed, and its release
 * checks say how every build warns and what `--strict` refuses.
 */

/** ACMA keeps 03 5550 0000 to 03 5550 0999 for fiction and drama. */
const FICTION_PHONE = /^(?:\+61\s?3|\(?03\)?)\s?5550\s?0\d{3}$/;
/** RFC 2606 and RFC 6761 names that can never belong to a real organisation. */
const EXAMPLE_HOST = /(?:^|\.)(?:example\.(?:org|com|net)|[a-z0-9-]+\.(?:example|test|invalid|localhost))$/i;
const PLACEHOLDER_ABN = /^0{2}\s?0{3}\s?0{3}\s?0{3}$/;

/** A sample value still in use: the field that holds it and what it holds. */
export interface Placeholder {
  field: string;
  value: string;
}

/** A phone number in the range kept for fiction. */
export function isFictionPhone(value: string): boolean {
  return FICTION_PHONE.test(value.trim());
}

/** The all-zero ABN. */
export function isPlaceholderAbn(value: string): boolean {
  return PLACEHOLDER_ABN.test(value.trim());
}

/** An address (e-mail, mailto: or web) on a domain kept for examples. */
export function isExampleAddress(value: string): boolean {
  return EXAMPLE_HOST.test(hostOf(value) ?? '');
}

function hostOf(value: string): string | undefined {
  if (value.includes('@') && !value.includes('/')) return value.split('@').pop();
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}
