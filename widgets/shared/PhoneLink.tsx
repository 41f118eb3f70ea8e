/**
 * A phone number as a tel: link. The visible text is the number, so the link's name includes it. The
 * number's own spaces are non-breaking, so it never splits across lines; a label before it may wrap.
 */
import { keepTogether } from '../../generator/text.ts';
import { Icon } from './Icon.tsx';

/**
 * A help line as the widgets show it (the site maps its own help lines to this): its name, what it is for,
 * its phone line and when it answers, and any text line, online chat or website.
 */
export interface HelpLineProps {
  id: string;
  name: string;
  description: string;
  number: string;
  /** The tel: link. */
  href: string;
  hours?: string | undefined;
  /** Answers 24 hours a day, 7 days a week. */
  allDay: boolean;
  url?: string | undefined;
  text?: { number: string; href: string; hours: string } | undefined;
  chat?: { url: string; hours: string } | undefined;
}

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function PhoneLink({ number, href, label, className, icon = false }: { number: string; href: string; label?: string; className?: string; icon?: boolean }) {
  return (
    <a className={classes('tel', className)} href={href}>
      {icon ? <Icon name="phone" /> : null}
      {label ? <span className="phone-link__label">{`${label} `}</span> : null}
      <span className="nowrap">{keepTogether(number)}</span>
    </a>
  );
}

export function HelpLineLink({ line, className }: { line: Pick<HelpLineProps, 'name' | 'number' | 'href'>; className?: string }) {
  return (
    <a className={classes('tel', className)} href={line.href}>
      {`${line.name} `}
      <span className="nowrap">{keepTogether(line.number)}</span>
    </a>
  );
}
