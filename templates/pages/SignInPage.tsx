/**
 * /login/: who signs in where. Office staff who update the website sign in to the editor at /admin/ with
 * their git host's account (site.json `editor`); the intake team reads referrals after signing in where
 * site.json's `auth.loginUrl` says, once it is set. Anyone else is pointed to the ways to contact us.
 */
import { EDITOR_PATH } from '../../generator/site-files/addresses.ts';
import { HOST_NAMES } from '../../generator/editor/sign-in.ts';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { useRender } from '../context.ts';

export function SignInPage() {
  const { site } = useRender();
  const intake = site.auth.loginUrl;
  return (
    <div className="container page-body page-body--narrow">
      <h1>Staff sign-in</h1>
      <p>
        {'This page is for our staff. If you are looking for support, please '}
        <a href="/contact/">contact us</a>
        {' or call '}
        <PhoneLink number={site.phone} href={site.phoneHref} />.
      </p>
      <h2>Update the website</h2>
      <p>Office staff who update the website (places for referrers, help lines, articles and pages) sign in to the website editor with their {HOST_NAMES[site.editor.host]} account.</p>
      <p>
        <a className="button button--primary" href={EDITOR_PATH}>
          Open the website editor
        </a>
      </p>
      <h2>Read referrals</h2>
      {intake ? (
        <>
          <p>The intake team reads referrals and messages after signing in with {site.dataStorage.signInProvider}, a secure service run by another company.</p>
          <p>
            <a className="button button--secondary" href={intake}>
              Sign in to read referrals
            </a>
          </p>
        </>
      ) : (
        <p>Signing in to read referrals is not set up on this website yet.</p>
      )}
    </div>
  );
}
