/**
 * rehype plugin: a table of contents for long documents. When a document has at least `minHeadings` h2
 * headings with ids and at least `minWords` words, it puts an "On this page" list of links before the
 * first of them and records the entries on `file.data.toc`. Run it after rehype-heading-anchors, which
 * gives the headings their ids.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { h, isElement, textOf, walkElements } from '../hast.ts';

export interface TocOptions {
  minHeadings?: number;
  minWords?: number;
  title?: string;
}

export interface TocEntry {
  id: string;
  text: string;
}

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
  }
}

export default function rehypeToc(options: TocOptions = {}) {
  const minHeadings = options.minHeadings ?? 4;
  const minWords = options.minWords ?? 600;
  const title = options.title ?? 'On this page';
  return (tree: Root, file: VFile) => {
    const entries: TocEntry[] = [];
    let firstHeading: { parent: Element | Root; node: Element } | undefined;
    walkElements(tree, (node, parent) => {
      if (!isElement(node, 'h2') || typeof node.properties.id !== 'string') return;
      entries.push({ id: node.properties.id, text: textOf(node).trim() });
      // The heading may sit in an anchor wrapper: place the list before the outermost block in the root.
      firstHeading ??= { parent: parent as Element | Root, node };
      return 'skip';
    });
    const long = entries.length >= minHeadings && textOf(tree).split(/\s+/).filter(Boolean).length >= minWords;
    file.data.toc = long ? entries : [];
    if (!long || !firstHeading) return;

    const nav = h('nav', { className: ['toc'], ariaLabelledBy: ['toc-title'] }, [
      h('h2', { className: ['toc__title'], id: 'toc-title' }, [title]),
      h('ol', { className: ['toc__list'] }, entries.map((entry) => h('li', {}, [h('a', { href: `#${entry.id}` }, [entry.text])]))),
    ]);
    const topLevelIndex = tree.children.findIndex((child) => child === firstHeading!.parent || child === firstHeading!.node);
    tree.children.splice(topLevelIndex === -1 ? 0 : topLevelIndex, 0, nav);
  };
}
