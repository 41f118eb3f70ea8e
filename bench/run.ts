/**
 * npm run bench: prints figures, never fails on them (these machines are shared and noisy: compare the
 * ratios measured in one run).
 *   1. Build speed: the site plus N synthetic articles (default 4,000) against Eleventy 3 on the same
 *      articles, runs alternating with Eleventy's: cold like for like (no share images, no cache), cold in
 *      full (share images drawn), cold on one thread, warm, and one article edited; wall and CPU time,
 *      pages a second, peak memory, determinism. Beside them the floor (bench/floor-reference.mjs): the
 *      design card's fixed parts alone on the same articles. Then the real site cold, with and without
 *      share images. Every cold build writes into a new folder, and nothing is deleted until the end.
 *   2. Page weight: HTML, CSS and JS per page (gzip), for the Preact client build that ships and the
 *      React one, against the budgets.
 *   3. Lighthouse (mobile) on four pages: the four category scores.
 *   4. The dev loop: from saving an article to the browser being told to reload.
 * Options: --articles N, --runs R, --only speed|weight|dev|lighthouse, --skip-eleventy
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { filesBelow } from '../generator/files/list-files.mjs';
import { UsageError, readCommandLine, wholeNumberOption } from '../generator/launch/command-line.ts';
import { writeEleventyProject } from './eleventy-reference.ts';
import { runLighthouse } from './lighthouse.ts';
import { measure, median, type Measurement } from './measure.ts';
import { kb, pageWeight } from './page-weight.ts';
import { writeSyntheticArticles } from './synthetic.ts';

const SECTIONS = ['speed', 'weight', 'lighthouse', 'dev'];
const USAGE = `Usage: npm run bench -- [options]

Prints figures and never fails on them: build speed against Eleventy, page weight, Lighthouse scores and
the dev loop. Compare ratios from one run: shared machines are noisy.

Options:
  --articles N          synthetic articles added to the site for the speed runs (default: 4000)
  --runs R              builds per measurement; the median is reported (default: 3)
  --only SECTION        run one section: ${SECTIONS.join(', ')}
  --skip-eleventy       do not build the Eleventy reference
  -h, --help            show this help`;
const args = readCommandLine(
  process.argv.slice(2),
  { usage: USAGE, options: { articles: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' }, 'skip-eleventy': { type: 'boolean' } } },
  (values) => {
    const only = values.only as string | undefined;
    if (only !== undefined && !SECTIONS.includes(only)) throw new UsageError(`--only must be one of ${SECTIONS.join(', ')}, found "${only}".`);
    return { articles: wholeNumberOption(values, 'articles', 4000), runs: wholeNumberOption(values, 'runs', 3), only, 'skip-eleventy': values['skip-eleventy'] === true };
  },
);
const ROOT = resolve('.');
const NODE = process.execPath;
/**
 * The flags `npm run build` gives node (package.json's build script: V8's young generation, which can only be set
 * as node starts), so the bench measures the build as it is run.
 */
const BUILD_FLAGS = (() => {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build!;
  const flags = /^node((?: --\S+)*) generator\/launch\/launch\.mjs$/.exec(script);
  if (!flags) throw new Error(`package.json's build script is "${script}": the bench expects "node [--flags] generator/launch/launch.mjs".`);
  return flags[1]!.trim().split(' ').filter(Boolean);
})();
const work = mkdtempSync(join(tmpdir(), 'bench-'));
const { runs, articles } = args;
const wants = (section: string) => !args.only || args.only === section;

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(dir)) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The build as `npm run build` runs it (compiled by generator/launch/launch.mjs; the first call compiles it). */
const build = (contentDir: string, outDir: string, cacheDir: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}, quiet = true) =>
  measure(NODE, [...BUILD_FLAGS, 'generator/launch/launch.mjs', '--content', contentDir, '--out', outDir, ...(quiet ? ['--quiet'] : []), ...extra], { cwd: ROOT, env: { BUILD_CACHE_DIR: cacheDir, ...env } });

async function repeat(times: number, run: (index: number) => Promise<Measurement>): Promise<Measurement[]> {
  const results: Measurement[] = [];
  for (let index = 0; index < times; index += 1) {
    const result = await run(index);
    if (!result.ok) throw new Error(`A benchmark run failed:\n${result.output}`);
    results.push(result);
  }
  return results;
}

interface Row {
  label: string;
  pages: number;
  results: Measurement[];
  /** Each run's time over its paired Eleventy run's: the runs alternate, so a drift in the machine's speed hits both. */
  ratios?: number[];
}

