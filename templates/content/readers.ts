/**
 * Whom each article is written for, as the resources filter groups it (participants, carers, referrers):
 * read from the article's own `audience` line by the words content/resources-list.json gives each group, unless
 * that file names the article's groups itself. An article whose line matches no group stops the build, so
 * no article silently drops out of the filter.
 */
import { ContentError, ContentErrors } from '../../generator/errors.ts';
import type { Article } from './markdown-kinds.ts';
import type { ResourcesListContent } from './search-words.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readersOf(articles: readonly Article[], audiences: ResourcesListContent, audiencesFile: string): Record<string, string[]> {
  const errors: ContentError[] = [];
  const slugs = new Set(articles.map((article) => article.slug));
  for (const slug of Object.keys(audiences.articles)) {
    if (!slugs.has(slug)) errors.push(new ContentError(audiencesFile, `articles.${slug}`, `"${slug}" is not an article in resources/: check the spelling or remove it`));
  }
  const matchers = audiences.groups.map((group) => ({ slug: group.slug, pattern: new RegExp(`\\b(?:${group.words.map(escape).join('|')})\\b`, 'i') }));
  const readers: Record<string, string[]> = {};
  for (const article of [...articles].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const named = audiences.articles[article.slug];
    if (named) {
      readers[article.slug] = named;
      continue;
    }
    if (!article.audience) {
      readers[article.slug] = [];
      continue;
    }
    const groups = matchers.filter((matcher) => matcher.pattern.test(article.audience!)).map((matcher) => matcher.slug);
    if (groups.length === 0) {
      errors.push(
        new ContentError(
          article.file,
          'audience',
          `"${article.audience}" names none of the readers the resources filter knows (${audiences.groups.map((group) => group.label).join(', ')}): use one of their words (${audiencesFile}), or list the article under "articles" there`,
        ),
      );
    }
    readers[article.slug] = groups;
  }
  if (errors.length) throw new ContentErrors(errors);
  return readers;
}
