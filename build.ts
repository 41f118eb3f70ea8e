/**
 * Builds the site: content/ in, a complete static site in dist/ out.
 *
 *   npm run build -- [options]     (`npm run build -- --help` lists them; `--strict` is the release check)
 *
 * build.ts wires the engine to the site: each step is a folder of generator/, and the site (templates/site.ts)
 * fills in what the engine asks of it (generator/site.ts): its content kinds, routes, renderer, share cards,
 * search documents, site files, its content editor's settings and release checks. Everything is
 * written into a staging folder beside the output, and only a build that succeeded is swapped into place: a
 * failed build leaves the previous dist/ untouched. Unchanged pages are reused from the previous output, and
 * when nothing changed there is nothing to do.
 */
import './generator/launch/production.ts';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { bundleWidgets } from './generator/assets/bundle-widgets.ts';
import { imageIndexKey, processImages } from './generator/assets/images.ts';
import { writeStylesheets } from './generator/assets/styles.ts';
import { openBuildCache } from './generator/cache/build-cache.ts';
import { markdownFiles } from './generator/content/collection.ts';
import { loadContent, readSettings } from './generator/content/load-content.ts';
import { writeEditor } from './generator/editor/write-editor.ts';
import { BuildError, formatError } from './generator/errors.ts';
import { allWritten, copyStatic, openStaging } from './generator/files/output.ts';
import { UsageError, usageMessage } from './generator/launch/command-line.ts';
import { BUILD_COMMAND, parseOptions, type BuildOptions } from './generator/launch/options.ts';
import { mark } from './generator/launch/timings.ts';
import { markdownContext } from './generator/markdown/cache.ts';
import type { Placeholder } from './generator/release-checks/sample-values.ts';
import { checkSecurityTxt } from './generator/release-checks/security-txt.ts';
import { openRenderPool } from './generator/render/render-pool.ts';
import { shareCards, writeShareImages } from './generator/share-images/share-images.ts';
import { writeSearchIndex } from './generator/site-files/search-index.ts';
import { writeSiteFiles } from './generator/site-files/site-files.ts';
import { todayInMelbourne } from './generator/text.ts';
import { SITE } from './templates/site.ts';

export interface BuildSummary {
  /** Paths of the pages rendered this time (empty when nothing changed). */
  rendered: string[];
  pages: number;
}

