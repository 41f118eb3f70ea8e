/**
 * The editor's rules, run by every build (and so by `npm run dev`) on the content as written, once it has
 * been read and checked: each broken rule names the file, the line (or the front matter field) and what to
 * write instead. The lists the rules use are data in content/editorial.json. templates/site.ts hands this to
 * the content config, so `npm run build` refuses what the editor's guide forbids:
 *
 * - claims about us typed outside site.json (typed-claims.ts), and other facts typed away from their home:
 *   our name, number, e-mail and ABN, support item numbers, the Pricing Arrangements, complaint lines
 *   (typed-facts.ts);
 * - each article's editorial rules (article-editorial.ts) and measures (article-rules.ts), and what the
 *   articles break together (a shared paragraph, the average reading grade);
 * - the service pages that must disclose a conflict of interest;
 * - the provider's own pages: Level 3 only with its condition, no "registration pending", a copyright year
 *   that keeps up with the content (provider-pages.ts);
 * - short notices: one thing, briefly.
 */
import { createHash } from 'node:crypto';
import { recentValues } from '../../generator/cache/recent.ts';
import type { ContentContext } from '../../generator/content/load-content.ts';
import { ContentError } from '../../generator/errors.ts';
import type { Article, SiteContent } from '../content/types.ts';
import { audienceProblems, citationProblems, disclosureProblems, factHomeProblems, formulaProblems, hotlineProblems, isSensitive, outOfScopeProblems, ownServiceLinkProblems, reportedFactProblems, reviewDateProblems, salesPrompts, sourceProblems } from './article-editorial.ts';
import { acrossArticles, articleMeasures } from './article-rules.ts';
import { copyrightProblems, level3Problems, pendingWordingProblems, PROVIDER_COLLECTIONS, registrationWordingProblems } from './provider-pages.ts';
import { bodyOf, fieldLine, findPhrase, inFile, type Finding } from './prose.ts';
import { checkTypedClaims } from './typed-claims.ts';
import { countWords } from '../content/words.ts';
import { typedFacts } from './typed-facts.ts';

/** Findings as the build reports them: `file: line N: what to write instead`. */
function errorsOf(file: string, findings: readonly Finding[], text?: string): ContentError[] {
  return findings.map((finding) => {
    const line = finding.line ?? (finding.field && text !== undefined ? fieldLine(text, finding.field) : undefined);
    return new ContentError(file, line !== undefined ? `line ${line}` : (finding.field ?? '(file)'), finding.message);
  });
}

/** Every editorial problem of one article. */
function articleProblems(article: Article, text: string, content: SiteContent): ContentError[] {
  const rules = content.editorial;
  const { body, firstLine } = bodyOf(text);
  const numberOf = (id: string) => content.site.helpLines[id]?.number;
  const inBody: Finding[] = [
    ...(isSensitive(article.slug, article.title, rules) ? salesPrompts(body, rules) : []),
    ...hotlineProblems(body, article.helpLines.map((line) => line.number), rules, numberOf),
    ...sourceProblems(body, rules),
    ...factHomeProblems(article.slug, body, rules.factHomes),
    ...citationProblems(body, rules),
    ...ownServiceLinkProblems(body),
    ...reportedFactProblems(body, rules),
    ...(article.outsideOurWork ? outOfScopeProblems(body) : []),
  ];
  const formula = formulaProblems(article.title, body).map((finding) => (finding.line === undefined ? { ...finding, field: 'title' } : finding));
  const front: Finding[] = [
    ...reviewDateProblems(article, body).map((finding) => ({ ...finding, field: finding.message.includes('"updated"') ? 'updated' : 'reviewBy' })),
    ...audienceProblems(article.audience).map((finding) => ({ ...finding, field: 'audience' })),
    ...(isSensitive(article.slug, article.title, rules) && !article.crisisContent
      ? [{ field: 'title', message: 'is on suicide, self-harm, crisis or trauma (its title or file name says so), so the page must not invite people to use our services: add "crisisContent: true" to the front matter' }]
      : []),
  ];
  return [...errorsOf(article.file, [...front, ...inFile([...inBody, ...formula], firstLine)], text)];
}

/**
 * Each article's own findings and measures, kept from one build to the next (generator/cache/recent.ts). What
 * it saves, measured (docs/performance.md, round of issue 40, third part): about 35 ms of each dev rebuild.
 */
const articleChecks = recentValues<{ found: ContentError[]; report: ReturnType<typeof articleMeasures>; firstLine: number }>();

