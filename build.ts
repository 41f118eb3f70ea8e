/**
 * Builds the site: content/ in, a complete static site in dist/ out.
 *
 *   npm run build -- [options]     (`npm run build -- --help` lists them; `--strict` is the release check)
 *
 * build.ts wires the engine to the site: each step is a folder of generator/, and the site (templates/site.ts)
 * gives the routes, the page renderer, what it needs of the content and the pictures it draws. Everything is
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
import { loadContent } from './generator/content/load-content.ts';
import { formatError } from './generator/errors.ts';
import { copyStatic, openStaging } from './generator/files/output.ts';
import { UsageError, usageMessage } from './generator/launch/command-line.ts';
import { BUILD_COMMAND, parseOptions, type BuildOptions } from './generator/launch/options.ts';
import { mark } from './generator/launch/timings.ts';
import { markdownContext } from './generator/markdown/cache.ts';
import { capacityWarning, readCapacityAsAt, staleCapacity } from './templates/checks/capacity-date.ts';
import { findPlaceholders, placeholderWarning, refuseSampleValues } from './templates/checks/sample-values.ts';
import { overdueReviews, reviewWarning } from './generator/release-checks/review-dates.ts';
import { checkSecurityTxt } from './generator/release-checks/security-txt.ts';
import { helpLineWarning, readHelpLineDates, staleHelpLines } from './templates/checks/help-line-dates.ts';
import { openRenderPool } from './generator/render/render-pool.ts';
import { shareCards, writeShareImages } from './generator/share-images/share-images.ts';
import { writeSearchIndex } from './generator/site-files/search-index.ts';
import { writeSiteFiles } from './generator/site-files/site-files.ts';
import { todayInMelbourne } from './generator/text.ts';
import { SITE_NEEDS, createPageRenderer, drawnFiles, mapRoutes } from './templates/site.ts';

export interface BuildSummary {
  /** Paths of the pages rendered this time (empty when nothing changed). */
  rendered: string[];
  pages: number;
}

/** The build, step by step. The command line below runs it once; `npm run dev` runs it on every change. */
export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const security = await checkSecurityTxt(options.staticDir);
  if (options.strict) await refuseSampleValues(options.contentDir, security.placeholders);
  const cache = openBuildCache(options);
  // With no previous build of this code every page renders: the workers start now and load the markdown
  // pipeline while the main thread reads the content.
  const pool = openRenderPool({ contentDir: options.contentDir, ...cache.forWorkers }, { threads: options.threads, early: cache.renderingAll });
  try {
    const unchanged = await cache.unchanged();
    if (unchanged) {
      await warn([...security.warnings, unchanged.placeholderWarning], unchanged.reviewDates, options.contentDir);
      report(options.quiet, `Nothing changed: ${options.outDir} is up to date (${unchanged.pages} pages), checked in ${seconds(started)} s.`);
      return { rendered: [], pages: unchanged.pages };
    }
    const widgets = bundleWidgets(options.widgetRuntime);
    mark('check inputs');
    const staging = await openStaging(options.outDir);
    let sharing: Promise<unknown> = Promise.resolve();
    try {
      const staticFiles = await copyStatic(options.staticDir, staging);
      // Images next: the render workers need their index to start on the markdown while the content loads.
      const images = await processImages(options.contentDir, staging, cache.folder('images'));
      mark(`images (${images.encoded} encoded)`);
      const imagesKey = imageIndexKey(images.index);
      pool.start({ imagesKey, images: images.index });
      const content = await loadContent(options.contentDir, { cacheDir: cache.forWorkers.cacheDir, needs: SITE_NEEDS, images: images.index });
      mark('load and validate content');

      const routes = mapRoutes(content);
      const plan = await cache.plan(content, imagesKey, routes);
      mark(`map routes: ${plan.toRender.length} to render, ${plan.reused.length} unchanged`);
      // Share images are drawn while the pages render, on a thread of their own (see share-images.ts).
      const shares = options.shareImages ? writeShareImages(shareCards(content, routes), staging.dir, cache.folder('share')) : Promise.resolve({ written: 0, drawn: 0 });
      sharing = shares.catch(() => undefined);

      const [bundle, cacheEntries] = await Promise.all([widgets.writeInto(staging.dir), cache.markdown()]);
      mark('bundle widgets, read cache');
      const cacheContext = markdownContext(content.site.baseUrl, imagesKey);
      const [rendered] = await Promise.all([
        pool.render({
          routes: plan.toRender,
          pageRenderer: (assets, markdown) => createPageRenderer(content, assets, markdown),
          siteOrigin: content.site.baseUrl,
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

      const [stylesheets, siteFiles, search, shared] = await Promise.all([
        writeStylesheets(pages, staging),
        writeSiteFiles({ content, rendered: pages, staging, loaderCode: bundle.loaderCode, cacheDir: cache.folder('icons'), drawn: drawnFiles(content.site) }),
        writeSearchIndex(content, routes, staging),
        shares,
      ]);
      mark(`stylesheets, site files, search index (${search.documents} pages, ${(search.bytes / 1024).toFixed(1)} KB), share images`);
      await staging.commit();
      mark('swap into place');

      const warning = placeholderWarning([...findPlaceholders(content.site), ...security.placeholders]);
      await cache.keep({ content, markdownContext: cacheContext, markdownBefore: cacheEntries, markdownAdded: rendered.addedCache, pages, placeholderWarning: warning });
      mark('keep the caches');

      await warn([...security.warnings, warning], content.articles, options.contentDir);
      // The search index is one file (search/index.json).
      const files = pages.length + bundle.files.length + staticFiles + stylesheets + siteFiles + 1 + shared.written;
      const threads = rendered.threads === 1 ? '1 thread' : `${rendered.threads} threads (markdown files per thread: ${rendered.perThread.join(' + ')})`;
      report(options.quiet, `Built ${pages.length} pages and ${files - pages.length} other files into ${options.outDir} in ${seconds(started)} s.`);
      report(options.quiet, `  ${rendered.pages.length} rendered on ${threads}, ${plan.reused.length} unchanged; markdown cache ${rendered.cacheHits} hits, ${rendered.cacheMisses} misses; images encoded ${images.encoded}; share images drawn ${shared.drawn}.`);
      return { rendered: rendered.pages.map((page) => page.path), pages: pages.length };
    } catch (error) {
      await sharing;
      await staging.discard();
      throw error;
    }
  } finally {
    await pool.close();
  }
}

/**
 * What every build says until it is fixed: security.txt's dates, sample values still in use, articles past
 * their review date, and places for referrers not checked for 30 days (--strict refuses these).
 */
async function warn(warnings: readonly (string | undefined)[], reviewDates: readonly { file: string; reviewBy?: string }[], contentDir: string): Promise<void> {
  for (const warning of warnings) if (warning) console.warn(warning);
  const today = todayInMelbourne();
  const overdue = reviewWarning(overdueReviews(reviewDates, today), today);
  if (overdue) console.warn(overdue);
  const capacity = await readCapacityAsAt(contentDir);
  const stale = capacityWarning(capacity && staleCapacity(capacity.file, capacity.asAt, today), today);
  if (stale) console.warn(stale);
  const unchecked = helpLineWarning(staleHelpLines(await readHelpLineDates(contentDir), today), today);
  if (unchecked) console.warn(unchecked);
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
