/**
 * Fills one of the site's forms the way a person would: typing, ticking and choosing, in the browser. The
 * program of an interest form is its page's, so it is left alone; empty answers are left empty.
 */
import type { Page } from 'playwright-core';
import type { FormValues } from '../../widgets/form/validation.ts';

export async function fillForm(page: Page, form: string, values: FormValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'form-name' || name === 'program' || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const first = page.locator(`#${form}-form [name="${name}"]`).first();
    const type = await first.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()));
    if (type === 'radio' || type === 'checkbox') {
      for (const item of Array.isArray(value) ? value : [value]) await page.locator(`#${form}-form [name="${name}"][value="${item}"]`).check();
    } else if (type === 'select') await first.selectOption(String(value));
    else await first.fill(String(value));
  }
}
