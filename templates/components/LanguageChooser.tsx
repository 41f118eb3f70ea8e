/**
 * The language chooser: a link to each page in a community language, labelled in the language's own script
 * with its English name beside it ("Tiếng Việt · Vietnamese"), under the National Interpreter Symbol. In the
 * footer of every page, beside the interpreter line on /contact/ and /referral/ (in English), and at the foot of
 * each language page (headed in that page's language, with English among the choices).
 */
import type { LanguagePage } from '../content/types.ts';
import { SITE_LANG, useRender } from '../context.ts';
import { InterpreterSymbol } from '../../widgets/shared/InterpreterSymbol.tsx';
import { LanguageText } from './LanguageText.tsx';

type Variant = 'footer' | 'contact' | 'page';

const TITLE_ID: Record<Variant, string> = { footer: 'footer-languages-title', contact: 'languages-title', page: 'other-languages-title' };

export function LanguageChooser({ variant, current }: { variant: Variant; current?: LanguagePage }) {
  const { content } = useRender();
  const source = content.languages.find((language) => language.isSource);
  if (!source?.chooser) return null;
  const { chooser } = source;
  const choices = content.languages.filter((language) => language !== current && (variant === 'page' || !language.isSource));
  const heading = variant === 'page' && current ? current.labels.otherLanguages : chooser.heading;
  // In the footer a plain block (like the interpreter line there), not a second region of the same name as
  // the chooser in /contact/ and /referral/.
  const Wrapper = variant === 'footer' ? 'div' : 'section';
  return (
    <Wrapper className={`language-chooser language-chooser--${variant}`} {...(variant === 'footer' ? {} : { 'aria-labelledby': TITLE_ID[variant] })}>
      <div className="language-chooser__head">
        <InterpreterSymbol label={chooser.symbolAlt} className="language-chooser__symbol" size={40} />
        <h2 id={TITLE_ID[variant]} className="language-chooser__title">
          {heading}
        </h2>
      </div>
      {variant === 'page' ? null : (
        <p className="language-chooser__intro">
          <LanguageText parts={chooser.intro} />
        </p>
      )}
      <ul className="language-chooser__list">
        {choices.map((language) => (
          <li key={language.slug}>
            <a href={language.path} hrefLang={language.lang} className="language-chooser__link">
              <span lang={language.lang} dir={language.dir} data-script={language.script} className="language-chooser__name">
                {language.name}
              </span>
              {language.isSource ? null : (
                <>
                  <span aria-hidden="true" className="language-chooser__dot">
                    {' · '}
                  </span>
                  <span lang={SITE_LANG} dir="ltr" className="language-chooser__english">
                    {language.englishName}
                  </span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
