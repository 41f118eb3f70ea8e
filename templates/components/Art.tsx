/**
 * One picture from the site's illustration set, as a cached file. Decorative: alt="" (the words beside it
 * carry the meaning), with its size set so nothing shifts while it loads.
 */
import { illustrationUrl } from '../art/illustrations.ts';

export function Art({ name, size = 96, className, eager = false }: { name: string; size?: number; className?: string; eager?: boolean }) {
  return (
    <img
      className={className ? `art ${className}` : 'art'}
      src={illustrationUrl(name)}
      alt=""
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
