/**
 * /login/: where staff start. The intake team goes to the inbox (which signs them in with the provider's own
 * sign-in), editors to the content editor at /admin/. A page of links: nothing to sign in to here.
 */
import { intakeSignInEnabled } from '../content/staff-sign-in.ts';
import { INTAKE_INBOX_PATH } from '../../widgets/intake-inbox/props.ts';
import { LookingForSupport } from './SignInPage.tsx';
import { useRender } from '../context.ts';

export function StaffSignInPage({ heading }: { heading: string }) {
  const { site } = useRender();
  const inbox = intakeSignInEnabled(site.auth.intake);
  return (
    <div className="container page-body page-body--narrow">
      <h1>{heading}</h1>
      <p>This area is for our staff.</p>
      <h2>Intake team</h2>
      {inbox ? (
        <p>
          <a className="button button--primary" href={INTAKE_INBOX_PATH}>
            Read referrals and messages
          </a>
        </p>
      ) : (
        <p>The intake inbox is not set up on this website yet.</p>
      )}
      <h2>Editors</h2>
      <p>
        <a href="/admin/">Change the website's content</a>
      </p>
      <h2>Not staff?</h2>
      <LookingForSupport />
    </div>
  );
}
