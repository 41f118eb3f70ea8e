/**
 * Prints word count, reading grade and safety figures for articles.
 * Usage: npx tsx scripts/article-report.ts [file.md ...]   (default: every article in content/resources)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { measureArticle } from '../tests/content/article-quality.ts';

const dir = 'content/resources';
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((f) => join(dir, f));

const rows = files.map((file) => ({ file, ...measureArticle(readFileSync(file, 'utf8')) }));
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`${'words'.padStart(6)} ${'grade'.padStart(6)} ${'srcs'.padStart(5)}  file`);
for (const r of rows) {
  const flags = [
    r.words < 700 || r.words > 1400 ? 'WORDS OUT OF RANGE' : '',
    r.grade > 12 ? 'GRADE ABOVE 12' : '',
    r.sourceLinks < 1 ? 'NO SOURCES' : '',
    r.unsafePhrases.length ? `UNSAFE: ${r.unsafePhrases.join(', ')}` : '',
  ].filter(Boolean);
  console.log(`${pad(r.words, 6)} ${pad(r.grade.toFixed(1), 6)} ${pad(r.sourceLinks, 5)}  ${r.file}${flags.length ? '  <- ' + flags.join('; ') : ''}`);
}
if (rows.length > 1) {
  const mean = rows.reduce((s, r) => s + r.grade, 0) / rows.length;
  console.log(`mean grade ${mean.toFixed(2)} over ${rows.length} articles`);
}
