/** Everything in <head>: title, description, canonical URL, social cards, structured data, assets. */
import { useRender } from './context.ts';
import { shareImageOf } from './share-card.ts';
import { scriptSafeJson } from '../generator/text.ts';
import { organisationJsonLd } from './structured-data.ts';
import { FEED_PATH } from './content/pages.ts';
import { fillWords } from './content/site-words.ts';

export function Head({ stylesheets }: { stylesheets: readonly (readonly string[])[] }) {
  const { site, page, assets, content } = useRender();
  const title = page.path === '/' ? `${site.name}: ${page.title}` : `${page.title} | ${site.name}`;
  const canonical = `${site.baseUrl}${page.canonicalPath ?? page.path}`;
  const shareImage = page.noindex ? undefined : shareImageOf(site, page.shareTitle ?? page.title, page.shareLabel ?? site.name);
  const jsonLd = [organisationJsonLd(site), ...(page.jsonLd ?? [])];
  return (
    <head>
      {/* React would write charSet; the HTML spelling is charset. */}
      <meta {...({ charset: 'utf-8' } as Record<string, string>)} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {page.noindex ? <meta name="robots" content="noindex" /> : null}
      {page.redirectTo ? <meta httpEquiv="refresh" content={`0; url=${page.redirectTo}`} /> : null}
      <link rel="canonical" href={canonical} />
      {(page.alternates ?? []).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={`${site.baseUrl}${alternate.path}`} />
      ))}
      {stylesheets.map((files) => (
        <link key={files.join('+')} rel="stylesheet" href={assets.stylesheetFor(files)} />
      ))}
      <script dangerouslySetInnerHTML={{ __html: assets.loaderCode }} />
      <meta name="theme-color" content="#0f5c63" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {page.path.startsWith('/resources/') ? <link rel="alternate" type="application/atom+xml" title={fillWords(content.words.feed.title, { name: site.name })} href={FEED_PATH} /> : null}
      <meta property="og:site_name" content={site.name} />
      {page.lang ? null : <meta property="og:locale" content="en_AU" />}
      <meta property="og:type" content={page.ogType ?? 'website'} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={canonical} />
      {shareImage ? <meta property="og:image" content={`${site.baseUrl}${shareImage}`} /> : null}
      {shareImage ? <meta property="og:image:width" content="1200" /> : null}
      {shareImage ? <meta property="og:image:height" content="630" /> : null}
      {shareImage ? <meta property="og:image:alt" content={`${page.shareTitle ?? page.title}: ${site.name}`} /> : null}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      {shareImage ? <meta name="twitter:image" content={`${site.baseUrl}${shareImage}`} /> : null}
      {page.noindex ? null : <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd.length === 1 ? jsonLd[0] : { '@context': 'https://schema.org', '@graph': jsonLd.map(stripContext) }) }} />}
    </head>
  );
}

function stripContext(node: object): object {
  const { '@context': _context, ...rest } = node as Record<string, unknown>;
  return rest;
}
