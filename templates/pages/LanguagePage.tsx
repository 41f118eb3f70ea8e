/**
 * A page in a community language (content/languages/<language>.json), and /languages/, the English source
 * the translations are made from, where a language is chosen. One template for all of them: the page's
 * language and direction are on <html> (header and footer stay English), and the layout uses logical
 * properties only, so a right-to-left page is a true mirror: the call card moves to the left, lists and
 * borders to the right.
 *
 * The order: what the page is; a note when the translation is not yet checked; help now (000 and the 24-hour
 * lines); how to call us with an interpreter (beside the text on wide screens); who we are and what we offer;
 * our NDIS registration; how to make a referral; privacy; the English pages this one summarises; other
 * languages.
 */
import type { LanguagePage as Language, LanguageSection, SectionId } from '../content/types.ts';
import { InterpreterSymbol } from '../../widgets/shared/InterpreterSymbol.tsx';
import { LanguageChooser } from '../components/LanguageChooser.tsx';
import { LanguageText } from '../components/LanguageText.tsx';
import { SITE_LANG, useRender } from '../context.ts';

/** The English pages each language page summarises, linked at its foot. */
const ENGLISH_PAGES = [
  { slug: 'about', path: '/about/' },
  { slug: 'services', path: '/services/' },
  { slug: 'referral', path: '/referral/' },
  { slug: 'contact', path: '/contact/' },
  { slug: 'privacy', path: '/privacy/' },
] as const;

export function LanguagePage({ language }: { language: Language }) {
  const { content, site } = useRender();
  const source = content.languages.find((candidate) => candidate.isSource)!;
  const unchecked = !language.isSource && site.unconfirmed.includes(`languages.${language.slug}`);
  const { sections } = language;
  return (
    <div className="language-page" data-script={language.script}>
      <div className="page-intro">
        <div className="container">
          <h1 className="page-intro__title">{language.title}</h1>
          <p className="lead">
            <LanguageText parts={language.intro} />
          </p>
          {unchecked ? (
            <div className="translation-note" role="note">
              <p>{language.labels.uncheckedNote}</p>
              <p lang={SITE_LANG} dir="ltr">
                {language.englishNote ?? source.chooser!.uncheckedNote}
              </p>
            </div>
          ) : null}
        </div>
      </div>
      {language.isSource ? (
        <div className="container language-page__choose">
          <LanguageChooser variant="page" current={language} />
        </div>
      ) : null}
      <div className="container page-body language-page__layout">
        <div className="language-help">
          <Section id="emergency" section={sections.emergency} />
          <Section id="crisisLines" section={sections.crisisLines} />
        </div>
        <div className="language-page__call">
          <Section id="interpreter" section={sections.interpreter} symbol={source.chooser!.symbolAlt} />
        </div>
        <div className="language-page__text">
          {(['about', 'services', 'registration', 'referral', 'privacy'] as const).map((id) => (
            <Section key={id} id={id} section={sections[id]} />
          ))}
        </div>
        <section className="language-page__english" aria-labelledby="more-in-english-title">
          <h2 id="more-in-english-title">{language.labels.moreInEnglish}</h2>
          <ul lang={SITE_LANG} dir="ltr">
            {ENGLISH_PAGES.map(({ slug, path }) => (
              <li key={path}>
                <a href={path} hrefLang={SITE_LANG}>
                  {content.pages.get(slug)?.title ?? path}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {language.isSource ? null : (
        <div className="container language-page__choose">
          <LanguageChooser variant="page" current={language} />
        </div>
      )}
    </div>
  );
}

function Section({ id, section, symbol }: { id: SectionId; section: LanguageSection; symbol?: string }) {
  const headingId = `section-${id}`;
  return (
    <section className={`language-section language-section--${id}`} aria-labelledby={headingId}>
      {symbol ? <InterpreterSymbol label={symbol} className="language-section__symbol" size={56} /> : null}
      <h2 id={headingId}>{section.heading}</h2>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <LanguageText parts={paragraph} />
        </p>
      ))}
      {section.steps.length ? (
        <ol className="language-section__steps">
          {section.steps.map((step, index) => (
            <li key={index}>
              <LanguageText parts={step} />
            </li>
          ))}
        </ol>
      ) : null}
      {section.list.length ? (
        <ul className="language-section__list">
          {section.list.map((item, index) => (
            <li key={index}>
              <LanguageText parts={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.after.map((paragraph, index) => (
        <p key={index}>
          <LanguageText parts={paragraph} />
        </p>
      ))}
    </section>
  );
}
