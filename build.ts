/**
 * Builds the site: content/ in, a complete static site in dist/ out.
 *
 *   npm run build -- [--content DIR] [--out DIR]
 *
 * Each step is a function in build/. Nothing reaches dist/ until every step has succeeded.
 */
import { performance } from 'node:perf_hooks';
import { loadContent } from './build/content/load-content.ts';
import { findPlaceholders, placeholderWarning } from './build/content/placeholders.ts';
import { formatError } from './build/errors.ts';
import { parseOptions } from './build/options.ts';
import { buildSite } from './build/pipeline.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  const content = await loadContent(options.contentDir);
  const result = await buildSite(content, options);
  const warning = placeholderWarning(findPlaceholders(content.site));
  if (warning) console.warn(warning);
  if (!options.quiet) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Built ${result.pages} pages and ${result.files - result.pages} other files into ${options.outDir} in ${seconds} s.`);
  }
}

main().catch((error: unknown) => {
  console.error(`Build failed. Nothing was written to the output folder.\n${formatError(error)}`);
  process.exitCode = 1;
});
