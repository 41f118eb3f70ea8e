/**
 * rehype plugin: the caption marker a claim token leaves in prose (⟦stats.2|Sample figure, not yet
 * confirmed⟧, see caption-marker.ts) becomes the caption element the templates use for the same claim:
 * <span class="claim-caption" data-illustrative="stats.2">Sample figure, not yet confirmed</span>. It runs
 * first, so the contents list and heading ids never see a marker.
 */
import type { ElementContent, Root } from 'hast';
import { CAPTION_CLASS, splitCaptionMarkers } from '../caption-marker.ts';
import { h, walkElements } from '../hast.ts';

export default function rehypeClaimCaptions() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      for (let index = 0; index < node.children.length; index += 1) {
        const child = node.children[index]!;
        if (child.type !== 'text' || !child.value.includes('⟦')) continue;
        const parts = splitCaptionMarkers(child.value).map((part): ElementContent =>
          'text' in part ? { type: 'text', value: part.text } : h('span', { className: [CAPTION_CLASS], dataIllustrative: part.field }, [part.caption]),
        );
        node.children.splice(index, 1, ...parts);
        index += parts.length - 1;
      }
    });
  };
}
