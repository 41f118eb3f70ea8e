/**
 * Escaping text for XML: the sitemap, the Atom feed and the SVG the share images are drawn from. Every
 * attribute they write is double-quoted, so an apostrophe needs no escaping and stays readable.
 */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
