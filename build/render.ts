/**
 * Step: render every route to a complete HTML document with React's renderToStaticMarkup. The main
 * content renders first, so the page knows which widgets it uses before its <head> links a stylesheet.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteContent } from './content/types.ts';
import { BuildError } from './errors.ts';
import type { MarkdownRenderer } from './markdown/processor.ts';
import type { Route } from './routes.ts';
import { Document } from '../templates/Document.tsx';
import { RenderContextProvider, type BuiltAssets, type WidgetName } from '../templates/context.ts';

export interface RenderedPage {
  path: string;
  file: string;
  html: string;
  widgets: WidgetName[];
  noindex: boolean;
}

const ISLAND = /data-island="([a-z]+)"/g;

export function renderRoute(route: Route, content: SiteContent, assets: BuiltAssets, markdown: MarkdownRenderer): RenderedPage {
  const context = { content, site: content.site, assets, page: route.meta };
  try {
    const mainHtml = renderToStaticMarkup(createElement(RenderContextProvider, { value: context }, route.render({ markdown })));
    const widgets = [...new Set(['menu', ...[...mainHtml.matchAll(ISLAND)].map((match) => match[1]!)])].sort() as WidgetName[];
    const documentHtml = renderToStaticMarkup(createElement(RenderContextProvider, { value: context }, createElement(Document, { mainHtml, widgets })));
    return { path: route.meta.path, file: route.file, html: `<!DOCTYPE html>${documentHtml}`, widgets, noindex: route.meta.noindex === true };
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError(`Rendering ${route.meta.path} (from ${route.source}) failed: ${(error as Error).message}`, { cause: error });
  }
}
