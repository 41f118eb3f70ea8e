/**
 * A sentence of a language page (generator/content/inline-text.ts) as elements. Everything from site.json
 * (our name, phone numbers, the help lines) comes in English and Latin digits, marked lang="en-AU" where it is
 * words and dir="ltr" always: an element with a dir attribute is isolated from the text around it, so a number
 * or a name stays left to right, whole, inside right-to-left text. translate="no" keeps a browser's translator
 * from rewriting a number or a name.
 */
import type { InlineText } from '../content/types.ts';
import { keepTogether } from '../../generator/text.ts';
import { SITE_LANG, useSite } from '../context.ts';

export function LanguageText({ parts }: { parts: InlineText }) {
  const site = useSite();
  const { interpreter } = site.contactSupport;
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case 'text':
            return part.text;
          case 'name':
            return (
              <span key={index} lang={SITE_LANG} dir="ltr" translate="no">
                {site.name}
              </span>
            );
          case 'phone':
            return <Tel key={index} href={site.phoneHref} number={site.phone} />;
          case 'email':
            return (
              <a key={index} href={`mailto:${site.email}`} dir="ltr" translate="no">
                {site.email}
              </a>
            );
          case 'areas':
            return (
              <span key={index} lang={SITE_LANG} dir="ltr" translate="no">
                {site.serviceAreas.join(', ')}
              </span>
            );
          case 'hours':
            return (
              <span key={index} lang={SITE_LANG} dir="ltr" translate="no">
                {site.hours}
              </span>
            );
          case 'tis':
            return <Tel key={index} href={interpreter.href} number={interpreter.number} name={interpreter.name} />;
          case 'emergency':
            return <Tel key={index} href={site.helpLines.emergency!.href} number={site.helpLines.emergency!.number} />;
          case 'line': {
            const line = site.helpLines[part.id]!;
            return <Tel key={index} href={line.href} number={line.number} name={line.name} />;
          }
          case 'english':
            // Words to say aloud are quoted; the quotes are inside the isolate, so they stay around the words
            // in right-to-left text (a <q>'s generated quotes did not, in Chromium).
            return (
              <span key={index} lang={SITE_LANG} dir="ltr" translate="no" {...(part.say ? { className: 'say' } : {})}>
                {part.say ? `“${part.text}”` : part.text}
              </span>
            );
          case 'link':
            return (
              <a key={index} href={part.href} {...(part.href.startsWith('/languages/') ? {} : { hrefLang: SITE_LANG })}>
                {part.text}
              </a>
            );
        }
      })}
    </>
  );
}

/** A tap-to-call link: the service's name (English) and its number, kept whole and left to right. */
function Tel({ href, number, name }: { href: string; number: string; name?: string }) {
  return (
    <a className="tel" href={href} dir="ltr" translate="no" {...(name ? { lang: SITE_LANG } : {})}>
      {name ? `${name} ` : null}
      <span className="nowrap">{keepTogether(number)}</span>
    </a>
  );
}
