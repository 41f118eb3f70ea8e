/**
 * rehype plugin: turns each <img> of our own images (/images/...) into a <picture> with AVIF and WebP
 * sources, srcset and sizes, and explicit width and height (no layout shift). The first image, when it
 * comes before any heading, is likely above the fold: it loads eagerly with high priority; every other
 * image loads lazily. An image the build did not process, or one on another website, stops the build:
 * pages must not load anything from another host.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { ImageIndex } from '../../assets/images.ts';
import { h, isElement, walkElements } from '../hast.ts';

export interface ResponsiveImageOptions {
  images?: ImageIndex;
  /** The slot the image fills: the article column by default. */
  sizes?: string;
}

export class ImageReferenceError extends Error {
  override name = 'ImageReferenceError';
}

export default function rehypeResponsiveImages(options: ResponsiveImageOptions = {}) {
  const sizes = options.sizes ?? '(min-width: 48rem) 42rem, 100vw';
  return (tree: Root, file: VFile) => {
    let first = true;
    let seenHeading = false;
    walkElements(tree, (node, parent, index) => {
      if (isElement(node, ['h2', 'h3'])) seenHeading = true;
      if (!isElement(node, 'img')) return;
      const src = String(node.properties.src ?? '');
      const where = file.path ? `${file.path}: ` : '';
      if (/^(https?:)?\/\//i.test(src)) throw new ImageReferenceError(`${where}image "${src}" is on another website: save it under content/images/ and use /images/...`);
      const image = options.images?.[src];
      if (!image) throw new ImageReferenceError(`${where}image "${src}" was not found: put it under content/images/ and write its address as /images/<name>`);
      const eager = first && !seenHeading;
      first = false;
      const img: Element = h('img', {
        src: image.fallback.src,
        srcSet: image.fallback.srcset,
        sizes,
        width: image.width,
        height: image.height,
        alt: node.properties.alt ?? '',
        loading: eager ? 'eager' : 'lazy',
        decoding: 'async',
        ...(eager ? { fetchPriority: 'high' } : {}),
      });
      parent.children[index] = h('picture', {}, [...image.sources.map((source) => h('source', { type: source.type, srcSet: source.srcset, sizes })), img]);
      return 'skip';
    });
  };
}
