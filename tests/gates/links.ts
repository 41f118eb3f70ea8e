/**
 * Link check over the built site: every internal link, asset reference and #fragment resolves, and no
 * page loads anything from another host at runtime (scripts, styles, images, frames, fonts, manifests).
 * Links people follow to other websites are fine; they are counted, not fetched.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export interface LinkReport {
  pages: number;
  internalLinks: number;
  fragments: number;
  assets: number;
  externalLinks: number;
  problems: string[];
}

function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...htmlFiles(path));
    else if (entry.endsWith('.html')) files.push(path);
  }
  return files;
}

/** The file a site path is served from, the way the static host serves it. */
function fileFor(siteDir: string, pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const direct = join(siteDir, decoded);
  if (decoded.endsWith('/')) return existsSync(join(direct, 'index.html')) ? join(direct, 'index.html') : undefined;
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return undefined;
}

function pathOf(siteDir: string, file: string): string {
  const rel = relative(siteDir, file).split('\\').join('/');
  return rel.endsWith('index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
}

const RUNTIME_RESOURCES = [
  ['script[src]', 'src'],
  ['link[rel~="stylesheet"]', 'href'],
  ['link[rel~="icon"]', 'href'],
  ['link[rel="apple-touch-icon"]', 'href'],
  ['link[rel="manifest"]', 'href'],
  ['link[rel="preload"]', 'href'],
  ['link[rel="modulepreload"]', 'href'],
  ['img[src]', 'src'],
  ['source[srcset]', 'srcset'],
  ['img[srcset]', 'srcset'],
  ['iframe[src]', 'src'],
  ['video[src]', 'src'],
  ['audio[src]', 'src'],
  ['[data-src]', 'data-src'],
] as const;

export function checkLinks(siteDir: string, siteOrigin: string): LinkReport {
  const report: LinkReport = { pages: 0, internalLinks: 0, fragments: 0, assets: 0, externalLinks: 0, problems: [] };
  const ids = new Map<string, Set<string>>();
  const pages = new Map<string, HTMLElement>();
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) {
      const root = pages.get(file) ?? parse(readFileSync(file, 'utf8'));
      set = new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id')!));
      ids.set(file, set);
    }
    return set;
  };

  for (const file of htmlFiles(siteDir)) pages.set(file, parse(readFileSync(file, 'utf8')));

  for (const [file, root] of pages) {
    report.pages += 1;
    const here = pathOf(siteDir, file);
    const base = new URL(here, siteOrigin);

    for (const [selector, attribute] of RUNTIME_RESOURCES) {
      for (const element of root.querySelectorAll(selector)) {
        const value = element.getAttribute(attribute) ?? '';
        const urls = attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]!) : [value];
        for (const raw of urls.filter(Boolean)) {
          report.assets += 1;
          const url = new URL(raw, base);
          if (url.origin !== new URL(siteOrigin).origin) report.problems.push(`${here}: loads ${raw} from another host (${selector})`);
          else if (!fileFor(siteDir, url.pathname)) report.problems.push(`${here}: ${selector} ${raw} does not exist`);
        }
      }
    }

    for (const anchor of root.querySelectorAll('a[href], area[href]')) {
      const href = anchor.getAttribute('href')!;
      if (/^(mailto|tel|sms):/i.test(href)) continue;
      const url = new URL(href, base);
      if (url.origin !== new URL(siteOrigin).origin) {
        if (!/^https:$/.test(url.protocol)) report.problems.push(`${here}: link to ${href} is not https`);
        report.externalLinks += 1;
        continue;
      }
      report.internalLinks += 1;
      const target = fileFor(siteDir, url.pathname);
      if (!target) {
        report.problems.push(`${here}: link to ${href} goes nowhere`);
        continue;
      }
      if (url.hash.length > 1) {
        report.fragments += 1;
        if (!target.endsWith('.html') || !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) report.problems.push(`${here}: link to ${href}: no element with id "${url.hash.slice(1)}"`);
      }
    }

    for (const form of root.querySelectorAll('form[action]')) {
      const url = new URL(form.getAttribute('action')!, base);
      if (url.origin !== new URL(siteOrigin).origin && url.protocol !== 'https:') report.problems.push(`${here}: a form posts to ${url.href}, which is not https`);
    }
  }

  for (const css of readdirSync(join(siteDir, 'assets')).filter((name) => name.endsWith('.css'))) {
    const text = readFileSync(join(siteDir, 'assets', css), 'utf8');
    for (const match of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      const raw = match[1]!;
      if (raw.startsWith('data:')) continue;
      report.assets += 1;
      const url = new URL(raw, new URL(`/assets/${css}`, siteOrigin));
      if (url.origin !== new URL(siteOrigin).origin) report.problems.push(`/assets/${css}: loads ${raw} from another host`);
      else if (!fileFor(siteDir, url.pathname)) report.problems.push(`/assets/${css}: ${raw} does not exist`);
    }
  }
  return report;
}
