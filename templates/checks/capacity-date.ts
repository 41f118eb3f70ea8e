/**
 * Places for referrers (content/referrers.json `capacity`) carry the date they were last checked. Places a
 * month old mislead a referrer, so every build warns once `asAt` is more than 30 days before today (in
 * Melbourne), and the release check (`--strict`) refuses to build until someone checks them again.
 */
import { join, relative } from 'node:path';
import { readJson } from '../../generator/content/read.ts';
import { daysBetween } from '../../generator/text.ts';

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

/** The date as written in content/referrers.json, read on its own (the unchanged-build path loads no content). */
export async function readCapacityAsAt(contentDir: string): Promise<{ file: string; asAt: string } | undefined> {
  const file = relative(process.cwd(), join(contentDir, 'referrers.json')) || 'referrers.json';
  const raw = (await readJson(file)) as { capacity?: { asAt?: unknown } };
  const asAt = raw.capacity?.asAt;
  return typeof asAt === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asAt) ? { file, asAt } : undefined;
}

/** The field and value the release check lists, like a sample value. */
export function capacityPlaceholder(stale: StaleCapacity): { field: string; value: string } {
  return { field: 'referrers.json capacity.asAt', value: `${stale.asAt} (${stale.days} days old: check the places, then set asAt to today)` };
}

/** The build's warning while the places are stale, or undefined. */
export function capacityWarning(stale: StaleCapacity | undefined, today: string): string | undefined {
  if (!stale) return undefined;
  return `Warning: ${stale.file}: capacity.asAt is ${stale.asAt}, ${stale.days} days before today (${today}). Referrers read these places as current: check them with the team, update "services", then set "asAt" to today. "npm run build -- --strict" fails until then.`;
}
