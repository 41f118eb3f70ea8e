/** "We are not a crisis service", with 000 and the crisis lines: above every form and on the contact page. */
import { useSite } from '../context.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';

export function CrisisNotice() {
  const site = useSite();
  return (
    <aside className="crisis-notice" aria-labelledby="crisis-notice-title">
      <h2 id="crisis-notice-title" className="crisis-notice__title">We are not a crisis service</h2>
      <p>We read messages during business hours. If you need help now:</p>
      <ul className="crisis-notice__list">
        {site.formsCrisisLines.map((line) => (
          <li key={line.id}>
            <HelpLineLink line={line} />
            <span>{line.id === 'emergency' ? ` if someone is in danger` : line.hours ? `, ${line.hours.toLowerCase()}` : ''}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
