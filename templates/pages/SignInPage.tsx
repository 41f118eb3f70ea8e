/**
 * /login/ and /admin/: staff sign-in is run by a hosted provider. With its address in site.json the page
 * sends staff there at once (with a visible link); without it, the page says plainly it is not set up.
 */
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { useRender } from '../context.ts';

export function SignInPage({ heading, target }: { heading: string; target: string }) {
  return (
    <div className="container page-body page-body--narrow">
      <h1>{heading}</h1>
      {target ? (
        <>
          <p>This area is for our staff. Sign-in is handled by a secure service run by another company.</p>
          <p>
            <a className="button button--primary" href={target}>
              Continue to sign in
            </a>
          </p>
        </>
      ) : (
        <>
          <p>Staff sign-in is not set up on this website yet.</p>
          <LookingForSupport />
        </>
      )}
    </div>
  );
}

/** For someone who reached a staff page looking for help: where to go instead. */
export function LookingForSupport() {
  const { site } = useRender();
  return (
    <p>
      {'If you are looking for support, please '}
      <a href="/contact/">contact us</a>
      {' or call '}
      <PhoneLink number={site.phone} href={site.phoneHref} />.
    </p>
  );
}
