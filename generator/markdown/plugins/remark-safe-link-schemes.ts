/**
 * remark plugin: fails the build on a link or image whose address would run code or smuggle content
 * (`javascript:`, `data:`, `vbscript:`, `file:` and any other scheme), naming the file and line. Our own
 * pages carry a Content-Security-Policy that blocks such links, but a copy served by a host without it
 * (GitHub Pages, say) would run them. Allowed: http(s), mailto and tel, and relative addresses.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { ContentError } from '../../errors.ts';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/** The scheme a browser would see: it ignores surrounding controls and spaces, and tabs and newlines inside. */
export function schemeOf(url: string): string | undefined {
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

/** The line of the file where the address is written (the body's own line when the file cannot be read). */
function lineInFile(file: VFile, url: string, bodyLine: number): number {
  if (!file.path || !existsSync(file.path)) return bodyLine;
  const lines = readFileSync(file.path, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(url));
  return index >= 0 ? index + 1 : bodyLine;
}

export default function remarkSafeLinkSchemes() {
  return (tree: Root, file: VFile) => {
    const check = (node: Nodes) => {
      if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
        const scheme = schemeOf(node.url);
        const allowed = node.type === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES;
        if (scheme !== undefined && !allowed.has(scheme)) {
          const line = lineInFile(file, node.url, node.position?.start.line ?? 0);
          const what = node.type === 'image' ? 'an image address' : 'a link';
          throw new ContentError(
            file.path || '(markdown)',
            `line ${line}`,
            `${what} uses "${scheme}:" (${JSON.stringify(node.url.slice(0, 60))}). Only ${[...allowed].join(', ')} and relative addresses are allowed: a host without our security headers would run it. Remove it or link to a web page.`,
          );
        }
      }
      if ('children' in node) for (const child of node.children) check(child as Nodes);
    };
    check(tree);
  };
}
