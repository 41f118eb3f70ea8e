/**
 * "Need help now?": the slim strip above the header on every page. 000 and Lifeline are links to call
 * straight away; the summary opens the help panel (a native <details>, so it works without JavaScript).
 *
 * The panel: "we are not a crisis service", 000 and the interpreter line, "Exit this page", then the lines
 * for anyone that answer at any time, each channel its own link (call, text, chat, or the website when it
 * has no chat), then the other lines folded into groups by who they are for, and the office line.
 * The script (client.ts) adds Escape, which closes the panel and returns focus to its summary.
 */
import { keepTogether } from '../../generator/text.ts';
import { QuickExit } from '../quick-exit/QuickExit.tsx';
import type { QuickExitWords } from '../quick-exit/words.ts';
import type { HelpLineProps } from '../shared/PhoneLink.tsx';

export type { HelpLineProps };

/** The words on each channel's link: "Call", "Text", "Chat online", "Website", and "(another website)". */
export interface ChannelLabels {
  call: string;
  text: string;
  chat: string;
  web: string;
  anotherWebsite: string;
}

/** The panel's words, and its lines: those for anyone that answer at any time, then groups by who they are for. */
export interface HelpPanelWords {
  summary: string;
  notCrisis: string;
  /** {number} is where the emergency number goes, as a link to call. */
  emergency: string;
  allDayTitle: string;
  allDay: readonly HelpLineProps[];
  moreTitle: string;
  groups: readonly { title: string; lines: readonly HelpLineProps[] }[];
  labels: ChannelLabels;
  /** The office line's sentence: {phone} becomes the number as a link, {hours} the office hours. */
  office: string;
}

export interface HelpPanelProps {
  panel: HelpPanelWords;
  emergency: HelpLineProps;
  office: { phone: string; href: string; hours: string };
  quickExit: { url: string; words: QuickExitWords };
}

/** The strip's summary and panel (the island's content); the strip's two call links sit beside it. */
export function HelpPanel({ panel, emergency, office, quickExit }: HelpPanelProps) {
  const [beforePhone, afterPhone = ''] = panel.office.split('{phone}');
  const [emergencyBefore, emergencyAfter = ''] = panel.emergency.split('{number}');
  return (
    <details className="help-now__details">
      <summary className="help-now__summary">
        <span>{panel.summary}</span>
      </summary>
      <div className="help-now__panel" id="help-panel">
        <div className="container">
          <div className="help-panel__top">
            <p className="help-panel__intro">
              <strong>{panel.notCrisis}</strong> {emergencyBefore}
              <a className="tel help-panel__emergency" href={emergency.href}>
                <span className="nowrap">{keepTogether(emergency.number)}</span>
              </a>
              {emergencyAfter}
            </p>
            <QuickExit url={quickExit.url} words={quickExit.words} placement="panel" />
          </div>
          <h2 className="help-now__heading">{panel.allDayTitle}</h2>
          <ul className="help-panel__lines">
            {panel.allDay.map((line) => (
              <HelpLineChannels key={line.id} line={line} labels={panel.labels} />
            ))}
          </ul>
          {panel.groups.length > 0 ? (
            <>
              <h2 className="help-now__heading">{panel.moreTitle}</h2>
              <ul className="help-panel__groups">
                {panel.groups.map((group) => (
                  <li key={group.title}>
                    <details className="help-panel__group">
                      <summary className="help-panel__group-summary">{group.title}</summary>
                      <ul className="help-panel__lines">
                        {sortAllDayFirst(group.lines).map((line) => (
                          <HelpLineChannels key={line.id} line={line} labels={panel.labels} />
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="help-now__office">
            {beforePhone}
            <a className="tel" href={office.href}>
              <span className="nowrap">{keepTogether(office.phone)}</span>
            </a>
            {afterPhone.replace('{hours}', office.hours)}
          </p>
        </div>
      </div>
    </details>
  );
}

/** The lines that answer at any time first, the order of site.json kept otherwise. */
export function sortAllDayFirst<Line extends HelpLineProps>(lines: readonly Line[]): Line[] {
  return [...lines].sort((a, b) => Number(b.allDay) - Number(a.allDay));
}

export interface Channel {
  kind: 'call' | 'text' | 'chat' | 'web';
  href: string;
  label: string;
  /** The number to call or text, kept on one line. */
  number?: string;
  hours?: string;
}

/** A line's channels in order: call, text, chat, and the website only when there is no chat to start there. */
export function channelsOf(line: HelpLineProps, labels: ChannelLabels): Channel[] {
  const channels: Channel[] = [{ kind: 'call', href: line.href, label: labels.call, number: line.number, ...(line.hours ? { hours: line.hours } : {}) }];
  if (line.text) channels.push({ kind: 'text', href: line.text.href, label: labels.text, number: line.text.number, hours: line.text.hours });
  if (line.chat) channels.push({ kind: 'chat', href: line.chat.url, label: labels.chat, hours: line.chat.hours });
  else if (line.url) channels.push({ kind: 'web', href: line.url, label: labels.web });
  return channels;
}

/** "Call: 24 hours, 7 days. Text and chat online: Lifeline says 24 hours, 7 days." Channels with the same hours share a sentence. */
export function hoursSentence(channels: readonly Channel[]): string {
  const byHours = new Map<string, string[]>();
  for (const channel of channels) {
    if (!channel.hours) continue;
    byHours.set(channel.hours, [...(byHours.get(channel.hours) ?? []), channel.label]);
  }
  return [...byHours.entries()]
    .map(([hours, names]) => {
      const words = names.map((name, index) => (index === 0 ? name : name.toLowerCase()));
      const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
      return `${list}: ${hours}.`;
    })
    .join(' ');
}

/**
 * One line with each of its channels. `shown` (the search's box, where a script picks the lines for the words
 * typed) marks the item with its line's id, and hides it when false.
 */
export function HelpLineChannels({ line, labels, shown }: { line: HelpLineProps; labels: ChannelLabels; shown?: boolean }) {
  const channels = channelsOf(line, labels);
  return (
    <li className="help-line" {...(shown === undefined ? {} : { 'data-line': line.id, hidden: !shown })}>
      <h3 className="help-line__name">{line.name}</h3>
      <p className="help-line__about">{line.description}</p>
      <ul className="help-line__channels">
        {channels.map((channel) => {
          const external = channel.kind === 'chat' || channel.kind === 'web';
          const shown = channel.number ? `${channel.label} ${channel.number}` : channel.label;
          // The name starts with the words shown (WCAG 2.5.3) and adds the service, for a list of links.
          const name = `${shown}, ${line.name}${external ? ` ${labels.anotherWebsite}` : ''}`;
          return (
            <li key={channel.kind}>
              <a className={`help-line__channel help-line__channel--${channel.kind}${external ? '' : ' tel'}`} href={channel.href} aria-label={name} {...(external ? { rel: 'external noopener noreferrer' } : {})}>
                {channel.label}
                {channel.number ? (
                  <>
                    {' '}
                    <span className="nowrap">{keepTogether(channel.number)}</span>
                  </>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="help-line__hours">{hoursSentence(channels)}</p>
    </li>
  );
}
