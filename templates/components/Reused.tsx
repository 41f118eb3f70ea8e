/**
 * A part many pages show the same, rendered once per build for each `by` and spliced into every page that
 * shows it (templates/reused-parts.ts). `by` must name everything the part shows: two parts with the same key
 * are taken to be the same markup. Outside a page render (a test rendering one component), it renders in place.
 */
import type { ReactElement } from 'react';
import { useReuse } from '../context.ts';

export function Reused({ by, children }: { by: string; children: ReactElement }) {
  const reuse = useReuse();
  return reuse ? reuse(by, children) : children;
}
