/** Shared client-side mount: hydrate a widget's server markup with the same component and props. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland<P extends object>(Component: ComponentType<P>, name: string) {
  return (root: HTMLElement, props: unknown) => {
    hydrateRoot(root, <Component {...(props as P)} />, { identifierPrefix: `${name}-` });
  };
}
