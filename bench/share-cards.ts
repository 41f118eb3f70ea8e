/**
 * Share images, one at a time in one process: CPU milliseconds per image by stage (the title's layout with
 * the sizes it tried, the blend, the PNG encoding) and the PNGs' sizes, for a sample of the cards a build
 * draws. `npx tsx bench/share-cards.ts [--content DIR] [--cards N] [--out DIR]`: DIR is a content folder
 * (default content/; give the bench's, with synthetic articles, for its titles); N cards evenly spread
 * over the build's (default 300), plus every card of the real site when DIR is not content/; --out writes
 * each PNG there. CPU is the whole process's (libvips's own threads included), stage by stage, over batches.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { readCommandLine, wholeNumberOption } from '../generator/launch/command-line.ts';
import {
  CardCanvas,
  SHARE_HEIGHT,
  SHARE_WIDTH,
  TITLE_SIZES,
  drawBackground,
  drawLabel,
  layOutTitle,
  titleRoom,
  type CardBackground,
  type Mask,
  type TitleLayout,
} from '../generator/share-images/share-card-drawing.ts';
import { shareCardKey, type ShareCard } from '../generator/share-images/share-image-path.ts';
import { median } from './measure.ts';
import { loadSiteContent, SITE } from '../templates/site.ts';
import { mapRoutes } from '../templates/routes.ts';
import { shareCards } from '../generator/share-images/share-images.ts';

const USAGE = 'npx tsx bench/share-cards.ts [--content DIR] [--cards N] [--out DIR]';
const { contentDir, count, outDir } = readCommandLine(
  process.argv.slice(2),
  { usage: USAGE, options: { content: { type: 'string' }, cards: { type: 'string' }, out: { type: 'string' } } },
  (values) => ({ contentDir: (values.content as string | undefined) ?? 'content', count: wholeNumberOption(values, 'cards', 300), outDir: values.out as string | undefined }),
);

async function cardsOf(dir: string): Promise<ShareCard[]> {
  const content = await loadSiteContent(dir);
  return shareCards(mapRoutes(content), (meta) => SITE.shareCard(content, meta));
}

const all = await cardsOf(contentDir);
const step = Math.max(1, all.length / count);
const sample = Array.from({ length: Math.min(count, all.length) }, (_, index) => all[Math.floor(index * step)]!);
if (contentDir !== 'content') sample.push(...(await cardsOf('content')));
const cards = [...new Map(sample.map((card) => [shareCardKey(card), card])).values()];
if (outDir) await mkdir(outDir, { recursive: true });

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

sharp.cache(false);
sharp.concurrency(1);
const backgrounds = new Map<string, CardBackground>();
const labels = new Map<string, Mask>();
for (const card of cards) {
  const backgroundKey = `${card.brand}\n${card.footer}`;
  if (!backgrounds.has(backgroundKey)) backgrounds.set(backgroundKey, await drawBackground(sharp, card));
  if (!labels.has(card.label)) labels.set(card.label, await drawLabel(sharp, card.label));
}
// The kernel counts CPU time in ticks (often 4 ms), so each stage is timed over a batch of cards, not one.
const BATCH = 40;
const canvases = Array.from({ length: BATCH }, () => new CardCanvas());
const spent = { layout: 0, blend: 0, encode: 0 };
const tries = new Map<number, number>();
const bytes: number[] = [];
// Warm up: the first cards load fonts and compile the code.
for (const card of cards.slice(0, 10)) await layOutTitle(sharp, card.title, 200);
for (let first = 0; first < cards.length; first += BATCH) {
  const batch = cards.slice(first, first + BATCH);
  let since = process.cpuUsage();
  const titles: TitleLayout[] = [];
  for (const card of batch) titles.push(await layOutTitle(sharp, card.title, titleRoom(labels.get(card.label)!.height)));
  spent.layout += cpuMs(since);
  // A canvas per card of the batch, each painted once before the clock starts, as the build's few canvases are.
  for (const [index, card] of batch.entries()) canvases[index]!.paint(backgrounds.get(`${card.brand}\n${card.footer}`)!, labels.get(card.label)!, titles[index]!.mask);
  since = process.cpuUsage();
  for (const [index, card] of batch.entries()) canvases[index]!.paint(backgrounds.get(`${card.brand}\n${card.footer}`)!, labels.get(card.label)!, titles[index]!.mask);
  spent.blend += cpuMs(since);
  since = process.cpuUsage();
  const pngs: Buffer[] = [];
  for (const canvas of canvases.slice(0, batch.length)) pngs.push(await canvas.encode());
  spent.encode += cpuMs(since);
  for (const [index, card] of batch.entries()) {
    const size = titles[index]!.size;
    const tried = size === undefined ? TITLE_SIZES.length + 1 : TITLE_SIZES.indexOf(size as (typeof TITLE_SIZES)[number]) + 1;
    tries.set(tried, (tries.get(tried) ?? 0) + 1);
    bytes.push(pngs[index]!.length);
    if (outDir) await writeFile(join(outDir, `${shareCardKey(card)}.png`), pngs[index]!);
  }
}

const triesMade = [...tries].reduce((sum, [tried, n]) => sum + tried * n, 0);
console.log(`${cards.length} cards (${SHARE_WIDTH}x${SHARE_HEIGHT}) from ${contentDir}, one at a time, libvips on one thread; CPU ms per card:`);
for (const [stage, ms] of Object.entries(spent)) console.log(`  ${stage.padEnd(7)} ${(ms / cards.length).toFixed(2)}`);
console.log(`  total   ${((spent.layout + spent.blend + spent.encode) / cards.length).toFixed(2)}`);
console.log(`  title sizes tried: ${[...tries].sort((a, b) => a[0] - b[0]).map(([tried, n]) => `${tried}: ${n}`).join(', ')} (${TITLE_SIZES.length + 1} = fitted by Pango); ${(spent.layout / triesMade).toFixed(2)} ms a try`);
bytes.sort((a, b) => a - b);
console.log(`  PNG KB: min ${(bytes[0]! / 1024).toFixed(1)}, median ${(median(bytes) / 1024).toFixed(1)}, max ${(bytes.at(-1)! / 1024).toFixed(1)}`);
