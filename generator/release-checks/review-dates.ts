/**
 * Content that carries a date by which its facts must be checked again (`reviewBy`): a passed date does not
 * stop the build, since the page is still the best the site has, but every build lists the files so the
 * facts are not left to go stale. The site says which files carry one.
 */

export interface OverdueReview {
  file: string;
  reviewBy: string;
}

export function overdueReviews(files: readonly { file: string; reviewBy?: string | undefined }[], today: string): OverdueReview[] {
  return files
    .filter((item): item is { file: string; reviewBy: string } => item.reviewBy !== undefined && item.reviewBy < today)
    .map(({ file, reviewBy }) => ({ file, reviewBy }))
    .sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.file.localeCompare(b.file));
}

/** The build's warning while any review date has passed, or undefined. `noun`: what the files are, in the singular. */
export function reviewWarning(overdue: readonly OverdueReview[], today: string, noun = 'file'): string | undefined {
  if (overdue.length === 0) return undefined;
  return [
    `Warning: ${overdue.length} ${noun}${overdue.length === 1 ? '' : 's'} passed the review date (today is ${today}). Check the facts against the sources, then set "updated" to today and "reviewBy" to the next check:`,
    ...overdue.map((item) => `  ${item.file}  (reviewBy ${item.reviewBy})`),
  ].join('\n');
}
