/**
 * rehype plugin: marks links to other websites. Each gets rel="external noopener noreferrer" and a
 * hidden-to-sight note so screen reader users know they are leaving the site, plus a visible arrow.
 * Links open in the same tab by default: new tabs break the Back button and disorient many readers
 * (WCAG technique G201); `newTab: true` opens them in a new tab, safely, and says so.
 */
import type { Element, ElementContent, Root } from 'hast';
import { h, walkElements } from '../hast.ts';

export interface ExternalLinkOptions {
  /** The site's own origin, e.g. https://www.example.org: links to it are not external. */
  siteOrigin: string;
  newTab?: boolean;
}

/**
 * Takes the link's last word off its text and returns it in one unbreakable span with the arrow, so the
 * arrow never wraps onto a line by itself. A link that does not end in plain text just gets the arrow.
 */
function withLastWord(children: ElementContent[], arrow: Element): Element[] {
  const last = children.at(-1);
  const match = last?.type === 'text' ? /\S+$/.exec(last.value) : null;
  if (!last || last.type !== 'text' || !match) return [arrow];
  last.value = last.value.slice(0, match.index);
  if (last.value === '') children.pop();
  return [h('span', { className: ['nowrap'] }, [match[0], arrow])];
}

export default function rehypeExternalLinks(options: ExternalLinkOptions) {
  const siteHost = new URL(options.siteOrigin).host;
  const note = options.newTab ? ' (another website, opens in a new tab)' : ' (another website)';
  return (tree: Root) => {
    walkElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      // Only absolute http(s) addresses can be external: skip the rest without parsing (a throw is slow).
      if (!/^https?:\/\//i.test(node.properties.href)) return;
      let url: URL;
      try {
        url = new URL(node.properties.href);
      } catch {
        return; // relative link: ours
      }
      if (!/^https?:$/.test(url.protocol) || url.host === siteHost) return;
      node.properties.rel = ['external', 'noopener', 'noreferrer'];
      node.properties.className = ['external-link'];
      if (options.newTab) node.properties.target = '_blank';
      const arrow = h('span', { className: ['external-link__icon'], ariaHidden: 'true' }, ['\u2197']);
      node.children.push(...withLastWord(node.children, arrow), h('span', { className: ['visually-hidden'] }, [note]));
      return 'skip';
    });
  };
}
