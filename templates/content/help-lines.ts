/** Help lines are defined once, in site.json; other fields name them by id. */

/** A help-line id that site.json does not define: where it was named, and what to write instead. */
export interface UnknownHelpLine {
  index: number;
  id: string;
  message: string;
}

/** The help lines named by `ids`, in order, and every id among them that site.json does not define. */
export function pickHelpLines<Line>(ids: readonly string[], lines: Record<string, Line>): { picked: Line[]; unknown: UnknownHelpLine[] } {
  const picked: Line[] = [];
  const unknown: UnknownHelpLine[] = [];
  ids.forEach((id, index) => {
    const line = lines[id];
    if (line) picked.push(line);
    else unknown.push({ index, id, message: `"${id}" is not a help line in site.json: use one of ${Object.keys(lines).join(', ')}` });
  });
  return { picked, unknown };
}
