/**
 * "We are not a crisis service", with 000 and the crisis lines (site.json `formsCrisisLines`): beside every
 * form and on the contact page. Its words are in content/forms.json (`crisis`). `compact` lists the lines
 * side by side and says their hours once, so a form still starts on a phone's first screen.
 */
import { useRender } from '../context.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';

export function CrisisNotice({ compact = false, headingLevel = 2, idPrefix }: { compact?: boolean; headingLevel?: 2 | 3 | 4; idPrefix?: string }) {
  const { site, content } = useRender();
  const words = content.forms.crisis;
  const Heading = `h${headingLevel}` as const;
  const titleId = idPrefix ? `${idPrefix}-crisis-notice-title` : 'crisis-notice-title';
  const others = site.formsCrisisLines.filter((line) => line.id !== 'emergency');
  // Said once when every line answers around the clock, else beside each line.
  const sayHoursOnce = compact && others.every((line) => line.allDay);
  return (
    <aside className={compact ? 'crisis-notice crisis-notice--compact' : 'crisis-notice'} aria-labelledby={titleId}>
      <Heading id={titleId} className="crisis-notice__title">
        {words.title}
      </Heading>
      <p>{sayHoursOnce ? words.compactText : words.text}</p>
      <ul className="crisis-notice__list">
        {site.formsCrisisLines.map((line) => (
          <li key={line.id}>
            <HelpLineLink line={line} />
            <span>{line.id === 'emergency' ? ` ${words.danger}` : line.hours && !sayHoursOnce ? `, ${line.hours.toLowerCase()}` : ''}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
