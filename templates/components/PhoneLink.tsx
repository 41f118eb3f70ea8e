/** A phone number as a tel: link. The visible text is the number, so the link's name includes it. */
import type { HelpLine } from '../../build/content/types.ts';
import { Icon } from './Icon.tsx';

export function PhoneLink({ number, href, label, className, icon = false }: { number: string; href: string; label?: string; className?: string; icon?: boolean }) {
  return (
    <a className={className} href={href}>
      {icon ? <Icon name="phone" /> : null}
      {label ? <span className="phone-link__label">{`${label} `}</span> : null}
      <span className="nowrap">{number}</span>
    </a>
  );
}

export function HelpLineLink({ line, className }: { line: HelpLine; className?: string }) {
  return (
    <a className={className} href={line.href}>
      {`${line.name} `}
      <span className="nowrap">{line.number}</span>
    </a>
  );
}
