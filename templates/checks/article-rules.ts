/**
 * The measures every article must meet, from content/editorial.json: its length, its reading grade, at least
 * one source, no phrase the Mindframe guidelines ask us to avoid (each with what to write instead), two 24/7
 * crisis lines when it mentions suicide or self-harm; and across the articles, no paragraph shared by two of
 * them and an average reading grade within the limit.
 */
import type { EditorialRules } from '../content/editorial.ts';
import { measureArticle, type ArticleFigures } from './article-figures.ts';
import { lineAt, phrasePattern, type Finding } from './prose.ts';

/** One article's figures and what it breaks. */
export interface ArticleReport extends ArticleFigures {
  slug: string;
  problems: Finding[];
}

/** The measures of one article's body as written; `helpLines` are the ids its front matter lists. */
export function articleMeasures(slug: string, body: string, helpLines: readonly string[], rules: Pick<EditorialRules, 'articles' | 'avoidPhrases' | 'crisisLines'>): ArticleReport {
  const figures = measureArticle(body);
  const { minWords, maxWords, maxGrade } = rules.articles;
  const problems: Finding[] = [];
  if (figures.words < minWords) problems.push({ message: `has ${figures.words} words: an article has ${minWords} to ${maxWords}. Say more of what a reader needs to know, or, for a short notice such as holiday hours, write it in content/notices/ instead` });
  if (figures.words > maxWords) problems.push({ message: `has ${figures.words} words: an article has ${minWords} to ${maxWords}. Cut what the reader does not need, or split it into two articles` });
  if (figures.grade > maxGrade) problems.push({ message: `reads at grade ${figures.grade} (at most ${maxGrade}): write shorter sentences and everyday words` });
  if (figures.sourceLinks < 1) problems.push({ message: 'has no source links under "## Sources": add the official pages its facts come from' });
  for (const { phrase, instead } of rules.avoidPhrases) {
    const found = phrasePattern([phrase])!.exec(body);
    if (found) problems.push({ line: lineAt(body, found.index), message: `says "${found[0]}", which the Mindframe guidelines ask us not to say: write ${instead}` });
  }
  const crisisLines = helpLines.filter((id) => rules.crisisLines.includes(id));
  if (figures.mentionsSuicideOrSelfHarm && crisisLines.length < 2) {
    problems.push({ message: `mentions suicide or self-harm, so its help lines must list at least two 24/7 crisis lines (Mindframe): add them to "helpLines", from ${rules.crisisLines.join(', ')}` });
  }
  return { slug, problems, ...figures };
}

/** What the articles break together: a paragraph two articles share (found in the later one), and the average grade. */
export function acrossArticles(reports: readonly ArticleReport[], rules: Pick<EditorialRules, 'articles'>): { shared: { slug: string; finding: Finding }[]; meanGrade: number; meanProblem: string | undefined } {
  const seen = new Map<string, string>();
  const shared: { slug: string; finding: Finding }[] = [];
  for (const report of reports) {
    for (const paragraph of report.paragraphs) {
      const key = paragraph.text.toLowerCase().replace(/[^a-z0-9 ]/g, '');
      const other = seen.get(key);
      if (other && other !== report.slug) shared.push({ slug: report.slug, finding: { line: paragraph.line, message: `repeats a paragraph of ${other} ("${paragraph.text.slice(0, 80)}..."): say it once, in the article it belongs to, and link that article from the other` } });
      else seen.set(key, report.slug);
    }
  }
  const meanGrade = reports.reduce((sum, r) => sum + r.grade, 0) / Math.max(1, reports.length);
  const max = rules.articles.maxMeanGrade;
  const meanProblem = meanGrade > max ? `the articles read at grade ${meanGrade.toFixed(2)} on average (at most ${max}): rewrite the hardest ones (the report lists each article's grade: npx tsx tests/content/report.ts) in shorter sentences and everyday words` : undefined;
  return { shared, meanGrade, meanProblem };
}

export function formatTable(reports: readonly (ArticleReport & { helpLines?: readonly string[] })[]): string {
  const rows = reports.map((r) => `${String(r.words).padStart(6)} ${r.grade.toFixed(1).padStart(6)} ${String(r.sourceLinks).padStart(5)} ${String(r.helpLines?.length ?? 0).padStart(5)}  ${r.slug}${r.problems.length ? `  <- ${r.problems.map((p) => p.message).join('; ')}` : ''}`);
  return [`${'words'.padStart(6)} ${'grade'.padStart(6)} ${'srcs'.padStart(5)} ${'lines'.padStart(5)}  article`, ...rows].join('\n');
}
