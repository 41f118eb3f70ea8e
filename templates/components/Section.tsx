/** A titled band of the page: a <section> labelled by its own h2. */
import type { ReactNode } from 'react';

/** `illustrative`: the site.json field whose sample content the section shows, marked on its heading. */
export function Section({ id, title, intro, tone = 'plain', illustrative, children }: { id: string; title: string; intro?: string; tone?: 'plain' | 'sand' | 'teal'; illustrative?: string; children: ReactNode }) {
  return (
    <section id={id} className={`band band--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="band__title" data-illustrative={illustrative}>
          {title}
        </h2>
        {intro ? <p className="band__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
