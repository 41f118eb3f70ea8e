/**
 * Articles that state NDIS policy carry `updated` (when the facts were last checked) and `reviewBy` (when
 * they must be checked again). A passed `reviewBy` does not stop the build, since the page is still the
 * best we have, but every build lists the files so the facts are not left to go stale.
 */
import type { Article } from '../../templates/content/types.ts';

export interface OverdueReview {
  file: string;
  reviewBy: string;
}

export function overdueReviews(articles: readonly Pick<Article, 'file' | 'reviewBy'>[], today: string): OverdueReview[] {
  return articles
    .filter((article): article is { file: string; reviewBy: string } => article.reviewBy !== undefined && article.reviewBy < today)
    .map(({ file, reviewBy }) => ({ file, reviewBy }))
    .sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.file.localeCompare(b.file));
}

/** The build's warning while any review date has passed, or undefined. */
export function reviewWarning(overdue: readonly OverdueReview[], today: string): string | undefined {
  if (overdue.length === 0) return undefined;
  return [
    `Warning: ${overdue.length} article${overdue.length === 1 ? '' : 's'} passed the review date (today is ${today}). Check the facts against the sources, then set "updated" to today and "reviewBy" to the next check:`,
    ...overdue.map((item) => `  ${item.file}  (reviewBy ${item.reviewBy})`),
  ].join('\n');
}
