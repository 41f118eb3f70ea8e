/** An alias address (e.g. /privacy-policy/): sends the visitor on at once, with a link if that fails. */
export function RedirectPage({ title, target }: { title: string; target: string }) {
  return (
    <div className="container page-body page-body--narrow">
      <h1>{`${title} has moved`}</h1>
      <p>
        {'This page is now at '}
        <a href={target}>{title}</a>
        {'. Your browser should take you there. If it does not, please follow the link.'}
      </p>
    </div>
  );
}
