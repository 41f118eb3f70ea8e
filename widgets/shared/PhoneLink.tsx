/**
 * A phone number as a tel: link. The visible text is the number, so the link's name includes it. The
 * number's own spaces are non-breaking, so it never splits across lines; a label before it may wrap.
 */
import type { HelpLine } from '../../templates/content/types.ts';
import { keepTogether } from '../../generator/text.ts';
import { Icon } from './Icon.tsx';

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

export function HelpLineLink({ line, className }: { line: HelpLine; className?: string }) {
  return (
    <a className={classes('tel', className)} href={line.href}>
      {`${line.name} `}
      <span className="nowrap">{keepTogether(line.number)}</span>
    </a>
  );
}
