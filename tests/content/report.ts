/**
 * Prints each article's word count, reading grade, sources (official / recognised / other), help lines, review
 * dates, and any of the editor's rules it breaks (the same rules the build runs, templates/checks/).
 * Usage: npx tsx tests/content/report.ts [SLUG...]   (default: every article in content/resources)
 *        REVIEW_TODAY=2027-06-01 npx tsx tests/content/report.ts   (check review dates against another day)
 */
import { readFileSync } from 'node:fs';
import { loadContent } from '../../generator/content/load-content.ts';
import { readCommandLine } from '../../generator/launch/command-line.ts';
import { overdueReviews } from '../../generator/release-checks/review-dates.ts';
import { todayInMelbourne } from '../../generator/text.ts';
import { isSensitive, sourceKind, sourceLinks } from '../../templates/checks/article-editorial.ts';
import { acrossArticles, articleMeasures } from '../../templates/checks/article-rules.ts';
import { editorialProblems } from '../../templates/checks/editorial-rules.ts';
import { bodyOf } from '../../templates/checks/prose.ts';
import { contentConfig } from '../../templates/content/collections.ts';

const usage = `Usage: npx tsx tests/content/report.ts [SLUG...]

Prints each article's word count, reading grade, sources (official / recognised health body / other),
help lines, last review and next review dates, and any of the editor's rules it breaks (default: every
article in content/resources). Review dates are checked against today in Melbourne, or REVIEW_TODAY=YYYY-MM-DD.`;
const given = readCommandLine(process.argv.slice(2), { usage, options: {}, positionals: ['SLUG...'] }, (_values, positionals) => positionals);
const today = process.env.REVIEW_TODAY ?? todayInMelbourne();
// Read without the rules (a broken rule would stop the build), then run them here to list every problem.
let problems: string[] = [];
const { content } = await loadContent('content', contentConfig({ checks: (loaded, context) => ((problems = editorialProblems(loaded, context).map((error) => error.message)), []) }));
const rules = content.editorial;
const articles = content.articles.filter((article) => given.length === 0 || given.includes(article.slug));
const header = `${'words'.padStart(6)} ${'grade'.padStart(6)} ${'off/rec/oth'.padStart(11)} ${'lines'.padStart(5)} ${'reviewed'.padStart(10)} ${'reviewBy'.padStart(10)}  article`;
const reports = articles.map((article) => {
  const { body } = bodyOf(readFileSync(article.file, 'utf8'));
  const report = articleMeasures(article.slug, body, article.helpLines.map((line) => line.id), rules);
  const kinds = sourceLinks(body).map((url) => sourceKind(url, rules));
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  const own = [...problems.filter((problem) => problem.startsWith(`${article.file}:`)).map((problem) => problem.slice(article.file.length + 2)), ...overdueReviews([article], today).map((overdue) => `reviewBy ${overdue.reviewBy} has passed (today ${today})`)];
  const row = `${String(report.words).padStart(6)} ${report.grade.toFixed(1).padStart(6)} ${`${count('official')}/${count('recognised')}/${count('other')}`.padStart(11)} ${String(article.helpLines.length).padStart(5)} ${(article.updated ?? '-').padStart(10)} ${(article.reviewBy ?? '-').padStart(10)}  ${article.slug}${isSensitive(article.slug, article.title, rules) ? ' (sensitive)' : ''}${own.length ? `  <- ${own.join('; ')}` : ''}`;
  return { report, row };
});
console.log([header, ...reports.map(({ row }) => row)].join('\n'));
const together = acrossArticles(
  reports.map(({ report }) => report),
  rules,
);
if (reports.length > 1) console.log(`mean grade ${together.meanGrade.toFixed(2)} over ${reports.length} articles; review dates checked against ${today}`);
for (const problem of problems.filter((problem) => !articles.some((article) => problem.startsWith(`${article.file}:`)))) console.log(`ELSEWHERE: ${problem}`);
