/**
 * The people of the team, from content/team.json: name, role, how they work and an optional lived-experience
 * note, with a photo when the provider supplies one and round initials otherwise. While the team is listed in
 * site.json's `unconfirmed`, each card carries a visible "Illustrative" caption.
 */
import type { TeamMember } from '../content/types.ts';
import { useRender } from '../context.ts';
import { initialsOf } from '../format.ts';
import { IllustrativeTag } from './Illustrative.tsx';
import { Picture } from '../../widgets/shared/Picture.tsx';

function Portrait({ member, index }: { member: TeamMember; index: number }) {
  const { assets } = useRender();
  // The loader has checked that every photo is one of the processed images.
  const image = member.photo && assets.images[member.photo.src];
  if (member.photo && image) return <Picture image={image} alt={member.photo.alt} className="person__photo" sizes="96px" />;
  return (
    <span className={`person__initials person__initials--${index % 3}`} aria-hidden="true">
      {initialsOf(member.name)}
    </span>
  );
}

export function TeamList({ members, compact = false, headingLevel = 3 }: { members: readonly TeamMember[]; compact?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={compact ? 'people people--compact' : 'people'}>
      {members.map((member, index) => (
        <li key={member.name} className="person">
          <Portrait member={member} index={index} />
          <div className="person__body">
            <Heading className="person__name">
              {member.name}
              <IllustrativeTag field="team.members" />
            </Heading>
            <p className="person__role">{member.role}</p>
            {compact ? null : <p className="person__approach">{member.approach}</p>}
            {!compact && member.livedExperience ? <p className="person__lived">{member.livedExperience}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
