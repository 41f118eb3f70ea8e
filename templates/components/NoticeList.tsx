/** The short notices (content/notices/) on the home page. */
import { noticePath } from '../content/pages.ts';
import { useRender } from '../context.ts';

/** On the home page, under the welcome: each notice's title (a link to its page) and its sentence. Nothing when there is none. */
export function NoticeList() {
  const { content } = useRender();
  if (content.notices.length === 0) return null;
  const words = content.words.notices;
  return (
    <section className="notices" aria-label={words.title}>
      <div className="container">
        <ul className="notices__list">
          {content.notices.map((notice) => (
            <li key={notice.slug} className="notices__item">
              <strong className="notices__tag">{`${words.tag} `}</strong>
              <a href={noticePath(notice.slug)}>{notice.title}</a>
              <span className="notices__text">{notice.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
