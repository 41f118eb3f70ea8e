/** What every template can read while a page renders: the content, the built assets and the page itself. */
import { createContext, useContext, type ReactElement } from 'react';
import type { SiteConfig, SiteContent } from './content/types.ts';
import type { BuiltAssets, RouteMeta } from '../generator/render/pages.ts';
import type { SearchDeclaration } from '../generator/search/types.ts';
import type { WidgetName } from '../generator/assets/bundle-widgets.ts';

export type { BuiltAssets } from '../generator/render/pages.ts';
export type { WidgetName } from '../generator/assets/bundle-widgets.ts';

export type NavSection = 'home' | 'services' | 'about' | 'resources' | 'referrers' | 'contact' | 'search';

/** A page's meta: what the engine reads (path, title, noindex, share label and title) and what its templates show. */
export interface PageMeta extends RouteMeta {
  description: string;
  section?: NavSection;
  /**
   * The stylesheet parts this kind of page needs beyond the base, from templates/styles/pages/ (NAME.css is
   * 'NAME'), in cascade order. See templates/stylesheets.ts.
   */
  styles?: readonly string[];
  /** For alias pages: where the page sends the visitor. */
  redirectTo?: string;
  /** Open Graph type. */
  ogType?: 'website' | 'article';
  /** Structured data for this page, added to the organisation's. */
  jsonLd?: object[];
  /** The canonical path when it differs from path (alias pages). */
  canonicalPath?: string;
  /** The language of the page's own text, when not the site's English (en-AU); header and footer stay English. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The same page in other languages (hreflang), this page included; x-default for the one to show by default. */
  alternates?: readonly { hreflang: string; path: string }[];
  /**
   * How the page is found by the site's search; `false` leaves it out. Without it, an indexable page is found
   * by its title and description, in English, its kind worked out from its address (generator/site-files/search-documents.ts).
   */
  search?: SearchDeclaration | false;
  /**
   * Being seen on this page could put someone at risk (the forms, articles with help lines, the language
   * pages, staying safe online): it gets "Exit this page" at the top, a skip link to it, and Shift ×3.
   */
  quickExit?: boolean;
  /** Crisis content (an article whose front matter says so: suicide, self-harm, crisis, trauma): no "Submit a referral" in the header beside it. */
  crisisContent?: boolean;
  /**
   * A staff page (the intake inbox): the staff layout (StaffDocument.tsx), with this one script and none of
   * the public site's parts or its inline loader.
   */
  staffScript?: WidgetName;
}

/** The language of the site's own pages, its header and its footer. */
export const SITE_LANG = 'en-AU';

export interface RenderContextValue {
  content: SiteContent;
  site: SiteConfig;
  assets: BuiltAssets;
  page: PageMeta;
  /**
   * Stands a part many pages show the same in for a marker, the part rendered once per build
   * (templates/reused-parts.ts); absent, parts render in place.
   */
  reuse?: (key: string, element: ReactElement) => string;
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

/** The page's shelf of reused parts, if it renders with one (components/Reused.tsx). */
export function useReuse(): RenderContextValue['reuse'] {
  return useContext(RenderContext)?.reuse;
}
