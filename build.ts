/**
 * Builds the site: content/ in, a complete static site in dist/ out.
 *
 *   npm run build -- [options]     (`npm run build -- --help` lists them; `--strict` is the release check)
 *
 * Each step is a function in generator/. Everything is written into a staging folder beside the output, and
 * only a build that succeeded is swapped into place: a failed build leaves the previous dist/ untouched.
 * Unchanged pages are reused from the previous output, and when nothing changed there is nothing to do.
 * `--strict` (the release check) first refuses to build while any sample value or unconfirmed claim remains.
 */
import './generator/production.ts';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { bundleWidgets, prepareWidgets } from './generator/bundle-widgets.ts';
import { loadContent } from './generator/content/load-content.ts';
import { findPlaceholders, placeholderWarning, refuseSampleValues } from './generator/content/placeholders.ts';
import { overdueReviews, reviewWarning, todayInMelbourne } from './generator/content/review-dates.ts';
import { helpLineWarning, readHelpLineDates, staleHelpLines } from './generator/content/help-line-dates.ts';
import { formatError } from './generator/errors.ts';
import { imageIndexKey, processImages } from './generator/images.ts';
import { openBuildCache } from './generator/build-cache.ts';
import { markdownContext } from './generator/markdown/cache.ts';
import { UsageError, usageMessage } from './generator/command-line.ts';
import { BUILD_COMMAND, parseOptions, type BuildOptions } from './generator/options.ts';
import { copyStatic, openStaging } from './generator/output.ts';
import { checkSecurityTxt } from './generator/security-txt.ts';
import { startRenderPool, type RenderPool, type WorkerSetup } from './generator/render-pool.ts';
import { mapRoutes } from './generator/routes.ts';
import { shareCards, writeShareImages } from './generator/share-images.ts';
import { writeSiteFiles } from './generator/site-files.ts';
import { writeStylesheets } from './generator/styles.ts';
import { mark } from './generator/timings.ts';

export interface BuildSummary {
  /** Paths of the pages rendered this time (empty when nothing changed). */
  rendered: string[];
  pages: number;
}

/** The build, step by step. The command line below runs it once; `npm run dev` runs it on every change. */
export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  if (options.strict) await refuseSampleValues(options.contentDir, options.staticDir);
  const cache = openBuildCache(options);
  const workerSetup: WorkerSetup = { contentDir: options.contentDir, ...cache.forWorkers };
  // With no previous build of this code, every page will be rendered: start the render workers (they load
  // the content while the main thread does) and the widget bundling now.
  let pool: RenderPool | undefined = cache.renderingAll ? startRenderPool(workerSetup) : undefined;
  if (cache.renderingAll) void prepareWidgets(options.widgetRuntime);
  try {
    const security = await checkSecurityTxt(options.staticDir);
    for (const warning of security.warnings) console.warn(warning);
    const unchanged = await cache.unchanged();
    if (unchanged) {
      report(options.quiet, `Nothing changed: ${options.outDir} is up to date (${unchanged.pages} pages), checked in ${seconds(started)} s.`);
      if (unchanged.placeholderWarning) console.warn(unchanged.placeholderWarning);
      const overdue = reviewWarning(overdueReviews(unchanged.reviewDates, todayInMelbourne()), todayInMelbourne());
      if (overdue) console.warn(overdue);
      const stale = helpLineWarning(staleHelpLines(await readHelpLineDates(options.contentDir), todayInMelbourne()), todayInMelbourne());
      if (stale) console.warn(stale);
      return { rendered: [], pages: unchanged.pages };
    }
    mark('check inputs');
    const staging = await openStaging(options.outDir);
    let sharing: Promise<unknown> = Promise.resolve();
    try {
      // Images first: the render workers need their index to start on the markdown while the content loads.
      const images = await processImages(options.contentDir, staging, cache.folder('images'));
      mark(`images (${images.encoded} encoded)`);
      const imagesKey = imageIndexKey(images.index);
      pool?.start({ imagesKey, images: images.index });
      const content = await loadContent(options.contentDir, { cacheDir: workerSetup.cacheDir });
      mark('load and validate content');

      const routes = mapRoutes(content);
      const plan = await cache.plan(content, imagesKey, routes);
      mark(`map routes: ${plan.toRender.length} to render, ${plan.reused.length} unchanged`);
      pool ??= startRenderPool(workerSetup, plan.toRender.length);
      pool.start({ imagesKey, images: images.index });
      // Share images are drawn while the pages render, on a thread of their own (see share-images.ts).
      const shares = options.shareImages ? writeShareImages(shareCards(content, routes), staging.dir, cache.folder('share')) : Promise.resolve({ written: 0, drawn: 0 });
      sharing = shares.catch(() => undefined);

      const [widgets, cacheEntries, staticFiles] = await Promise.all([bundleWidgets(staging.dir, options.widgetRuntime), cache.markdown(), copyStatic(options.staticDir, staging)]);
      mark('bundle widgets, read cache, copy static');
      const cacheContext = markdownContext(content.site.baseUrl, imagesKey);
      const [rendered] = await Promise.all([
        pool.render({
          content,
          routes: plan.toRender,
          widgetScripts: widgets.widgetScripts,
          loaderCode: widgets.loaderCode,
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

      const [stylesheets, siteFiles, shared] = await Promise.all([
        writeStylesheets(pages, staging),
        writeSiteFiles({ content, rendered: pages, staging, loaderCode: widgets.loaderCode, cacheDir: cache.folder('icons') }),
        shares,
      ]);
      mark('stylesheets, site files, share images');
      await staging.commit();
      mark('swap into place');

      const warning = placeholderWarning([...findPlaceholders(content.site), ...security.placeholders]);
      await cache.keep({ content, markdownContext: cacheContext, markdownBefore: cacheEntries, markdownAdded: rendered.addedCache, pages, placeholderWarning: warning });
      mark('keep the caches');

      if (warning) console.warn(warning);
      const overdue = reviewWarning(overdueReviews(content.articles, todayInMelbourne()), todayInMelbourne());
      if (overdue) console.warn(overdue);
      const stale = helpLineWarning(staleHelpLines(Object.values(content.site.helpLines), todayInMelbourne()), todayInMelbourne());
      if (stale) console.warn(stale);
      const files = pages.length + widgets.files.length + staticFiles + stylesheets + siteFiles + shared.written;
      report(options.quiet, `Built ${pages.length} pages and ${files - pages.length} other files into ${options.outDir} in ${seconds(started)} s.`);
      report(
        options.quiet,
        `  ${rendered.pages.length} rendered on ${rendered.threads === 1 ? '1 thread' : `${rendered.threads} threads (markdown files per thread: ${rendered.perThread.join(' + ')})`}, ${plan.reused.length} unchanged; markdown cache ${rendered.cacheHits} hits, ${rendered.cacheMisses} misses; images encoded ${images.encoded}; share images drawn ${shared.drawn}.`,
      );
      return { rendered: rendered.pages.map((page) => page.path), pages: pages.length };
    } catch (error) {
      await sharing;
      await staging.discard();
      throw error;
    }
  } finally {
    await pool?.close();
  }
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
