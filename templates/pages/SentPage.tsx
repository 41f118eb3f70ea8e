/** The thank-you page after a form is sent. */
import type { Page } from '../../generator/content/types.ts';
import { Prose } from '../components/Prose.tsx';

export function SentPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  return (
    <div className="container page-body page-body--narrow">
      <div className="confirmation" role="status">
        <h1 className="confirmation__title">{page.title}</h1>
      </div>
      <Prose html={bodyHtml} />
      <p>
        <a className="button button--secondary" href="/">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
