/**
 * rehype plugin: keeps phone numbers, times and numbered abbreviations on one line (see keep-together.ts).
 * Code is left exactly as written.
 */
import type { Nodes, Root } from 'hast';
import { keepTogether } from '../keep-together.ts';

function visit(node: Nodes): void {
  if (node.type === 'text') {
    node.value = keepTogether(node.value);
    return;
  }
  if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return;
  if ('children' in node) for (const child of node.children) visit(child);
}

export default function rehypeKeepTogether() {
  return (tree: Root) => visit(tree);
}
