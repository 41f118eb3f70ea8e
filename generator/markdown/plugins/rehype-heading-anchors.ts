/**
 * rehype plugin: gives each h2 and h3 a unique id and a "link to this section" anchor beside it.
 * The anchor sits after the heading, not inside it, so the heading's accessible name stays its own text.
 */
import type { Root } from 'hast';
import { h, isElement, textOf, walkElements } from '../hast.ts';
import { SlugCounter } from '../slug.ts';

export interface HeadingAnchorOptions {
  /** Heading levels that get ids and anchors. Default: h2 and h3. */
  tagNames?: readonly string[];
}

export default function rehypeHeadingAnchors(options: HeadingAnchorOptions = {}) {
  const tagNames = options.tagNames ?? ['h2', 'h3'];
  return (tree: Root) => {
    const slugs = new SlugCounter();
    walkElements(tree, (node, parent, index) => {
      if (!isElement(node, tagNames)) return;
      const text = textOf(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugs.next(text);
      node.properties.id = id;
      const anchor = h('a', { className: ['heading-anchor__link'], href: `#${id}` }, [
        h('span', { ariaHidden: 'true' }, ['#']),
        h('span', { className: ['visually-hidden'] }, [`Link to the section: ${text}`]),
      ]);
      parent.children[index] = h('div', { className: ['heading-anchor', `heading-anchor--${node.tagName}`] }, [node, anchor]);
      return 'skip';
    });
  };
}
