/**
 * The two recurring checks, each a screen of its own in the browser editor at /admin/ (templates/editor.ts
 * makes them): the places for referrers, every month, and the help lines, every 90 days. The build's
 * warnings name the screen to open (checks/capacity-date.ts, checks/help-line-dates.ts).
 */
import { collections } from './collections.ts';

export const CHORE_SCREENS = {
  /** content/referrers.json: its own collection, under its own label. */
  places: collections.referrers.label,
  /** site.json's helpLines: a screen of the settings file with only the help lines open. */
  helpLines: 'Help lines',
} as const;

/** How a warning points to a screen: 'In the website editor (/admin/), open "Help lines"'. */
export function openScreen(screen: string): string {
  return `In the website editor (/admin/), open "${screen}"`;
}
