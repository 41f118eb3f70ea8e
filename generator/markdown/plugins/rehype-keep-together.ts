/**
 * rehype plugin: keeps phone numbers, times and numbered abbreviations on one line (keepTogether, in
 * generator/text.ts). Code is left exactly as written.
 */
import type { Root } from 'hast';
import { walkElements } from '../hast.ts';
import { keepTogether } from '../../text.ts';

export default function rehypeKeepTogether() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      if (node.tagName === 'code' || node.tagName === 'pre') return 'skip';
      for (const child of node.children) if (child.type === 'text') child.value = keepTogether(child.value);
    });
  };
}
