/**
 * Raster images: encoded by sharp into AVIF, WebP and a fallback at several widths, served with
 * <picture>, srcset and sizes, width and height, lazy below the fold and eager above it, never encoded
 * twice, and never loaded from another website.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/cli.ts';

let work: string;
let content: string;
const env = () => ({ BUILD_CACHE_DIR: join(work, 'cache') });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'images-'));
  content = join(work, 'content');
  cpSync('tests/fixtures/site', content, { recursive: true });
  mkdirSync(join(content, 'images', 'people'), { recursive: true });
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f5c63"/><stop offset="1" stop-color="#f1c66b"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/></svg>`);
  await sharp(gradient).jpeg().toFile(join(content, 'images', 'garden.jpg'));
  await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 15, g: 92, b: 99, alpha: 0.5 } } }).png().toFile(join(content, 'images', 'people', 'jm.png'));
  const article = join(content, 'resources', 'first-article.md');
  writeFileSync(
    article,
    readFileSync(article, 'utf8')
      .replace('An introduction to the first article.', 'An introduction.\n\n![A calm garden path](/images/garden.jpg)')
      .replace('## Sources', 'Later on:\n\n![The same garden, further down](/images/garden.jpg)\n\n## Sources'),
  );
  const testimonials = JSON.parse(readFileSync(join(content, 'testimonials.json'), 'utf8'));
  testimonials.testimonials[0].photo = { src: '/images/people/jm.png', alt: '' };
  writeFileSync(join(content, 'testimonials.json'), JSON.stringify(testimonials));
  // A photo belongs to a real testimonial: illustrative ones show no person at all.
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
  site.unconfirmed = site.unconfirmed.filter((field: string) => field !== 'testimonials');
  writeFileSync(join(content, 'site.json'), JSON.stringify(site));
});

describe('images', () => {
  it('encodes every image into AVIF, WebP and a fallback at several widths', () => {
    const out = join(work, 'out');
    const result = runBuild(['--content', content, '--out', out], env());
    expect(result.code, result.stderr).toBe(0);
    const files = readdirSync(join(out, 'images'), { recursive: true }).map(String);
    for (const width of [320, 480, 640, 960, 1280, 1600]) {
      for (const extension of ['avif', 'webp', 'jpg']) expect(files.some((file) => new RegExp(`^garden-${width}-[0-9a-f]{8}\\.${extension}$`).test(file)), `garden ${width} ${extension}`).toBe(true);
    }
    expect(files.some((file) => /^people\/jm-200-[0-9a-f]{8}\.png$/.test(file))).toBe(true);
    expect(result.stdout).toMatch(/images encoded 2[0-9]/);
  });

  it('serves them with <picture>, srcset, sizes, width and height; eager above the fold, lazy below', () => {
    const page = parse(readFileSync(join(work, 'out', 'resources', 'first-article', 'index.html'), 'utf8'));
    const pictures = page.querySelectorAll('main picture');
    expect(pictures).toHaveLength(2);
    const [first, second] = pictures;
    expect(first!.querySelectorAll('source').map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const img = first!.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1000');
    expect(img.getAttribute('alt')).toBe('A calm garden path');
    expect(img.getAttribute('srcset')).toMatch(/garden-320-[0-9a-f]{8}\.jpg 320w, .*garden-1600-[0-9a-f]{8}\.jpg 1600w/);
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(second!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(second!.querySelector('img')!.getAttribute('fetchpriority')).toBeUndefined();
  });

  it('shows a testimonial photo, with a PNG fallback for transparency', () => {
    const home = parse(readFileSync(join(work, 'out', 'index.html'), 'utf8'));
    const photo = home.querySelector('#testimonials picture img');
    expect(photo?.getAttribute('src')).toMatch(/^\/images\/people\/jm-200-[0-9a-f]{8}\.png$/);
    expect(photo?.getAttribute('width')).toBe('200');
    // Confirmed testimonials show their person and the spec's stars again.
    const first = home.querySelector('#testimonials figure')!;
    expect(first.querySelector('.testimonial__name')?.textContent).toBeTruthy();
    expect(first.querySelectorAll('.testimonial__stars svg')).toHaveLength(5);
  });

  it('never encodes an unchanged image twice', () => {
    const result = runBuild(['--content', content, '--out', join(work, 'out-again'), '--fresh'], env());
    expect(result.code, result.stderr).toBe(0);
    const again = runBuild(['--content', content, '--out', join(work, 'out-third')], env());
    expect(again.stdout).toMatch(/images encoded 0/);
    expect(existsSync(join(work, 'out-third', 'images', 'garden.jpg'))).toBe(false);
  });

  it('refuses an image from another website, naming the file', () => {
    const broken = join(work, 'content-remote');
    cpSync(content, broken, { recursive: true });
    const article = join(broken, 'resources', 'second-article.md');
    writeFileSync(article, `${readFileSync(article, 'utf8')}\n![A remote picture](https://images.example.com/a.jpg)\n`);
    const result = runBuild(['--content', broken, '--out', join(work, 'out-remote')], env());
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/second-article\.md: image "https:\/\/images\.example\.com\/a\.jpg" is on another website/);
  });
});
