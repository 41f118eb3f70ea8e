/**
 * Rendered markdown cut at its h2 headings into expandable sections (native <details>, so they open
 * without JavaScript). Text before the first heading stays open above them. For pages where the
 * explanations support a task, like the referral form, and should not push it down the screen.
 */
import { parse } from 'node-html-parser';

export interface ProseSection {
  title: string;
  html: string;
}

/** Splits HTML at its top-level h2 elements: the part before the first, then one section per heading. */
export function splitAtHeadings(html: string): { intro: string; sections: ProseSection[] } {
  const root = parse(html);
  let intro = '';
  const sections: ProseSection[] = [];
  for (const node of root.childNodes) {
    const element = node as { tagName?: string; textContent: string; toString(): string };
    if (element.tagName === 'H2') sections.push({ title: element.textContent.trim(), html: '' });
    else if (sections.length) sections[sections.length - 1]!.html += node.toString();
    else intro += node.toString();
  }
  return { intro: intro.trim(), sections };
}

export function ExpandableSections({ html, className }: { html: string; className?: string }) {
  const { intro, sections } = splitAtHeadings(html);
  return (
    <div className={className ? `expandable ${className}` : 'expandable'}>
      {intro ? <div className="prose" dangerouslySetInnerHTML={{ __html: intro }} /> : null}
      {sections.map((section) => (
        <details key={section.title} className="disclosure">
          <summary className="disclosure__summary">{section.title}</summary>
          <div className="disclosure__body prose" dangerouslySetInnerHTML={{ __html: section.html }} />
        </details>
      ))}
    </div>
  );
}
