/**
 * The help-lines box for articles on suicide, self-harm, crisis or trauma (Mindframe: at least two 24/7
 * services, direct links, an online option). Emergency 000 always comes first, after a plain "we are not a
 * crisis service"; then each line with every channel it has (call, text, chat or its website), as in the
 * help panel. An article shows it at the top of its text and again at the end, where it also offers
 * "Exit this page".
 */
import type { HelpLine } from '../content/types.ts';
import { HelpLineChannels, sortAllDayFirst } from '../../widgets/help-panel/HelpPanel.tsx';
import { useRender } from '../context.ts';
import { Words } from './Words.tsx';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';
import { QuickExitInline } from './QuickExitBar.tsx';

export function HelpLinesBox({ lines, headingId = 'help-lines-title', title, exit = false }: { lines: readonly HelpLine[]; headingId?: string; title?: string; exit?: boolean }) {
  const { site, content } = useRender();
  const words = content.words.helpLines;
  const emergency = site.helpLines.emergency!;
  const others = sortAllDayFirst(lines.filter((line) => line.id !== 'emergency'));
  return (
    <aside className="help-lines" aria-labelledby={headingId}>
      <h2 id={headingId} className="help-lines__title">{title ?? words.title}</h2>
      <p>
        <Words text={words.intro} values={{ emergency: <HelpLineLink line={emergency} className="help-lines__emergency" /> }} />
      </p>
      <ul className="help-lines__list help-panel__lines">
        {others.map((line) => (
          <HelpLineChannels key={line.id} line={line} labels={site.helpPanel.labels} />
        ))}
      </ul>
      {exit ? <QuickExitInline /> : null}
    </aside>
  );
}
