/** URL-safe slugs for heading ids and category addresses. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique slugs within one document: a second "Overview" becomes "overview-2". */
export class SlugCounter {
  private readonly seen = new Map<string, number>();

  next(text: string): string {
    // Ids that start with a letter work everywhere, including CSS selectors ("1. Breathe" -> "section-1-breathe").
    const slug = slugify(text);
    const base = !slug ? 'section' : /^\d/.test(slug) ? `section-${slug}` : slug;
    const count = this.seen.get(base) ?? 0;
    this.seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  }
}
