/**
 * The Eleventy 3 reference for the build benchmark, set up as build-speed.md describes: the same
 * synthetic articles as markdown (markdown-it, Eleventy's default), each wrapped in a full HTML page by a
 * Nunjucks layout (header with a five-link nav, main, footer) and written to <slug>/index.html.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { frontMatterMarkdown, type SyntheticArticle } from './synthetic.ts';

const LAYOUT = `<!DOCTYPE html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ title }}</title><meta name="description" content="{{ description }}"></head>
<body>
<header><a href="/">Home</a><nav><ul><li><a href="/">Home</a></li><li><a href="/services/">Services</a></li><li><a href="/about/">Our Story</a></li><li><a href="/resources/">Resources</a></li><li><a href="/contact/">Contact</a></li></ul></nav></header>
<main><h1>{{ title }}</h1><p>{{ category }} · {{ date }}</p>{{ content | safe }}</main>
<footer><p>Footer</p></footer>
</body>
</html>
`;

export async function writeEleventyProject(dir: string, articles: readonly SyntheticArticle[]): Promise<void> {
  await mkdir(join(dir, 'src', '_includes'), { recursive: true });
  await writeFile(join(dir, 'src', '_includes', 'layout.njk'), LAYOUT);
  await writeFile(join(dir, 'src', 'src.json'), JSON.stringify({ layout: 'layout.njk' }));
  await writeFile(join(dir, 'eleventy.config.cjs'), `module.exports = function () { return { dir: { input: 'src', output: '_site' }, markdownTemplateEngine: false }; };\n`);
  await Promise.all(articles.map((article) => writeFile(join(dir, 'src', `${article.slug}.md`), frontMatterMarkdown(article))));
}
