/**
 * A phone number as a tel: link. The visible text is the number, so the link's name includes it. The
 * number's own spaces are non-breaking, so it never splits across lines; a label before it may wrap.
 */
import type { HelpLine } from '../../build/content/types.ts';
import { Icon } from './Icon.tsx';

export const unbreakable = (number: string) => number.replace(/ /g, '\u00a0');

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function PhoneLink({ number, href, label, className, icon = false }: { number: string; href: string; label?: string; className?: string; icon?: boolean }) {
  return (
    <a className={classes('tel', className)} href={href}>
      {icon ? <Icon name="phone" /> : null}
      {label ? <span className="phone-link__label">{`${label} `}</span> : null}
      <span className="nowrap">{unbreakable(number)}</span>
    </a>
  );
}

export function HelpLineLink({ line, className }: { line: HelpLine; className?: string }) {
  return (
    <a className={classes('tel', className)} href={line.href}>
      {`${line.name} `}
      <span className="nowrap">{unbreakable(line.number)}</span>
    </a>
  );
}
