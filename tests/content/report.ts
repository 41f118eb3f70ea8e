/**
 * Prints each article's word count, reading grade, sources and help lines, and any rule it breaks.
 * Usage: npx tsx scripts/article-report.ts [file.md ...]   (default: every article in content/resources)
 */
import { articleFiles, checkArticles, formatTable } from './article-checks.ts';

const files = process.argv.slice(2).length ? process.argv.slice(2) : articleFiles();
const { reports, duplicates, meanGrade } = checkArticles(files);
console.log(formatTable(reports));
if (reports.length > 1) console.log(`mean grade ${meanGrade.toFixed(2)} over ${reports.length} articles`);
for (const line of duplicates) console.log(`DUPLICATE: ${line}`);
