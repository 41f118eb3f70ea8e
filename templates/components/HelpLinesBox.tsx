/**
 * The help-lines box for articles on suicide, self-harm, crisis or trauma (Mindframe: at least two 24/7
 * services, direct links, an online option). Emergency 000 always comes first, after a plain "we are not a
 * crisis service". An article shows it at the top of its text and again at the end.
 */
import type { HelpLine } from '../../generator/content/types.ts';
import { useSite } from '../context.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';

export function HelpLinesBox({ lines, headingId = 'help-lines-title', title = 'If you need support now' }: { lines: readonly HelpLine[]; headingId?: string; title?: string }) {
  const site = useSite();
  const emergency = site.helpLines.emergency!;
  const others = lines.filter((line) => line.id !== 'emergency');
  return (
    <aside className="help-lines" aria-labelledby={headingId}>
      <h2 id={headingId} className="help-lines__title">{title}</h2>
      <p>
        We are not a crisis service, and we cannot answer straight away. If you or someone else is in danger, call{' '}
        <HelpLineLink line={emergency} className="help-lines__emergency" />. These services are confidential, and you can call them now:
      </p>
      <ul className="help-lines__list">
        {others.map((line) => (
          <li key={line.id} className="help-lines__item">
            <HelpLineLink line={line} className="help-lines__phone" />
            <span className="help-lines__meta">{line.hours ? `${line.hours}. ${line.description}` : line.description}</span>
            {line.url ? (
              <a className="help-lines__web" href={line.url} rel="external noopener noreferrer">
                {`${line.name} website`}
                <span className="visually-hidden"> (another website)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