/** The build, step by step. The command line below runs it once; `npm run dev` runs it on every change. */
export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const security = await checkSecurityTxt(options.staticDir);
  const cache = openBuildCache(options);
  const collections = [SITE.content.settings, ...Object.values(SITE.content.collections)];
  // With no previous build of this code every page renders: the workers start now and load the markdown
  // pipeline while the main thread reads the content.
  const pool = openRenderPool(cache.forWorkers, { threads: options.threads, early: cache.renderingAll, markdownFiles: () => markdownFiles(options.contentDir, collections) });
  try {
    const unchanged = await cache.unchanged();
    if (unchanged) {
      const state = unchanged.releaseState as ReleaseState;
      if (options.strict) refuse(state, security);
      warn(state, security);
      report(options.quiet, `Nothing changed: ${options.outDir} is up to date (${unchanged.pages} pages), checked in ${seconds(started)} s.`);
      return { rendered: [], pages: unchanged.pages };
    }
    const widgets = bundleWidgets(options.widgetRuntime);
    mark('check inputs');
    const staging = await openStaging(options.outDir);
    let sharing: Promise<unknown> = Promise.resolve();
    try {
      // Images next: the render workers need their index (and the site's tokens) to start on the markdown
      // while the content loads.
      const images = await processImages(options.contentDir, staging, cache.folder('images'));
      mark(`images (${images.encoded} encoded)`);
      const imagesKey = imageIndexKey(images.index);
      const settings = await readSettings(options.contentDir, SITE.content.settings);
      const siteOrigin = SITE.content.origin(settings);
      pool.start({ imagesKey, images: images.index, tokens: SITE.content.tokens(settings), siteOrigin });
      const { content, markdownBodies } = await loadContent(options.contentDir, SITE.content, { images: images.index, settings });
      const releaseState = SITE.release.state(content);
      // --strict refuses sample values before anything is written.
      if (options.strict) refuse(releaseState, security);
      mark('load and validate content');
      // static/ is copied once the site config says which archives it may publish.
      const staticFiles = await copyStatic(options.staticDir, staging, content.site.staticArchives);

      const routes = SITE.routes(content);
      const plan = await cache.plan(SITE.pageKeys(content, routes), imagesKey, routes);
      mark(`map routes: ${plan.toRender.length} to render, ${plan.reused.length} unchanged`);
      // Share images are drawn while the pages render, on a thread of their own (see share-images.ts).
      const cards = shareCards(routes, (meta) => SITE.shareCard(content, meta));
      const shares = options.shareImages ? writeShareImages(cards, staging.dir, cache.folder('share')) : Promise.resolve({ written: 0, drawn: 0 });
      sharing = shares.catch(() => undefined);
      // The search index is built on a render worker once its markdown is done, while this thread renders
      // the pages; with one thread, here after them (render/after-markdown.ts).
      const searchInput = SITE.search(content, routes);
      const searchBuilt = pool.searchIndex(searchInput);
      // Its content errors are reported where the index is written, unless the build has failed before.
      searchBuilt.catch(() => undefined);

      const [bundle, cacheEntries] = await allWritten([widgets.writeInto(staging.dir), cache.markdown()]);
      mark('bundle widgets, read cache');
      const cacheContext = markdownContext(siteOrigin, imagesKey);
      const [rendered] = await allWritten([
        pool.render({
          routes: plan.toRender,
          pageRenderer: SITE.renderer(content),
          siteOrigin,
          widgetScripts: bundle.widgetScripts,
          loaderCode: bundle.loaderCode,
          outDir: staging.dir,
          cacheEntries,
          images: images.index,
          cacheContext,
        }),
        plan.reuse(staging.dir),
      ]);
      const order = new Map(routes.map((route, index) => [route.meta.path, index]));
      const pages = [...rendered.pages, ...plan.reusedSummaries()].sort((a, b) => order.get(a.path)! - order.get(b.path)!);
      mark(`render ${rendered.pages.length} pages, reuse ${plan.reused.length}`);

      const [stylesheets, siteFiles, search, shared] = await allWritten([
        writeStylesheets(pages, staging),
        writeSiteFiles({ site: SITE.files(content), rendered: pages, staging, loaderCode: bundle.loaderCode, cacheDir: cache.folder('icons') }),
        writeSearchIndex(searchInput, staging, searchBuilt),
        shares,
      ]);
      mark(`stylesheets, site files, search index (${search.documents} pages, ${(search.bytes / 1024).toFixed(1)} KB), share images`);
      // The editor at /admin/, its configuration generated from the content config, and its preview styled as a built page.
      const editor = await writeEditor({ editor: SITE.editor(content), content: { config: SITE.content, dir: options.contentDir, settings }, staging });
      mark(`editor at /admin/ (${editor.ready ? `${(editor.bytes / 1024 / 1024).toFixed(1)} MB` : 'not set up: the page says what to set'})`);
      await staging.commit();
      mark('swap into place');

      await cache.keep({ markdownBodies, markdownContext: cacheContext, markdownBefore: cacheEntries, markdownAdded: rendered.addedCache, pages, releaseState });
      mark('keep the caches');

      warn(releaseState, security);
      // The search index is one file (search/index.json).
      const files = pages.length + bundle.files.length + staticFiles + stylesheets + siteFiles + 1 + shared.written + editor.files;
      const threads = rendered.threads === 1 ? '1 thread' : `${rendered.threads} threads (markdown files per thread: ${rendered.perThread.join(' + ')})`;
      report(options.quiet, `Built ${pages.length} pages and ${files - pages.length} other files into ${options.outDir} in ${seconds(started)} s.`);
      report(options.quiet, `  ${rendered.pages.length} rendered on ${threads}, ${plan.reused.length} unchanged; markdown cache ${rendered.cacheHits} hits, ${rendered.cacheMisses} misses; images encoded ${images.encoded}; share images drawn ${shared.drawn}.`);
      return { rendered: rendered.pages.map((page) => page.path), pages: pages.length };
    } catch (error) {
      await sharing;
      // The build's own error is the one to report: a staging folder that will not go is cleared next time.
      await staging.discard().catch(() => undefined);
      throw error;
    }
  } finally {
    await pool.close();
  }
}

type ReleaseState = ReturnType<typeof SITE.release.state>;

type SecurityFindings = { placeholders: Placeholder[]; warnings: string[] };

/** The release check (`--strict`): refuses to publish while any sample value, unconfirmed claim or stale fact remains. */
function refuse(state: ReleaseState, security: SecurityFindings): void {
  const refusal = SITE.release.refusal(state, todayInMelbourne(), security.placeholders);
  if (refusal) throw new BuildError(refusal);
}

/** What every build says until it is fixed: security.txt's dates, sample values, passed review dates, stale places and help lines. */
function warn(state: ReleaseState, security: SecurityFindings): void {
  for (const warning of [...security.warnings, ...SITE.release.warnings(state, todayInMelbourne(), security.placeholders)]) console.warn(warning);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(2);
}

function report(quiet: boolean, line: string): void {
  if (!quiet) console.log(line);
}

/** The command line: build once, and on failure say what went wrong and exit non-zero. */
export async function runCli(argv: readonly string[]): Promise<void> {
  try {
    const options = parseOptions(argv);
    if (options === 'help') console.log(BUILD_COMMAND.usage);
    else await build(options);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(usageMessage(error, BUILD_COMMAND));
      process.exitCode = 2;
      return;
    }
    console.error(`Build failed. Nothing was written to the output folder.\n${formatError(error)}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runCli(process.argv.slice(2));