function printRows(rows: readonly Row[]): void {
  console.log(`${'builder'.padEnd(52)} ${'pages'.padStart(6)} ${'median s'.padStart(8)} ${'cpu s'.padStart(7)} ${'pages/s'.padStart(8)} ${'peak MB'.padStart(8)} ${'vs 11ty'.padStart(8)} ${'memory'.padStart(7)}`);
  const reference = rows[0]?.label.startsWith('Eleventy') ? rows[0] : undefined;
  const referencePeak = reference ? Math.max(...reference.results.map((r) => r.peakMb)) : undefined;
  for (const { label, pages, results, ratios } of rows) {
    const seconds = median(results.map((r) => r.seconds));
    const cpu = median(results.map((r) => r.cpuSeconds));
    const peak = Math.max(...results.map((r) => r.peakMb));
    const ratio = ratios?.length ? `${median(ratios).toFixed(2)}x` : '';
    const memory = referencePeak && reference!.label !== label ? `${(peak / referencePeak).toFixed(2)}x` : '';
    console.log(
      `${label.padEnd(52)} ${String(pages).padStart(6)} ${seconds.toFixed(2).padStart(8)} ${cpu.toFixed(2).padStart(7)} ${(pages / seconds).toFixed(0).padStart(8)} ${peak.toFixed(0).padStart(8)} ${ratio.padStart(8)} ${memory.padStart(7)}`,
    );
  }
}

function ensureOk(result: Measurement): Measurement {
  if (!result.ok) throw new Error(`A benchmark run failed:\n${result.output}`);
  return result;
}

