/**
 * The two recurring checks, each a screen of its own in the editor at /admin/: the build's warnings name
 * the screen to open, and the site's list of content kinds (templates/editor-collections.ts) labels the
 * screens with these names.
 */
export const CHORE_SCREENS = {
  /** content/referrers.json: every month. */
  places: 'Places for referrers',
  /** site.json's helpLines: every 90 days. */
  helpLines: 'Help lines',
} as const;

/** How a warning points to a screen: 'In the website editor (/admin/), open "Help lines"'. */
export function openScreen(screen: string): string {
  return `In the website editor (/admin/), open "${screen}"`;
}
