/** Help lines are defined once, in site.json; other fields name them by id. */
import type { z } from 'zod';

/**
 * The help lines named by `ids` (read from `field`). An id site.json does not define is reported on the
 * schema's context, so it reads like any other field's problem.
 */
export function pickHelpLines<Line>(ctx: z.RefinementCtx, field: string, ids: readonly string[], lines: Record<string, Line>): Line[] {
  return ids.flatMap((id, index) => {
    const line = lines[id];
    if (!line) ctx.addIssue({ code: 'custom', path: [field, index], input: id, message: `"${id}" is not a help line in site.json: use one of ${Object.keys(lines).join(', ')}` });
    return line ? [line] : [];
  });
}
