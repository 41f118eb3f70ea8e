/**
 * The editor's rules, run by every build (and so by `npm run dev`) on the content as written: each broken
 * rule names the file, the line and what to write instead. The content config runs them once the content
 * has been read and checked (templates/content/collections.ts).
 */
import type { ContentContext } from '../../generator/content/load-content.ts';
import type { ContentError } from '../../generator/errors.ts';
import type { SiteContent } from '../content/types.ts';
import { checkTypedClaims } from './typed-claims.ts';

export function editorialProblems(_content: SiteContent, context: ContentContext): ContentError[] {
  return checkTypedClaims(context.sources);
}
