/**
 * rehype plugin: gives each h2 and h3 a unique id, so the contents list and links from elsewhere can point
 * at a section. No visible "#" link: beside every heading it read like developer documentation and added a
 * tab stop per section; the contents list is the way to a section, and a heading's id is still its address.
 */
import type { Root } from 'hast';
import { isElement, textOf, walkElements } from '../hast.ts';
import { SlugCounter } from '../slug.ts';

export interface HeadingAnchorOptions {
  /** Heading levels that get ids. Default: h2 and h3. */
  tagNames?: readonly string[];
}

export default function rehypeHeadingAnchors(options: HeadingAnchorOptions = {}) {
  const tagNames = options.tagNames ?? ['h2', 'h3'];
  return (tree: Root) => {
    const slugs = new SlugCounter();
    walkElements(tree, (node) => {
      if (!isElement(node, tagNames)) return;
      if (typeof node.properties.id !== 'string') node.properties.id = slugs.next(textOf(node).trim());
      return 'skip';
    });
  };
}
