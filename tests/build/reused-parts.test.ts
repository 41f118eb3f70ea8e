/**
 * Parts rendered once and spliced into every page that shows them (templates/reused-parts.ts) give the same
 * markup as parts rendered in place: escaping included, nested parts included, and a page whose own text
 * holds the marker characters is rendered again without reuse rather than spliced wrongly. The whole-site
 * check is the build's: a --fresh build before and after this change was byte for byte the same (see
 * docs/performance.md); here, the cases a site may not hold today.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Reused } from '../../templates/components/Reused.tsx';
import { RenderContextProvider, type RenderContextValue } from '../../templates/context.ts';
import { createPartShelf } from '../../templates/reused-parts.ts';

const Card = ({ title }: { title: string }) => createElement('article', { className: 'card' }, createElement('h3', null, title));
const card = (title: string) => createElement(Reused, { by: `card\n${title}`, children: createElement(Card, { title }) });
const page = (...children: ReactElement[]) => createElement('ul', null, ...children.map((child, index) => createElement('li', { key: index }, child)));

const context = {} as RenderContextValue;
const inContext = (element: ReactElement, value: RenderContextValue) => renderToStaticMarkup(createElement(RenderContextProvider, { value }, element));

/** Renders pages one after another with one shelf, as a render thread does. */
function renderWithShelf(pages: ReactElement[]) {
  const shelf = createPartShelf();
  const rendered: string[] = [];
  let fallbacks = 0;
  for (const element of pages) {
    const parts = shelf.page();
    const value = { ...context, reuse: parts.mark };
    const html = parts.splice(inContext(element, value), (part) => inContext(part, value));
    if (html === undefined) fallbacks += 1;
    rendered.push(html ?? inContext(element, context));
  }
  return { rendered, fallbacks };
}

describe('reused parts', () => {
  it('splice in the same markup as parts rendered on each page, escaping included', () => {
    const pages = [page(card('One & two'), card('<Three>')), page(card('<Three>'), card('One & two'), card('One & two')), page(card('Four "quoted"'))];
    const { rendered, fallbacks } = renderWithShelf(pages);
    expect(fallbacks).toBe(0);
    expect(rendered).toEqual(pages.map((element) => inContext(element, context)));
    expect(rendered[1]).toContain('&lt;Three&gt;');
  });

  it('nest: a reused part may hold reused parts', () => {
    const outer = (title: string) => createElement(Reused, { by: `outer\n${title}`, children: createElement('section', null, card(title), card(`${title} again`)) });
    const pages = [page(outer('A')), page(outer('A'), card('A')), page(card('A again'), outer('B'))];
    const { rendered, fallbacks } = renderWithShelf(pages);
    expect(fallbacks).toBe(0);
    expect(rendered).toEqual(pages.map((element) => inContext(element, context)));
  });

  it('render a page whose text holds a marker character again, without reuse, and keep the shelf sound', () => {
    const pages = [page(card('First')), page(card('First'), createElement('p', { key: 'x' }, '\uE0000\uE001 pasted')), page(card('Lone \uE000 mark')), page(card('First'), card('Second'))];
    const { rendered, fallbacks } = renderWithShelf(pages);
    expect(fallbacks).toBe(2);
    expect(rendered).toEqual(pages.map((element) => inContext(element, context)));
  });
});
