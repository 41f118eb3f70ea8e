/**
 * Prints each article's word count, reading grade, sources and help lines, and any rule it breaks.
 * Usage: npx tsx tests/content/report.ts [FILE...]   (default: every article in content/resources)
 */
import { readCommandLine } from '../../generator/command-line.ts';
import { articleFiles, checkArticles, formatTable } from './article-checks.ts';

const usage = `Usage: npx tsx tests/content/report.ts [FILE...]

Prints each article's word count, reading grade, sources and help lines, and any rule it breaks
(default: every article in content/resources).`;
const given = readCommandLine(process.argv.slice(2), { usage, options: {}, positionals: ['FILE...'] }, (_values, positionals) => positionals);
const files = given.length ? given : articleFiles();
const { reports, duplicates, meanGrade } = checkArticles(files);
console.log(formatTable(reports));
if (reports.length > 1) console.log(`mean grade ${meanGrade.toFixed(2)} over ${reports.length} articles`);
for (const line of duplicates) console.log(`DUPLICATE: ${line}`);
