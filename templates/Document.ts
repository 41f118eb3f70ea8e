/**
 * The page layout: head, skip links, header, the page's main content, footer. Assembled as a string
 * from parts React has rendered: the header and footer are the same on many pages, so they are
 * rendered once per variant and reused.
 */
export interface DocumentParts {
  head: string;
  skipLinks: string;
  header: string;
  main: string;
  footer: string;
}

export function documentHtml(parts: DocumentParts): string {
  return `<!DOCTYPE html><html lang="en-AU">${parts.head}<body>${parts.skipLinks}${parts.header}<main id="main-content" class="site-main" tabindex="-1">${parts.main}</main>${parts.footer}</body></html>`;
}
