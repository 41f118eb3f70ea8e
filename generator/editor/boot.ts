/**
 * Runs in the browser on /admin/, before the editor (Sveltia CMS) loads: bundled by the build into
 * /admin/boot.js.
 *
 * 1. Requests to anywhere but this site and the origins the page names (the git host's API and its
 *    sign-in, the same as the policy's connect-src) are answered here and never made. Sveltia checks
 *    unpkg.com for a newer version every hour and asks the git host's status page whether it is up; the
 *    version is pinned in package.json instead, and a status page is not needed to edit.
 * 2. The page's notes (for when the editor cannot open) give way to the editor.
 * 3. Articles and pages are previewed in the site's own stylesheet.
 *
 * Its fonts are not asked of a CDN either: the page links them from /admin/ (write-editor.ts).
 */
const script = document.currentScript as HTMLScriptElement;
const allowed = new Set([location.origin, ...(script.dataset.origins ?? '').split(' ').filter(Boolean)]);

const send = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const address = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (address.protocol === 'blob:' || address.protocol === 'data:' || allowed.has(address.origin)) return send(input, init);
  return Promise.resolve(new Response(null, { status: 403, statusText: 'Not asked: this editor reaches only its own site and the git host' }));
};

document.documentElement.classList.add('editor-on');

const preview = script.dataset.previewStyle;
if (preview) {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { CMS?: { registerPreviewStyle(href: string): void } }).CMS?.registerPreviewStyle(preview);
  });
}
