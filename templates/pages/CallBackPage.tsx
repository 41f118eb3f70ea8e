/**
 * /easy-read/call-back/: the Easy Read "Ask us to call you". A few ideas with a picture each, then a short
 * form (name, phone, best time, agreement) in large type with large targets, which works without
 * JavaScript; beside it on a wide screen (after it on a phone), help now with tap-to-call numbers. Then
 * /easy-read/call-back/sent/, the page after it is sent. Every word is in content/forms.json (`callback`).
 */
import { formPagePath, sentPath } from '../../widgets/form/delivery.ts';
import { Art } from '../components/Art.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { HelpStrip } from '../components/HelpStrip.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { HelpLineLink, PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { useRender } from '../context.ts';
import { SentReference } from '../components/SentReference.tsx';

export const CALL_BACK_PATH = formPagePath('callback');
export const CALL_BACK_SENT_PATH = sentPath('callback');

function Ideas({ ideas }: { ideas: readonly { picture: string; textHtml: string }[] }) {
  return (
    <ul className="easy-read__list">
      {ideas.map((idea) => (
        <li key={idea.picture} className="easy-read__item" data-picture={idea.picture}>
          <Art name={idea.picture} size={96} className="easy-read__picture" />
          <div className="easy-read__text" dangerouslySetInnerHTML={{ __html: idea.textHtml }} />
        </li>
      ))}
    </ul>
  );
}

/** Help now, beside the form: the crisis lines as large tap-to-call buttons, and the way back. */
function HelpCard() {
  const { content, site } = useRender();
  const words = content.forms.callback.page;
  return (
    <aside className="easy-read__aside" aria-labelledby="call-back-help-title">
      <section className="easy-read__card easy-read__card--help">
        <h2 id="call-back-help-title">{words.helpHeading}</h2>
        <div dangerouslySetInnerHTML={{ __html: words.helpTextHtml }} />
        <ul className="call-back__lines">
          {site.formsCrisisLines.map((line) => (
            <li key={line.id}>
              <HelpLineLink line={line} className="button button--secondary call-back__line" />
              {line.id === 'emergency' ? <span className="call-back__when">{` ${content.forms.crisis.danger}`}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a href="/easy-read/">{words.back}</a>
      </p>
    </aside>
  );
}

export function CallBackPage() {
  const { content } = useRender();
  const words = content.forms.callback.page;
  return (
    <>
      <PageIntro title={words.heading} trail={[{ label: 'Home', href: '/' }, { label: 'Easy Read', href: '/easy-read/' }, { label: words.heading, href: CALL_BACK_PATH }]} compact />
      <div className="container page-body easy-read-layout call-back">
        <div className="easy-read">
          <HelpStrip lead={content.forms.crisis.lead} />
          <Ideas ideas={words.ideas} />
          <FormIsland kind="callback" />
        </div>
        <HelpCard />
      </div>
    </>
  );
}

export function CallBackSentPage() {
  const { content, site } = useRender();
  const words = content.forms.callback.page;
  return (
    <div className="container page-body easy-read-layout call-back">
      <div className="easy-read">
        <div className="confirmation" role="status">
          <h1 className="confirmation__title">{words.sentTitle}</h1>
          <SentReference />
        </div>
        <Ideas ideas={words.sentIdeas} />
        <p className="call-back__call">
          <PhoneLink className="button button--primary easy-read__call" number={site.phone} href={site.phoneHref} icon />
        </p>
      </div>
      <HelpCard />
    </div>
  );
}
