/** A service page: what it is, who it is for, working together, funding, how to start, then the service terms (costs, agreements, rights), FAQ, reading; the sidebar on wide screens. */
import type { Article, Service } from '../content/types.ts';
import type { TocEntry } from '../../generator/markdown/plugins/rehype-toc.ts';
import { ArticleCardList } from '../components/ArticleCard.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { hasIllustration } from '../art/illustrations.ts';
import { Prose } from '../components/Prose.tsx';
import { ServiceTerms } from '../components/ServiceTerms.tsx';
import { useRender } from '../context.ts';
import { fillWords } from '../content/site-words.ts';

export function ServicePage({ service, bodyHtml, toc = [], related }: { service: Service; bodyHtml: string; toc?: readonly TocEntry[]; related: readonly Article[] }) {
  const { content } = useRender();
  const words = content.words.service;
  // The terms follow the page's own text; the sidebar's contents list leads to them too.
  const contents = toc.length > 0 ? [...toc, { id: 'terms', text: content.serviceTerms.heading }] : toc;
  return (
    <>
      <PageIntro
        title={service.title}
        lead={service.summary}
        {...(hasIllustration(service.slug) ? { art: service.slug } : {})}
        trail={[
          { label: 'Home', href: '/' },
          { label: 'Services', href: '/services/' },
          { label: service.title, href: `/services/${service.slug}/` },
        ]}
      />
      <div className="container page-body">
        <WithAside aside={<PageAside toc={contents} talk />}>
          <div className="service-page__main">
            <Prose html={bodyHtml} className="prose--page" />
            <ServiceTerms slug={service.slug} />
            {service.faq.length > 0 ? (
              <section className="service-faq" aria-labelledby="service-faq-title">
                <h2 id="service-faq-title">{words.questionsTitle}</h2>
                {service.faq.map((item) => (
                  <details key={item.question} className="disclosure">
                    <summary className="disclosure__summary">{item.question}</summary>
                    <div className="disclosure__body prose" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
                  </details>
                ))}
              </section>
            ) : null}
            <CallToAction heading={fillWords(words.askAbout, { service: service.title.toLowerCase() })} />
          </div>
          {related.length > 0 ? (
            <section className="related" aria-labelledby="related-title">
              <h2 id="related-title">{words.readingTitle}</h2>
              <ArticleCardList articles={related} />
            </section>
          ) : null}
        </WithAside>
      </div>
    </>
  );
}
