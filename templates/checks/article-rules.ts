/**
 * The checks every article must pass (issue: "Write the 59 articles"), as data, so the test and the
 * report script share them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import { measureArticle, type ArticleFigures } from './article-figures.ts';

export const WORDS_MIN = 700;
export const WORDS_MAX = 1400;
export const GRADE_MAX = 12;
export const MEAN_GRADE_MAX = 9;
/** Help lines that answer around the clock (content/site.json). */
export const ALL_DAY_LINES = ['lifeline', 'beyond-blue', 'suicide-call-back', 'suicideline-vic', '13yarn', 'kids-helpline', 'mensline', 'safe-steps'];

export interface ArticleReport extends ArticleFigures {
  file: string;
  slug: string;
  helpLines: string[];
  problems: string[];
}

export function articleFiles(dir = 'content/resources'): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(dir, name));
}

export function checkArticles(files: readonly string[]): { reports: ArticleReport[]; duplicates: string[]; meanGrade: number } {
  const reports = files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const figures = measureArticle(source);
    const data = matter(source, {}).data as { helpLines?: unknown };
    const helpLines = Array.isArray(data.helpLines) ? data.helpLines.map(String) : [];
    const problems: string[] = [];
    if (figures.words < WORDS_MIN || figures.words > WORDS_MAX) problems.push(`${figures.words} words: must be ${WORDS_MIN} to ${WORDS_MAX}`);
    if (figures.grade > GRADE_MAX) problems.push(`reading grade ${figures.grade}: must be ${GRADE_MAX} or below`);
    if (figures.sourceLinks < 1) problems.push('no source links under "## Sources"');
    if (figures.unsafePhrases.length) problems.push(`phrases Mindframe asks us to avoid: ${figures.unsafePhrases.join(', ')}`);
    if (figures.mentionsSuicideOrSelfHarm && helpLines.filter((id) => ALL_DAY_LINES.includes(id)).length < 2) {
      problems.push('mentions suicide or self-harm: helpLines must list at least two 24/7 lines');
    }
    return { file, slug: basename(file, '.md'), helpLines, problems, ...figures };
  });

  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const report of reports) {
    for (const paragraph of report.paragraphs) {
      const key = paragraph.toLowerCase().replace(/[^a-z0-9 ]/g, '');
      const other = seen.get(key);
      if (other && other !== report.slug) duplicates.push(`${report.slug} repeats a paragraph from ${other}: "${paragraph.slice(0, 80)}..."`);
      else seen.set(key, report.slug);
    }
  }
  const meanGrade = reports.reduce((sum, r) => sum + r.grade, 0) / Math.max(1, reports.length);
  return { reports, duplicates, meanGrade };
}

export function formatTable(reports: readonly ArticleReport[]): string {
  const rows = reports.map((r) => `${String(r.words).padStart(6)} ${r.grade.toFixed(1).padStart(6)} ${String(r.sourceLinks).padStart(5)} ${String(r.helpLines.length).padStart(5)}  ${r.slug}${r.problems.length ? `  <- ${r.problems.join('; ')}` : ''}`);
  return [`${'words'.padStart(6)} ${'grade'.padStart(6)} ${'srcs'.padStart(5)} ${'lines'.padStart(5)}  article`, ...rows].join('\n');
}
