/**
 * Each help line in site.json carries `checked`: the date its channels (phone, text, chat, website) and
 * their hours were last checked against the service's own pages. Services change their hours and add or
 * drop channels, and a person in crisis must not be sent to a line that no longer answers, so every build
 * lists the lines checked more than 90 days ago. Like a passed review date, this warns and does not stop
 * the build: the old facts are still the best the site has until someone checks them.
 */
import { daysBetween } from '../../generator/text.ts';
import { CHORE_SCREENS, openScreen } from '../content/chores.ts';

export const HELP_LINE_MAX_AGE_DAYS = 90;

export interface HelpLineDate {
  id: string;
  name: string;
  checked: string;
}

export interface StaleHelpLine extends HelpLineDate {
  /** Whole days between `checked` and today. */
  days: number;
}

/** The lines last checked more than `maxAgeDays` before `today` (YYYY-MM-DD, Melbourne), oldest first. */
export function staleHelpLines(lines: readonly HelpLineDate[], today: string, maxAgeDays = HELP_LINE_MAX_AGE_DAYS): StaleHelpLine[] {
  return lines
    .map((line) => ({ ...line, days: daysBetween(line.checked, today) }))
    .filter((line) => line.days > maxAgeDays)
    .sort((a, b) => a.checked.localeCompare(b.checked) || a.id.localeCompare(b.id));
}

/** The build's warning while any help line is overdue for a check, or undefined. */
export function helpLineWarning(stale: readonly StaleHelpLine[], today: string): string | undefined {
  if (stale.length === 0) return undefined;
  return [
    `Warning: ${stale.length} help line${stale.length === 1 ? ' was' : 's were'} last checked more than ${HELP_LINE_MAX_AGE_DAYS} days ago (today is ${today}). Check each channel and its hours on the pages in "sources", then set "checked" to today's date in content/site.json (${openScreen(CHORE_SCREENS.helpLines)}: "Last checked", then Today):`,
    ...stale.map((line) => `  helpLines.${line.id}  ${line.name}, checked ${line.checked} (${line.days} days ago)`),
  ].join('\n');
}