if (wants('speed')) {
  console.log(`\n## Build speed: the site plus ${articles} synthetic articles, median of ${runs} runs\n`);
  const content = join(work, 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  const synthetic = await writeSyntheticArticles(join(content, 'resources'), articles);
  const probe = await measure(NODE, [...BUILD_FLAGS, 'generator/launch/launch.mjs', '--content', content, '--out', join(work, 'probe'), '--no-share-images'], { cwd: ROOT, env: { BUILD_CACHE_DIR: join(work, 'probe-cache') } });
  const pages = Number(/Built (\d+) pages/.exec(probe.output)?.[1] ?? articles);

  const eleventyBin = join(ROOT, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
  const project = join(work, 'eleventy');
  const withEleventy = !args['skip-eleventy'] && existsSync(eleventyBin);
  if (withEleventy) await writeEleventyProject(project, synthetic);
  // Every cold build, Eleventy's and the floor's too, writes into a folder of its own, and no output is deleted
  // until the end. Deleting a build's 8,000 files and folders just before the next build made that build's
  // own files slow to create (see "Fair cold builds" in docs/performance.md), and more so the more builds had just run.
  const eleventy = async (index: number) => ensureOk(await measure(NODE, [eleventyBin, '--config=eleventy.config.cjs', '--quiet', `--output=${join(work, `eleventy-out-${index}`)}`], { cwd: project }));
  const floor = async (index: number) =>
    ensureOk(await measure(NODE, ['bench/floor-reference.mjs', join(project, 'src'), join(work, `floor-out-${index}`)], { cwd: ROOT, env: { NODE_ENV: 'production' } }));

  // Cold builds start from an empty cache and no previous output. Like for like: what Eleventy does (no
  // share images, no cache to reuse). Full: what a user's first build does, share images and all. The one-
  // thread build shows how the build scales with cores. Each kind runs once per round, beside Eleventy.
  const coldBuild = (name: string, index: number, extra: string[], env: NodeJS.ProcessEnv = {}, quiet = true) =>
    build(content, join(work, `out-${name}-${index}`), join(work, `${name}-cache-${index}`), extra, env, quiet);
  const kinds = [
    { label: 'this build, cold, like for like (no share images)', run: (index: number) => coldBuild('cold', index, ['--no-share-images']) },
    { label: 'this build, cold, full (with share images)', run: (index: number) => coldBuild('full', index, [], {}, false) },
    { label: 'this build, cold, like for like, one thread', run: (index: number) => coldBuild('one', index, ['--no-share-images'], { BUILD_THREADS: '1' }) },
  ];
  const eleventyRuns: Measurement[] = [];
  const floorRuns: Measurement[] = [];
  const floorRatios: number[] = [];
  const coldRuns = kinds.map(() => ({ results: [] as Measurement[], ratios: [] as number[] }));
  for (let index = 0; index < runs; index += 1) {
    const reference = withEleventy ? await eleventy(index) : undefined;
    if (reference) eleventyRuns.push(reference);
    const floorRun = withEleventy ? await floor(index) : undefined;
    if (floorRun) floorRuns.push(floorRun);
    if (floorRun && reference) floorRatios.push(floorRun.seconds / reference.seconds);
    for (const [kind, { run }] of kinds.entries()) {
      const result = ensureOk(await run(index));
      coldRuns[kind]!.results.push(result);
      if (reference) coldRuns[kind]!.ratios.push(result.seconds / reference.seconds);
    }
  }
  const warmCache = join(work, `cold-cache-${runs - 1}`);
  const warmOut = join(work, `out-cold-${runs - 1}`);
  const coldHash = treeHash(warmOut);
  // Warm: the same output folder and cache as the last like-for-like cold run, nothing changed.
  const warm = await repeat(runs, () => build(content, warmOut, warmCache, ['--no-share-images']));
  const warmHash = treeHash(warmOut);
  // One article edited between builds: only its page is rendered again.
  const edited = await repeat(runs, async (index) => {
    const file = join(content, 'resources', `${synthetic[index]!.slug}.md`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n## /, `\nAn edit, number ${index}.\n\n## `));
    return build(content, warmOut, warmCache, ['--no-share-images']);
  });
  const fresh = await build(content, join(work, 'out-fresh'), join(work, 'fresh-cache'), ['--no-share-images', '--fresh']);
  const editedMatchesFresh = fresh.ok && treeHash(warmOut) === treeHash(join(work, 'out-fresh'));

  const reference = eleventyRuns.length ? median(eleventyRuns.map((r) => r.seconds)) : undefined;
  const rows: Row[] = [
    ...(eleventyRuns.length ? [{ label: 'Eleventy 3 (markdown-it + Nunjucks layout)', pages: articles, results: eleventyRuns }] : []),
    ...(floorRuns.length ? [{ label: 'floor: the design card\'s fixed parts alone', pages: articles, results: floorRuns, ratios: floorRatios }] : []),
    ...kinds.map((kind, index) => ({ label: kind.label, pages, results: coldRuns[index]!.results, ratios: coldRuns[index]!.ratios })),
    { label: 'this build, warm (nothing changed)', pages, results: warm, ratios: reference ? warm.map((r) => r.seconds / reference) : undefined },
    { label: 'this build, warm (one article edited)', pages, results: edited, ratios: reference ? edited.map((r) => r.seconds / reference) : undefined },
  ];
  printRows(rows);
  const scale = median(coldRuns[2]!.results.map((r) => r.seconds)) / median(coldRuns[0]!.results.map((r) => r.seconds));
  console.log(`\nvs 11ty: median of each run's time over its paired Eleventy run's (warm rows: over Eleventy's median). memory: peak over Eleventy's peak.`);
  if (floorRuns.length) {
    const overFloor = median(coldRuns[0]!.results.map((r, index) => r.seconds / floorRuns[index]!.seconds));
    console.log(`Floor (bench/floor-reference.mjs): gray-matter, remark-parse, remark-rehype, rehype-stringify and a React page shell on every core, nothing else. The like-for-like build takes ${overFloor.toFixed(2)}x the floor's time: the rest is our own work.`);
  }
  console.log(`Threads: the like-for-like cold build takes ${scale.toFixed(2)}x as long on one thread as on all of them (${threadsUsed(probe.output)}).`);
  const fullImages = Number(/share images drawn (\d+)/.exec(coldRuns[1]!.results[0]!.output)?.[1] ?? 0);
  const perImage = (pick: (r: Measurement) => number) => ((median(coldRuns[1]!.results.map(pick)) - median(coldRuns[0]!.results.map(pick))) * 1000) / fullImages;
  console.log(`Share images: ${fullImages} drawn in a full build, ${perImage((r) => r.seconds).toFixed(1)} ms an image on average (${perImage((r) => r.cpuSeconds).toFixed(1)} cpu ms).`);
  console.log(`Deterministic: ${coldHash === warmHash ? 'yes' : 'NO'} (cold and warm outputs hash to ${coldHash} and ${warmHash}).`);
  console.log(`After the edits, the incremental output ${editedMatchesFresh ? 'matches' : 'DOES NOT MATCH'} a --fresh build byte for byte.`);

  // The real site, cold with and without share images, and again with the images cached.
  console.log('\n## The real site, cold (no cache), median of runs\n');
  const siteRuns = { images: [] as Measurement[], none: [] as Measurement[], cached: [] as Measurement[] };
  let drawn = 0;
  for (let index = 0; index < runs; index += 1) {
    const images = ensureOk(await build(join(ROOT, 'content'), join(work, `site-images-${index}`), join(work, `images-cache-${index}`), [], {}, false));
    drawn = Number(/share images drawn (\d+)/.exec(images.output)?.[1] ?? 0);
    siteRuns.images.push(images);
    siteRuns.none.push(ensureOk(await build(join(ROOT, 'content'), join(work, `site-none-${index}`), join(work, `none-cache-${index}`), ['--no-share-images'])));
    siteRuns.cached.push(ensureOk(await build(join(ROOT, 'content'), join(work, `site-cached-${index}`), join(work, `images-cache-${index}`))));
  }
  const sitePages = Number(/Built (\d+) pages/.exec(siteRuns.images[0]!.output)?.[1] ?? 0);
  printRows([
    { label: 'real site, cold, with share images', pages: sitePages, results: siteRuns.images },
    { label: 'real site, cold, no share images', pages: sitePages, results: siteRuns.none },
    { label: 'real site, new output folder, cache kept', pages: sitePages, results: siteRuns.cached },
  ]);
  const extra = median(siteRuns.images.map((r) => r.seconds)) - median(siteRuns.none.map((r) => r.seconds));
  const extraCpu = median(siteRuns.images.map((r) => r.cpuSeconds)) - median(siteRuns.none.map((r) => r.cpuSeconds));
  console.log(`\n${drawn} share images add ${extra.toFixed(2)} s (${((extra * 1000) / drawn).toFixed(1)} ms an image) and ${extraCpu.toFixed(2)} cpu s (${((extraCpu * 1000) / drawn).toFixed(1)} ms an image) to a cold build.`);
}

/** "N threads" from a build's summary line. */
function threadsUsed(output: string): string {
  return /rendered on (\d+ threads?)/.exec(output)?.[1] ?? 'all cores';
}

if (wants('weight')) {
  console.log('\n## Page weight (gzip -9), every island on the page loaded\n');
  const budgets: Record<string, number> = { '/': 110 * 1024 };
  const otherBudget = 75 * 1024;
  const paths = ['/', '/services/psychosocial-recovery-coaching/', '/resources/understanding-psychosocial-recovery-coaching/', '/referral/', '/privacy/'];
  for (const runtime of ['preact', 'react'] as const) {
    const out = join(work, `weight-${runtime}`);
    const result = await build(join(ROOT, 'content'), out, join(work, `weight-cache-${runtime}`), ['--runtime', runtime, '--no-share-images']);
    if (!result.ok) throw new Error(result.output);
    console.log(`${runtime === 'preact' ? 'Preact client build (ships)' : 'React client build (for comparison)'}`);
    console.log(`  ${'page'.padEnd(58)} ${'HTML'.padStart(9)} ${'CSS'.padStart(9)} ${'JS'.padStart(9)} ${'JS budget'.padStart(10)}`);
    for (const path of paths) {
      const weight = pageWeight(out, path);
      const budget = budgets[path] ?? otherBudget;
      console.log(`  ${path.padEnd(58)} ${kb(weight.htmlGzip).padStart(9)} ${kb(weight.cssGzip).padStart(9)} ${kb(weight.jsGzip).padStart(9)} ${`${weight.jsGzip <= budget ? 'within' : 'OVER'} ${kb(budget)}`.padStart(10)}`);
    }
  }
  console.log('  At desktop widths the menu island does not load, so pages without other widgets load no JS at all.');
}

if (wants('dev')) {
  console.log('\n## Dev loop: saving an article until the browser is told to reload\n');
  const content = join(work, 'dev-content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  const port = 4500 + Math.floor(Math.random() * 400);
  const { spawn } = await import('node:child_process');
  const dev = spawn(NODE, ['--import', 'tsx', 'server/dev.ts', '--content', content, '--out', join(work, 'dev-out')], { cwd: ROOT, env: { ...process.env, PORT: String(port), BUILD_CACHE_DIR: join(work, 'dev-cache') } });
  let log = '';
  dev.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let attempt = 0; attempt < 300 && !log.includes('watching for changes'); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  const response = await fetch(`http://127.0.0.1:${port}/__dev/events`);
  const reader = response.body!.getReader();
  await reader.read();
  const file = join(content, 'resources', 'trauma-informed-care-101.md');
  const times: number[] = [];
  for (let edit = 0; edit < 5; edit += 1) {
    const started = performance.now();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: Trauma-informed care 101 (edit ${edit})`));
    let text = '';
    while (!text.includes('event: reload')) text += new TextDecoder().decode((await reader.read()).value);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  dev.kill();
  console.log(`Edit to reload: median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')} ms), target under 300 ms.`);
}

if (wants('lighthouse')) {
  console.log('\n## Lighthouse 12 (mobile emulation, simulated slow 4G)\n');
  await runLighthouse(join(ROOT, 'dist'), ['/', '/services/psychosocial-recovery-coaching/', '/resources/understanding-psychosocial-recovery-coaching/', '/referral/']);
}

rmSync(work, { recursive: true, force: true });
