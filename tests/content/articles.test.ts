/** Every article: length, plain language, sources, safe messaging, and no paragraph shared with another. */
import { describe, expect, it } from 'vitest';
import { MEAN_GRADE_MAX, articleFiles, checkArticles, formatTable } from '../../templates/checks/article-rules.ts';

const { reports, duplicates, meanGrade } = checkArticles(articleFiles());

describe('articles', () => {
  it('prints the figures', () => {
    console.log(`${formatTable(reports)}\nmean grade ${meanGrade.toFixed(2)} over ${reports.length} articles`);
    expect(reports.length).toBeGreaterThanOrEqual(59);
  });

  it.each(reports.map((r) => [r.slug, r] as const))('%s meets the length, grade, source and safety rules', (_slug, report) => {
    expect(report.problems).toEqual([]);
  });

  it('reads at year 9 or below on average', () => {
    expect(meanGrade).toBeLessThanOrEqual(MEAN_GRADE_MAX);
  });

  it('shares no paragraph between articles', () => {
    expect(duplicates).toEqual([]);
  });
});
