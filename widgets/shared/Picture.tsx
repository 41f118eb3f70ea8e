/** A processed image as <picture>: AVIF and WebP sources, a fallback, srcset, sizes, width and height. */
import type { ProcessedImage } from '../../generator/assets/images.ts';

export function Picture({ image, alt, sizes, className, eager = false }: { image: ProcessedImage; alt: string; sizes: string; className?: string; eager?: boolean }) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.fallback.src}
        srcSet={image.fallback.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}
