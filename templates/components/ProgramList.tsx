/** The programs open for expressions of interest, with how often each runs and how it is funded; each links its page. */
import type { ProgramsContent } from '../content/types.ts';
import { programPath } from '../content/pages.ts';

export function ProgramList({ programs, headingLevel = 3, compact = false }: { programs: ProgramsContent; headingLevel?: 2 | 3; compact?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <ul className={compact ? 'card-grid card-grid--programs card-grid--compact' : 'card-grid card-grid--programs'}>
        {programs.items.map((program) => (
          <li key={program.id} id={compact ? undefined : `program-${program.id}`} className="card program-card">
            <p className="status-tag">{programs.status}</p>
            <Heading className="program-card__title">
              <a className="program-card__link" href={programPath(program.id)}>
                {program.name}
              </a>
            </Heading>
            <p className="program-card__frequency">
              <strong>{program.format ? `${program.frequency}. ${program.format}.` : `${program.frequency}.`}</strong>
            </p>
            {compact ? null : <p>{program.description}</p>}
          </li>
        ))}
      </ul>
      <p className="program-funding">{programs.funding}</p>
    </>
  );
}
