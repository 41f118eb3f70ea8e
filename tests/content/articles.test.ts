/**
 * Every article: length, plain language, sources, safe messaging, and no paragraph shared with another. The
 * build runs these measures on every article (templates/checks/article-rules.ts); here they are printed, and
 * each is proven on a fixture that breaks it.
 */
import { describe, expect, it } from 'vitest';
import { acrossArticles, articleMeasures, formatTable } from '../../templates/checks/article-rules.ts';
import { bodyOf } from '../../templates/checks/prose.ts';
import { loadSiteContent } from '../../templates/site.ts';
import { editorialRules, messages } from './editor-rules.ts';
import { readFileSync } from 'node:fs';

const rules = editorialRules();
const content = await loadSiteContent('content');
const reports = content.articles.map((article) => ({ ...articleMeasures(article.slug, bodyOf(readFileSync(article.file, 'utf8')).body, article.helpLines.map((line) => line.id), rules), helpLines: article.helpLines.map((line) => line.id) }));
const together = acrossArticles(reports, rules);

/** A body of `count` plain words in short sentences ("We go at your pace."). */
const words = (count: number) => Array.from({ length: count }, (_, index) => ['We', 'go', 'at', 'your', 'pace.'][index % 5]).join(' ');
const sources = '\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n';

describe('articles', () => {
  it('prints the figures, and every article meets them (the build checks each)', () => {
    console.log(`${formatTable(reports)}\nmean grade ${together.meanGrade.toFixed(2)} over ${reports.length} articles`);
    expect(reports.length).toBeGreaterThanOrEqual(59);
    expect(reports.flatMap((report) => report.problems.map((problem) => `${report.slug}: ${problem.message}`))).toEqual([]);
  });

  it('reads at year 9 or below on average, and shares no paragraph between articles', () => {
    expect(together.meanProblem).toBeUndefined();
    expect(together.shared).toEqual([]);
  });
});

describe('the measures, each broken on purpose', () => {
  it('fails an article too short or too long, pointing a short notice to content/notices/', () => {
    expect(messages(articleMeasures('a', `${words(67)}${sources}`, [], rules).problems)).toEqual([expect.stringMatching(/^has 67 words: an article has 700 to 1400\. .*write it in content\/notices\/ instead/)]);
    expect(messages(articleMeasures('a', `${words(1500)}${sources}`, [], rules).problems)).toEqual([expect.stringMatching(/^has 1500 words: .*split it into two articles/)]);
    expect(articleMeasures('a', `${words(800)}${sources}`, [], rules).problems).toEqual([]);
  });

  it('fails an article with no sources, and one that reads too hard', () => {
    expect(messages(articleMeasures('a', words(800), [], rules).problems)).toEqual([expect.stringMatching(/no source links under "## Sources"/)]);
    const hard = Array.from({ length: 20 }, () => 'Notwithstanding considerable administrative complexity, comprehensive individualised psychosocial rehabilitation necessitates multidisciplinary collaboration between organisations, practitioners and participants throughout implementation, evaluation and continuous improvement processes, particularly regarding eligibility determinations').join(' ');
    expect(messages(articleMeasures('a', `${hard}${sources}`, [], rules).problems).join(' ')).toMatch(/reads at grade \d+(\.\d)? \(at most 12\): write shorter sentences/);
  });

  it('fails a phrase the Mindframe guidelines ask us to avoid, with its line and what to write instead', () => {
    const body = `${words(800)}\n\nHe committed suicide last year.${sources}`;
    expect(articleMeasures('a', body, ['lifeline', 'beyond-blue'], rules).problems).toEqual([{ line: 3, message: 'says "committed suicide", which the Mindframe guidelines ask us not to say: write died by suicide, or took their own life' }]);
  });

  it('fails an article that mentions suicide with fewer than two 24/7 crisis lines', () => {
    const body = `${words(800)}\n\nThoughts of suicide can pass.${sources}`;
    expect(messages(articleMeasures('a', body, ['lifeline'], rules).problems)).toEqual([expect.stringMatching(/at least two 24\/7 crisis lines \(Mindframe\): add them to "helpLines"/)]);
    expect(articleMeasures('a', body, ['lifeline', 'suicide-call-back'], rules).problems).toEqual([]);
  });

  it('finds a paragraph two articles share, in the later one, with its line', () => {
    const shared = 'This paragraph has more than twelve words in it, so the check reads it as a paragraph.';
    const one = articleMeasures('one', `${words(800)}\n\n${shared}${sources}`, [], rules);
    const two = articleMeasures('two', `Intro.\n\n${shared}${sources}`, [], rules);
    expect(acrossArticles([one, two], rules).shared).toEqual([{ slug: 'two', finding: { line: 3, message: expect.stringMatching(/^repeats a paragraph of one/) } }]);
  });
});
