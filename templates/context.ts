/** What every template can read while a page renders: the content, the built assets and the page itself. */
import { createContext, useContext } from 'react';
import type { SiteConfig, SiteContent } from '../generator/content/types.ts';
import type { ImageIndex } from '../generator/images.ts';

export type WidgetName = 'menu' | 'faq' | 'carousel' | 'form' | 'help-panel' | 'quick-exit';

export interface BuiltAssets {
  /** URL of each widget's client entry, with its content hash. */
  widgetScripts: Record<WidgetName, string>;
  /** The island loader, inlined into every page's head (its hash goes into the CSP). */
  loaderCode: string;
  /** URL of the stylesheet for a page that uses exactly these widgets. */
  stylesheetFor(widgets: readonly WidgetName[]): string;
  /** Raster images processed by the build, by the address content uses. */
  images: ImageIndex;
}

export type NavSection = 'home' | 'services' | 'about' | 'resources' | 'referrers' | 'contact';

export interface PageMeta {
  /** The path people visit, e.g. /services/ (or /404.html). */
  path: string;
  title: string;
  description: string;
  section?: NavSection;
  /** Left out of search engines and the sitemap. */
  noindex?: boolean;
  /** For alias pages: where the page sends the visitor. */
  redirectTo?: string;
  /** Open Graph type. */
  ogType?: 'website' | 'article';
  /** Label shown on the share image above the title. */
  shareLabel?: string;
  /** Structured data for this page, added to the organisation's. */
  jsonLd?: object[];
  /** The canonical path when it differs from path (alias pages). */
  canonicalPath?: string;
  /**
   * Being seen on this page could put someone at risk (the forms, articles with help lines, the language
   * pages, staying safe online): it gets "Exit this page" at the top, a skip link to it, and Shift ×3.
   */
  quickExit?: boolean;
  /** Crisis content (an article with help lines): no "Submit a referral" in the header beside it. */
  crisisContent?: boolean;
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
