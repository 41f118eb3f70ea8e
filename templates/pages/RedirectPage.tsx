/** An old address (e.g. /privacy-policy/): sends the visitor on at once, with a link if that fails. */
import { fillWords } from '../content/site-words.ts';
import { Words } from '../components/Words.tsx';
import { useRender } from '../context.ts';

export function RedirectPage({ title, target }: { title: string; target: string }) {
  const words = useRender().content.words.redirect;
  return (
    <div className="container page-body page-body--narrow">
      <h1>{fillWords(words.title, { title })}</h1>
      <p>
        <Words text={words.text} values={{ title, path: target }} />
      </p>
    </div>
  );
}