export function editorialProblems(content: SiteContent, context: ContentContext): ContentError[] {
  const { sources } = context;
  const rules = content.editorial;
  const site = content.site;
  const rulesFile = context.at('editorial.json');
  const siteFile = context.at('site.json');
  const textOf = (file: string) => sources.get(file)?.text ?? '';
  const errors: ContentError[] = [...checkTypedClaims(sources)];
  const sorted = [...sources.values()].sort((a, b) => a.file.localeCompare(b.file));

  for (const { file, findings } of typedFacts(sorted, site, rules.helpLineNames.flatMap((entry) => (entry.number ? [entry.number] : [])))) errors.push(...errorsOf(file, findings));

  // The rules' own lists name help lines, articles and services that must exist.
  rules.helpLineNames.forEach((entry, index) => {
    if (entry.line && !site.helpLines[entry.line]) errors.push(new ContentError(rulesFile, `helpLineNames[${index}].line`, `"${entry.line}" is not a help line in site.json: use one of ${Object.keys(site.helpLines).join(', ')}`));
  });
  rules.crisisLines.forEach((id, index) => {
    if (!site.helpLines[id]) errors.push(new ContentError(rulesFile, `crisisLines[${index}]`, `"${id}" is not a help line in site.json: use one of ${Object.keys(site.helpLines).join(', ')}`));
  });
  const articles = new Map(content.articles.map((article) => [article.slug, article]));
  rules.factHomes.forEach((home, index) => {
    const article = articles.get(home.home);
    if (!article) errors.push(new ContentError(rulesFile, `factHomes[${index}].home`, `"${home.home}" is not an article in resources/: name the article that explains ${home.fact}`));
    else if (!findPhrase(article.body, home.detail)) errors.push(new ContentError(article.file, '(body)', `is the home of ${home.fact} (editorial.json factHomes[${index}]) but never states it: explain it here in full, with ${home.detail.map((phrase) => `"${phrase}"`).join(' or ')}`));
  });
  rules.disclosures.forEach((disclosure, index) => {
    const service = content.services.find((candidate) => candidate.slug === disclosure.service);
    if (!service) errors.push(new ContentError(rulesFile, `disclosures[${index}].service`, `"${disclosure.service}" is not a service in services/`));
    else errors.push(...errorsOf(service.file, disclosureProblems(textOf(service.file), disclosure.independent)));
  });

  // Each article, then what the articles break together. An article's findings depend on its file's text, the
  // rules and the site's settings alone, so a dev rebuild takes an unchanged article's from the build before.
  articleChecks.nextBuild();
  const against = createHash('sha1').update(JSON.stringify([rules, site])).digest('base64');
  const measures = content.articles.map((article) => {
    const text = textOf(article.file);
    const checked = articleChecks.get(`${against}\0${article.file}\0${text}`, () => {
      const { body, firstLine } = bodyOf(text);
      const report = articleMeasures(article.slug, body, article.helpLines.map((line) => line.id), rules);
      const found = [
        ...articleProblems(article, text, content),
        ...errorsOf(article.file, inFile(report.problems, firstLine).map((finding) => (finding.line === undefined ? { ...finding, field: finding.message.includes('helpLines') ? 'helpLines' : '(body)' } : finding)), text),
      ];
      return { found, report, firstLine };
    });
    errors.push(...checked.found);
    return { report: checked.report, firstLine: checked.firstLine, file: article.file };
  });
  const together = acrossArticles(
    measures.map(({ report }) => report),
    rules,
  );
  for (const { slug, finding } of together.shared) {
    const { file, firstLine } = measures.find(({ report }) => report.slug === slug)!;
    errors.push(...errorsOf(file, inFile([finding], firstLine)));
  }
  if (together.meanProblem) errors.push(new ContentError(context.at('resources'), '(all articles)', together.meanProblem));

  // Short notices say one thing, briefly: more is an article.
  for (const notice of content.notices) {
    const words = countWords(notice.body);
    if (words > rules.notices.maxWords) errors.push(new ContentError(notice.file, '(body)', `has ${words} words: a notice says one thing in at most ${rules.notices.maxWords}. Cut it to what a visitor needs to know now, or write an article instead (content/resources/)`));
  }

  // The provider's own pages and data, and every file's wording of our registration.
  for (const source of sorted) {
    if (PROVIDER_COLLECTIONS.includes(source.collection)) errors.push(...errorsOf(source.file, level3Problems(source.text, source.format === 'json')));
    errors.push(...errorsOf(source.file, pendingWordingProblems(source.text)));
  }
  for (const problem of registrationWordingProblems(site)) errors.push(new ContentError(siteFile, 'registration', problem));
  const dates = [...content.articles.flatMap((article) => [article.date, ...(article.updated ? [article.updated] : [])]), ...[...content.pages.values()].flatMap((page) => (page.updated ? [page.updated] : []))];
  for (const problem of copyrightProblems(site.copyrightYear, dates)) errors.push(new ContentError(siteFile, 'copyrightYear', problem));
  if (site.copyrightFirstYear !== undefined && site.copyrightFirstYear > site.copyrightYear) errors.push(new ContentError(siteFile, 'copyrightFirstYear', `${site.copyrightFirstYear} is after the copyright year ${site.copyrightYear}: it is the year the site was first published, so set it to that year or earlier`));
  return errors;
}
