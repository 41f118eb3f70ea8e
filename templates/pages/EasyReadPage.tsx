/**
 * An Easy Read page: one idea per row, a picture on the left and a short sentence on the right, large type,
 * key words in bold, every phone number a tap-to-call link, and a link back to the full version. Beside the
 * ideas on a wide screen: "Ask us to call you" and help now. Also /easy-read/, the list of Easy Read pages.
 */
import { Fragment } from 'react';
import type { EasyReadPage as EasyReadPageData } from '../content/types.ts';
import { Art } from '../components/Art.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { useRender } from '../context.ts';
import { CALL_BACK_PATH } from './CallBackPage.tsx';
import { fillWords } from '../content/site-words.ts';
import { Words } from '../components/Words.tsx';

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
  const words = content.words.easyRead;
  const path = easyReadPath(easyRead.slug);
  return (
    <>
      <PageIntro title={easyRead.title} trail={[{ label: 'Home', href: '/' }, { label: 'Easy Read', href: '/easy-read/' }, { label: easyRead.title, href: path }]} />
      <div className="container page-body easy-read-layout">
        <div className="easy-read">
          <p className="easy-read__about">
            <EasyText text={content.easyRead.intro} />{' '}
            <a href={easyRead.original}>{fillWords(words.fullVersion, { title: originalTitle })}</a>
          </p>
          <p className="easy-read__jump">
            <a className="button button--primary" href="#call-back">
              {content.easyRead.callBack.jump}
            </a>
          </p>
          {easyRead.sections.map((section) => (
            <section key={section.heading} className="easy-read__section" aria-labelledby={`er-${slugOf(section.heading)}`}>
              <h2 id={`er-${slugOf(section.heading)}`}>{section.heading}</h2>
              <ul className="easy-read__list">
                {section.items.map((item, index) => (
                  <li key={index} className="easy-read__item" data-picture={item.picture}>
                    <Art name={item.picture} size={96} className="easy-read__picture" />
                    <div className="easy-read__text" dangerouslySetInnerHTML={{ __html: item.text.html }} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="easy-read__section" aria-labelledby="er-help">
            <h2 id="er-help">{words.helpTitle}</h2>
            <ul className="easy-read__list">
              <li className="easy-read__item" data-picture="easy-read-help-reading">
                <Art name="easy-read-help-reading" size={96} className="easy-read__picture" />
                <div className="easy-read__text" dangerouslySetInnerHTML={{ __html: content.easyRead.help }} />
              </li>
              <li className="easy-read__item" data-picture="easy-read-read">
                <Art name="easy-read-read" size={96} className="easy-read__picture" />
                <p className="easy-read__text">
                  <a href={easyRead.original}>{fillWords(words.fullVersion, { title: originalTitle })}</a>
                </p>
              </li>
            </ul>
          </section>
        </div>
        <EasyReadAside />
      </div>
    </>
  );
}

/**
 * Beside the ideas on a wide screen, after them on a phone: asking us to call you (a call, or the short
 * call-back form), help now with tap-to-call numbers, and our contact details.
 */
function EasyReadAside() {
  const { site, content } = useRender();
  const { callBack, helpNow } = content.easyRead;
  return (
    <aside className="easy-read__aside" aria-label="Ask us to call you, and help now">
      <section id="call-back" className="easy-read__card easy-read__card--call-back" aria-labelledby="call-back-title">
        <Art name="easy-read-call-back" size={64} className="easy-read__card-art" />
        <h2 id="call-back-title">{callBack.heading}</h2>
        <div dangerouslySetInnerHTML={{ __html: callBack.text }} />
        <p>
          <PhoneLink className="button button--primary easy-read__call" number={site.phone} href={site.phoneHref} icon />
        </p>
        <p>
          <a className="button button--secondary easy-read__call-back-form" href={CALL_BACK_PATH}>
            {content.forms.callback.page.cardLink}
          </a>
        </p>
        <p>
          <a href={callBack.link}>{callBack.linkLabel}</a>
        </p>
      </section>
      <section className="easy-read__card easy-read__card--help" aria-labelledby="easy-help-now-title">
        <h2 id="easy-help-now-title">{helpNow.heading}</h2>
        <div dangerouslySetInnerHTML={{ __html: helpNow.text }} />
      </section>
    </aside>
  );
}

export function EasyReadIndex({ pages }: { pages: { path: string; title: string; originalTitle: string; original: string; picture: string }[] }) {
  const { content } = useRender();
  const words = content.words.easyRead;
  return (
    <>
      <PageIntro title={words.listTitle} lead={words.listLead} trail={[{ label: 'Home', href: '/' }, { label: words.listTitle, href: '/easy-read/' }]} />
      <div className="container page-body easy-read easy-read--index">
        <ul className="easy-read__list">
          {pages.map((page) => (
            <li key={page.path} className="easy-read__item">
              <Art name={page.picture} size={96} className="easy-read__picture" />
              <p className="easy-read__text">
                <a href={page.path}>{page.title}</a>
                <br />
                <span className="easy-read__full">
                  <Words text={words.fullVersionOf} values={{ title: <a href={page.original}>{page.originalTitle}</a> }} />
                </span>
              </p>
            </li>
          ))}
        </ul>
        <p className="easy-read__jump easy-read__jump--always">
          <a className="button button--primary" href={CALL_BACK_PATH}>
            {content.forms.callback.page.cardLink}
          </a>
        </p>
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
      <h2 id="easy-read-links-title">{content.words.easyRead.linksTitle}</h2>
      <p>{content.words.easyRead.linksIntro}</p>
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
