/**
 * Words from content/ with their {placeholders} filled by elements (a phone link, a date) or text, and their
 * [links](/path/) made links, as plain text and elements side by side: the same markup as words typed into a
 * template, but the words are content/site-words.json's.
 */
import { Fragment, type ReactNode } from 'react';

const PART = /\{(\w+)\}|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function Words({ text, values = {} }: { text: string; values?: Readonly<Record<string, ReactNode>> }) {
  const parts: ReactNode[] = [];
  const fill = (value: string) => value.replace(/\{(\w+)\}/g, (whole, name: string) => (typeof values[name] === 'string' || typeof values[name] === 'number' ? String(values[name]) : whole));
  let at = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const [whole, name, label, href] = match;
    if (name !== undefined) parts.push(name in values ? values[name] : whole);
    else parts.push(<a href={fill(href!)}>{fill(label!)}</a>);
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  // Neighbouring text is joined, so React writes it as one piece as a template would.
  const joined = parts.reduce<ReactNode[]>((list, part) => {
    const last = list.at(-1);
    if ((typeof part === 'string' || typeof part === 'number') && (typeof last === 'string' || typeof last === 'number')) list[list.length - 1] = `${last}${part}`;
    else list.push(part);
    return list;
  }, []);
  return (
    <>
      {joined.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
