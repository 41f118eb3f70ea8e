/** What every template can read while a page renders: the content, the built assets and the page itself. */
import { createContext, useContext } from 'react';
import type { SiteConfig, SiteContent } from '../generator/content/types.ts';
import type { BuiltAssets, RouteMeta } from '../generator/render/pages.ts';

export type { BuiltAssets } from '../generator/render/pages.ts';
export type { WidgetName } from '../generator/assets/bundle-widgets.ts';

export type NavSection = 'home' | 'services' | 'about' | 'resources' | 'contact';

/** A page's meta: what the engine reads (path, title, noindex, share label) and what its templates show. */
export interface PageMeta extends RouteMeta {
  description: string;
  section?: NavSection;
  /** For alias pages: where the page sends the visitor. */
  redirectTo?: string;
  /** Open Graph type. */
  ogType?: 'website' | 'article';
  /** Structured data for this page, added to the organisation's. */
  jsonLd?: object[];
  /** The canonical path when it differs from path (alias pages). */
  canonicalPath?: string;
}

export interface RenderContextValue {
  content: SiteContent;
  site: SiteConfig;
  assets: BuiltAssets;
  page: PageMeta;
}

const RenderContext = createContext<RenderContextValue | null>(null);
export const RenderContextProvider = RenderContext.Provider;

export function useRender(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('A template was rendered outside RenderContextProvider');
  return value;
}

export function useSite(): SiteConfig {
  return useRender().site;
}
