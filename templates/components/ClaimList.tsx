/** A row of figures with labels: the stats strip and the team claims. */
import type { Claim } from '../../generator/content/types.ts';

export function ClaimList({ claims, className }: { claims: readonly Claim[]; className?: string }) {
  return (
    <ul className={className ? `claims ${className}` : 'claims'}>
      {claims.map((claim) => (
        <li key={claim.label} className="claims__item">
          <span className="claims__value">{claim.value}</span>
          <span className="claims__label">{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
