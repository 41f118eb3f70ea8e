/**
 * The site's release checks (generator/site.ts ReleaseChecks): what every build warns about and `--strict`
 * refuses, from what is kept of the content between builds, so a build that finds nothing changed checks it
 * again against today's date: sample values and unconfirmed claims in site.json, articles past their review
 * date, places for referrers not checked for 30 days, help lines not checked for 90.
 */
import { join, relative } from 'node:path';
import type { Placeholder } from '../../generator/release-checks/sample-values.ts';
import { overdueReviews, reviewWarning } from '../../generator/release-checks/review-dates.ts';
import type { ReleaseChecks } from '../../generator/site.ts';
import type { SiteContent } from '../content/types.ts';
import { capacityPlaceholder, capacityWarning, staleCapacity } from './capacity-date.ts';
import { helpLineWarning, staleHelpLines, type HelpLineDate } from './help-line-dates.ts';
import { findPlaceholders, placeholderWarning, strictFailure } from './sample-values.ts';

export interface ReleaseState {
  placeholders: Placeholder[];
  reviewDates: { file: string; reviewBy?: string }[];
  capacity: { file: string; asAt: string };
  helpLines: HelpLineDate[];
  /** Short notices with the last day they are to show. */
  notices: { file: string; until: string }[];
}

export const RELEASE_CHECKS: ReleaseChecks<SiteContent, ReleaseState> = {
  state: (content) => ({
    placeholders: findPlaceholders(content.site),
    reviewDates: content.articles.map((article) => ({ file: article.file, ...(article.reviewBy ? { reviewBy: article.reviewBy } : {}) })),
    capacity: { file: relative(process.cwd(), join(content.dir, 'referrers.json')) || 'referrers.json', asAt: content.referrers.capacity.asAt },
    helpLines: Object.values(content.site.helpLines).map((line) => ({ id: line.id, name: line.name, checked: line.checked })),
    notices: content.notices.flatMap((notice) => (notice.until ? [{ file: notice.file, until: notice.until }] : [])),
  }),
  warnings: (state, today, others) =>
    [
      placeholderWarning([...state.placeholders, ...others]),
      reviewWarning(overdueReviews(state.reviewDates, today), today, 'article'),
      capacityWarning(staleCapacity(state.capacity.file, state.capacity.asAt, today), today),
      helpLineWarning(staleHelpLines(state.helpLines, today), today),
      noticeWarning(state.notices, today),
    ].filter((warning): warning is string => warning !== undefined),
  refusal: (state, today, others) => {
    const stale = staleCapacity(state.capacity.file, state.capacity.asAt, today);
    const found = [...state.placeholders, ...others, ...(stale ? [capacityPlaceholder(stale)] : [])];
    return found.length ? strictFailure(found) : undefined;
  },
};

/** Notices shown past their last day ("until"): the build reminds, and does not stop. */
export function noticeWarning(notices: readonly { file: string; until: string }[], today: string): string | undefined {
  const over = notices.filter((notice) => notice.until < today);
  if (over.length === 0) return undefined;
  return [`Warning: ${over.length === 1 ? 'a notice is' : `${over.length} notices are`} past the day ${over.length === 1 ? 'it was' : 'they were'} to show until (today is ${today}). Remove ${over.length === 1 ? 'its file' : 'their files'}, or change "until":`, ...over.map((notice) => `  ${notice.file}  (until ${notice.until})`)].join('\n');
}
