/** The few hast helpers the plugins share: walking elements, reading their text, building nodes. */
import type { Element, ElementContent, Nodes, Parents, Properties, Text } from 'hast';

export function isElement(node: Nodes, tagName?: string | readonly string[]): node is Element {
  if (node.type !== 'element') return false;
  if (tagName === undefined) return true;
  return typeof tagName === 'string' ? node.tagName === tagName : tagName.includes(node.tagName);
}

/** Calls visit for every element, depth first, with its parent and index; visit may return 'skip'. */
export function walkElements(tree: Parents, visit: (node: Element, parent: Parents, index: number) => void | 'skip'): void {
  const children = tree.children as Nodes[];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    if (child.type !== 'element') continue;
    if (visit(child, tree, index) === 'skip') continue;
    walkElements(child, visit);
  }
}

export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

export function h(tagName: string, properties: Properties, children: Array<ElementContent | string> = []): Element {
  return {
    type: 'element',
    tagName,
    properties,
    children: children.map((child): ElementContent => (typeof child === 'string' ? ({ type: 'text', value: child } satisfies Text) : child)),
  };
}
