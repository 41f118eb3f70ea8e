/**
 * Places for referrers (content/referrers.json `capacity`) carry the date they were last checked. Places a
 * month old mislead a referrer, so every build warns once `asAt` is more than 30 days before today (in
 * Melbourne), and the release check (`--strict`) refuses to build until someone checks them again.
 */
import { daysBetween } from '../../generator/text.ts';
import { CHORE_SCREENS, openScreen } from '../content/chores.ts';

export const CAPACITY_MAX_DAYS = 30;

export interface StaleCapacity {
  file: string;
  asAt: string;
  days: number;
}

/** The places' date when it is more than CAPACITY_MAX_DAYS before `today`, or undefined. */
export function staleCapacity(file: string, asAt: string, today: string): StaleCapacity | undefined {
  const days = daysBetween(asAt, today);
  return days > CAPACITY_MAX_DAYS ? { file, asAt, days } : undefined;
}

/** The field and value the release check lists, like a sample value. */
export function capacityPlaceholder(stale: StaleCapacity): { field: string; value: string } {
  return { field: 'referrers.json capacity.asAt', value: `${stale.asAt} (${stale.days} days old: check the places, then set asAt to today)` };
}

/** The build's warning while the places are stale, or undefined. */
export function capacityWarning(stale: StaleCapacity | undefined, today: string): string | undefined {
  if (!stale) return undefined;
  return `Warning: ${stale.file}: capacity.asAt is ${stale.asAt}, ${stale.days} days before today (${today}). Referrers read these places as current: check them with the team, update "services", then set "asAt" to today. ${openScreen(CHORE_SCREENS.places)} to do it there. "npm run build -- --strict" fails until then.`;
}
