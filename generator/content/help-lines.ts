/** Help lines are defined once, in site.json; other fields name them by id. */
import type { Fields } from './fields.ts';
import type { HelpLine } from './types.ts';

/** The help lines named by `ids` (read from `field`), failing at the first id that site.json does not define. */
export function pickHelpLines(fields: Fields, field: string, ids: readonly string[], lines: Record<string, HelpLine>): HelpLine[] {
  return ids.map((id, index) => {
    const line = lines[id];
    if (!line) fields.fail(`${field}[${index}]`, `"${id}" is not a help line in site.json: use one of ${Object.keys(lines).join(', ')}`);
    return line;
  });
}
