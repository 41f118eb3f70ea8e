/**
 * The design card's floor, for the build benchmark: only the parts the card fixes, with nothing of ours.
 * It builds the same articles as the Eleventy reference (its src/ folder): reads each file, splits the front
 * matter with gray-matter, turns the markdown into HTML with unified (remark-parse, remark-rehype,
 * rehype-stringify, no plugins), renders the same page shell as Eleventy's layout with React's
 * renderToStaticMarkup, and writes <slug>/index.html. The files are dealt out evenly to one thread per core,
 * each loading its own copy of the pipeline, as any build on worker threads must.
 *
 * No build made from these parts can be faster than this: the gap between it and the real build is what our
 * own work (validation, the content checks, plugins, templates, listings, caches) costs.
 *
 *   node bench/floor-reference.mjs SRC_DIR OUT_DIR
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import matter from 'gray-matter';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const { src, out, threads, index } = isMainThread
  ? { src: process.argv[2], out: process.argv[3], threads: availableParallelism(), index: 0 }
  : workerData;
if (!src || !out) {
  console.error('Usage: node bench/floor-reference.mjs SRC_DIR OUT_DIR');
  process.exit(2);
}
if (isMainThread) mkdirSync(out, { recursive: true });
const workers = isMainThread ? Array.from({ length: threads - 1 }, (_, i) => new Worker(new URL(import.meta.url), { workerData: { src, out, threads, index: i + 1 } })) : [];

const NAV = [['/', 'Home'], ['/services/', 'Services'], ['/about/', 'Our Story'], ['/resources/', 'Resources'], ['/contact/', 'Contact']];
const page = ({ title, description, category, date, html }) =>
  h('html', { lang: 'en-AU' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }), h('title', null, title), h('meta', { name: 'description', content: description })),
    h('body', null,
      h('header', null, h('a', { href: '/' }, 'Home'), h('nav', null, h('ul', null, NAV.map(([href, label]) => h('li', { key: href }, h('a', { href }, label)))))),
      h('main', null, h('h1', null, title), h('p', null, `${category} · ${date}`), h('div', { dangerouslySetInnerHTML: { __html: html } })),
      h('footer', null, h('p', null, 'Footer'))));

const markdown = unified().use(remarkParse).use(remarkRehype).use(rehypeStringify).freeze();
const files = readdirSync(src).filter((name) => name.endsWith('.md')).sort();
for (let file = index; file < files.length; file += threads) {
  const { data, content } = matter(readFileSync(join(src, files[file]), 'utf8'));
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(page({ ...data, date, html: String(markdown.processSync(content)) }))}`;
  const folder = join(out, files[file].slice(0, -3));
  mkdirSync(folder);
  writeFileSync(join(folder, 'index.html'), html);
}
await Promise.all(workers.map((worker) => new Promise((resolve) => worker.on('exit', resolve))));
