/**
 * /login/: where staff start. The intake team goes to the inbox (which signs them in with the provider's own
 * sign-in), editors to the content editor at /admin/ (which signs them in through the git host). A page of
 * links: nothing to sign in to here.
 */
import { HOST_NAMES } from '../../generator/editor/sign-in.ts';
import { INTAKE_INBOX_PATH } from '../../widgets/intake-inbox/props.ts';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { EDITOR_PATH } from '../addresses.ts';
import { Words } from '../components/Words.tsx';
import { intakeSignInEnabled } from '../content/staff-sign-in.ts';
import { useRender } from '../context.ts';

export function StaffSignInPage({ heading }: { heading: string }) {
  const { site, content } = useRender();
  const words = content.words.signIn;
  const inbox = intakeSignInEnabled(site.auth.intake);
  return (
    <div className="container page-body page-body--narrow">
      <h1>{heading}</h1>
      <p>{words.forStaff}</p>
      <h2>{words.intakeTitle}</h2>
      {inbox ? (
        <p>
          <a className="button button--primary" href={INTAKE_INBOX_PATH}>
            {words.inbox}
          </a>
        </p>
      ) : (
        <p>{words.inboxNotSetUp}</p>
      )}
      <h2>{words.editorsTitle}</h2>
      <p>
        <Words text={words.editors} values={{ host: HOST_NAMES[site.editor.host] }} />
      </p>
      <p>
        <a href={EDITOR_PATH}>{words.editor}</a>
      </p>
      <h2>{words.notStaffTitle}</h2>
      <LookingForSupport />
    </div>
  );
}

/** For someone who reached a staff page looking for help: where to go instead. */
export function LookingForSupport() {
  const { site, content } = useRender();
  return (
    <p>
      <Words text={content.words.signIn.lookingForSupport} values={{ phone: <PhoneLink number={site.phone} href={site.phoneHref} /> }} />
    </p>
  );
}
