/**
 * An Easy Read page: one idea per row, a picture on the left and a short sentence on the right, large type,
 * key words in bold, and a link back to the full version. Also /easy-read/, the list of Easy Read pages.
 */
import { Fragment } from 'react';
import type { EasyReadPage as EasyReadPageData } from '../../generator/content/types.ts';
import { Art } from '../components/Art.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { useRender } from '../context.ts';

/** "We are **here**." becomes We are <strong>here</strong>. Nothing else is markup. */
function EasyText({ text }: { text: string }) {
  return (
    <>
      {text.split('**').map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? <strong>{part}</strong> : part}</Fragment>
      ))}
    </>
  );
}

export function EasyReadPage({ easyRead, originalTitle }: { easyRead: EasyReadPageData; originalTitle: string }) {
  const { content } = useRender();
  const path = easyReadPath(easyRead.slug);
  return (
    <>
      <PageIntro title={easyRead.title} trail={[{ label: 'Home', href: '/' }, { label: 'Easy Read', href: '/easy-read/' }, { label: easyRead.title, href: path }]} />
      <div className="container page-body easy-read">
        <p className="easy-read__about">
          <EasyText text={content.easyRead.intro} />{' '}
          <a href={easyRead.original}>{`Read the full version: ${originalTitle}`}</a>
        </p>
        {easyRead.sections.map((section) => (
          <section key={section.heading} className="easy-read__section" aria-labelledby={`er-${slugOf(section.heading)}`}>
            <h2 id={`er-${slugOf(section.heading)}`}>{section.heading}</h2>
            <ul className="easy-read__list">
              {section.items.map((item, index) => (
                <li key={index} className="easy-read__item">
                  <Art name={item.picture} size={96} className="easy-read__picture" />
                  <p className="easy-read__text">
                    <EasyText text={item.text} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="easy-read__section" aria-labelledby="er-help">
          <h2 id="er-help">Help to read this</h2>
          <ul className="easy-read__list">
            <li className="easy-read__item">
              <Art name="easy-read-help" size={96} className="easy-read__picture" />
              <p className="easy-read__text">
                <EasyText text={content.easyRead.help} />
              </p>
            </li>
            <li className="easy-read__item">
              <Art name="easy-read-read" size={96} className="easy-read__picture" />
              <p className="easy-read__text">
                <a href={easyRead.original}>{`Read the full version: ${originalTitle}`}</a>
              </p>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}

export function EasyReadIndex({ pages }: { pages: { path: string; title: string; originalTitle: string; original: string }[] }) {
  return (
    <>
      <PageIntro title="Easy Read" lead="Some of our pages in Easy Read. Easy Read uses short sentences, with a picture beside each idea." trail={[{ label: 'Home', href: '/' }, { label: 'Easy Read', href: '/easy-read/' }]} />
      <div className="container page-body easy-read">
        <ul className="easy-read__list">
          {pages.map((page) => (
            <li key={page.path} className="easy-read__item">
              <Art name="easy-read-read" size={96} className="easy-read__picture" />
              <p className="easy-read__text">
                <a href={page.path}>{page.title}</a>
                <br />
                <span className="easy-read__full">
                  {'Full version: '}
                  <a href={page.original}>{page.originalTitle}</a>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function slugOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The address of a page's Easy Read version. */
export function easyReadPath(slug: string): string {
  return `/${slug}/easy-read/`;
}

/** The Easy Read versions, listed on /accessibility/. */
export function EasyReadLinks() {
  const { content } = useRender();
  return (
    <section className="prose prose--page easy-read-links" aria-labelledby="easy-read-links-title">
      <h2 id="easy-read-links-title">Easy Read</h2>
      <p>Easy Read uses short sentences, with a picture beside each idea. These pages have an Easy Read version:</p>
      <ul>
        {content.easyRead.pages.map((page) => (
          <li key={page.slug}>
            <a href={easyReadPath(page.slug)}>{page.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
