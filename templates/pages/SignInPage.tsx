/**
 * /login/ and /admin/: staff sign-in is run by a hosted provider. With its address in site.json the page
 * sends staff there at once (with a visible link); without it, the page says plainly it is not set up.
 */
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { useRender } from '../context.ts';
import { Words } from '../components/Words.tsx';

export function SignInPage({ heading, target }: { heading: string; target: string }) {
  const { content } = useRender();
  const words = content.words.signIn;
  return (
    <div className="container page-body page-body--narrow">
      <h1>{heading}</h1>
      {target ? (
        <>
          <p>{words.handedOver}</p>
          <p>
            <a className="button button--primary" href={target}>
              {words.continue}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{words.notSetUp}</p>
          <LookingForSupport />
        </>
      )}
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
