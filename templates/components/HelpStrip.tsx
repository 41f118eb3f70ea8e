/**
 * One line of help: "We are not a crisis service" (or a gentler opening for a sensitive article), then 000
 * and the first 24/7 line to call. Above the referral form and above a sensitive article's title.
 */
import type { HelpLine } from '../content/types.ts';
import { useSite } from '../context.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';

export function HelpStrip({ lead, lines, className }: { lead: string; lines?: readonly HelpLine[]; className?: string }) {
  const site = useSite();
  const emergency = site.helpLines.emergency!;
  const line = lines?.find((candidate) => candidate.allDay && candidate.id !== 'emergency') ?? site.helpLines.lifeline!;
  return (
    <p className={className ? `help-strip ${className}` : 'help-strip'}>
      <strong>{lead}</strong>
      {' If you need help now, call '}
      <HelpLineLink line={line} />
      {', or '}
      <HelpLineLink line={emergency} />
      {' if someone is in danger.'}
    </p>
  );
}
