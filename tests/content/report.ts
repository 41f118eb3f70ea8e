/**
 * Prints each article's word count, reading grade, sources (official / recognised / other), help lines, review
 * dates, and any rule it breaks.
 * Usage: npx tsx tests/content/report.ts [FILE...]   (default: every article in content/resources)
 *        REVIEW_TODAY=2027-06-01 npx tsx tests/content/report.ts   (check review dates against another day)
 */
import { readCommandLine } from '../../generator/launch/command-line.ts';
import { todayInMelbourne } from '../../generator/text.ts';
import { articleFiles, checkArticles } from '../../templates/checks/article-rules.ts';
import { checkArticleEditorial, helpLineNumbers } from '../../templates/checks/editorial.ts';

const usage = `Usage: npx tsx tests/content/report.ts [FILE...]

Prints each article's word count, reading grade, sources (official / recognised health body / other),
help lines, last review and next review dates, and any rule it breaks (default: every article in
content/resources). Review dates are checked against today in Melbourne, or REVIEW_TODAY=YYYY-MM-DD.`;
const given = readCommandLine(process.argv.slice(2), { usage, options: {}, positionals: ['FILE...'] }, (_values, positionals) => positionals);
const files = given.length ? given : articleFiles();
const today = process.env.REVIEW_TODAY ?? todayInMelbourne();
const { reports, duplicates, meanGrade } = checkArticles(files);
const numbers = helpLineNumbers();
const header = `${'words'.padStart(6)} ${'grade'.padStart(6)} ${'off/rec/oth'.padStart(11)} ${'lines'.padStart(5)} ${'reviewed'.padStart(10)} ${'reviewBy'.padStart(10)}  article`;
const rows = reports.map((r) => {
  const e = checkArticleEditorial(r.file, today, numbers);
  const problems = [...r.problems, ...e.problems];
  const sources = `${e.official}/${e.recognised}/${e.other}`;
  return `${String(r.words).padStart(6)} ${r.grade.toFixed(1).padStart(6)} ${sources.padStart(11)} ${String(r.helpLines.length).padStart(5)} ${(e.updated ?? '-').padStart(10)} ${(e.reviewBy ?? '-').padStart(10)}  ${r.slug}${e.sensitive ? ' (sensitive)' : ''}${problems.length ? `  <- ${problems.join('; ')}` : ''}`;
});
console.log([header, ...rows].join('\n'));
if (reports.length > 1) console.log(`mean grade ${meanGrade.toFixed(2)} over ${reports.length} articles; review dates checked against ${today}`);
for (const line of duplicates) console.log(`DUPLICATE: ${line}`);
