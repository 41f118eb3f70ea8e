/**
 * Help lines in site.json: every channel checked against the service's own pages, with the date. The
 * build warns once a line's check is more than 90 days old (proved here with a fixed clock), and a
 * help panel that leaves a line out, or a channel that is not a real number or https address, stops it.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '../../generator/errors.ts';
import { daysBetween, smsHref } from '../../generator/text.ts';
import { helpLineWarning, staleHelpLines } from '../../templates/checks/help-line-dates.ts';
import { parseSite } from '../../templates/content/site-settings.ts';
import { runBuild } from '../support/cli.ts';

const FIXTURE = 'tests/fixtures/site';
const rawSite = () => JSON.parse(readFileSync(join(FIXTURE, 'site.json'), 'utf8')) as Record<string, any>;

/** The problems parseSite reports for a changed copy of the fixture's site.json, one line each. */
function problems(change: (site: Record<string, any>) => void): string[] {
  const site = rawSite();
  change(site);
  try {
    parseSite('site.json', site);
    return [];
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((item) => item.problem);
    throw error;
  }
}

describe('the 90-day check, on a fixed clock', () => {
  const lines = [
    { id: 'lifeline', name: 'Lifeline', checked: '2026-08-27' },
    { id: 'qlife', name: 'QLife', checked: '2026-08-26' },
    { id: 'tandem', name: 'Tandem', checked: '2025-01-01' },
  ];

  it('counts calendar days, across a month end and a leap day', () => {
    expect(daysBetween('2026-08-27', '2026-11-25')).toBe(90);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('passes a line checked 90 days ago and lists one checked 91 days ago, oldest first', () => {
    const stale = staleHelpLines(lines, '2026-11-25');
    expect(stale.map((line) => [line.id, line.days])).toEqual([
      ['tandem', 693],
      ['qlife', 91],
    ]);
  });

  it('lists nothing when every line was checked within 90 days', () => {
    expect(staleHelpLines(lines.slice(0, 2), '2026-11-24')).toEqual([]);
    expect(helpLineWarning([], '2026-11-24')).toBeUndefined();
  });

  it('says which lines, when each was checked, and what to do', () => {
    const warning = helpLineWarning(staleHelpLines(lines, '2026-11-25'), '2026-11-25')!;
    expect(warning).toMatch(/^Warning: 2 help lines were last checked more than 90 days ago \(today is 2026-11-25\)/);
    expect(warning).toMatch(/Check each channel and its hours on the pages in "sources", then set "checked" to today's date in content\/site\.json \(In the website editor \(\/admin\/\), open "Help lines": "Last checked", then Today\)/);
    expect(warning).toMatch(/^ {2}helpLines\.qlife {2}QLife, checked 2026-08-26 \(91 days ago\)$/m);
  });
});

describe('npm run build warns about a help line not checked for 90 days', () => {
  let content: string;
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'help-lines-'));
    content = join(work, 'content');
    cpSync(FIXTURE, content, { recursive: true });
    const site = rawSite();
    site.helpLines.qlife.checked = '2019-03-01';
    writeFileSync(join(content, 'site.json'), JSON.stringify(site));
  });

  it('on a full build and on a build that finds nothing changed, without failing', () => {
    const env = { BUILD_CACHE_DIR: join(work, 'cache') };
    for (const run of ['first', 'unchanged']) {
      const result = runBuild(['--content', content, '--out', join(work, 'out')], env);
      expect(result.code, `${run}: ${result.stderr}`).toBe(0);
      expect(result.stderr, run).toMatch(/Warning: 1 help line was last checked more than 90 days ago/);
      expect(result.stderr, run).toMatch(/helpLines\.qlife {2}QLife, checked 2019-03-01/);
    }
  });
});

describe('site.json help lines and panel', () => {
  it('gives each line its tel: link and its text line an sms: link', () => {
    const site = parseSite('site.json', rawSite());
    expect(site.helpLines.lifeline).toMatchObject({ href: 'tel:131114', text: { number: '0477 13 11 14', href: 'sms:+61477131114' } });
    expect(smsHref('0458 737 732')).toBe('sms:+61458737732');
  });

  it('puts the panel\'s lines in order: the 24/7 lines for anyone, then the groups', () => {
    const site = parseSite('site.json', rawSite());
    expect(site.helpPanel.allDay.map((line) => line.id)).toEqual(['lifeline', 'beyond-blue', 'suicide-call-back']);
    expect(site.helpPanel.groups.flatMap((group) => group.lines.map((line) => line.id))).toContain('qlife');
  });

  it('stops on a line the panel leaves out, or names twice', () => {
    expect(problems((site) => site.helpPanel.groups[0].lines.pop())).toEqual([expect.stringMatching(/^leaves out \S+: add each help line to "allDay" or to a group/)]);
    expect(problems((site) => site.helpPanel.groups[0].lines.push('lifeline'))).toEqual([expect.stringMatching(/^names lifeline more than once/)]);
    expect(problems((site) => site.helpPanel.allDay.push('nope'))).toEqual([expect.stringMatching(/^"nope" is not a help line in site\.json/)]);
  });

  it('stops on a channel that is not a real number or a secure address, and on a line with no check date or source', () => {
    expect(problems((site) => (site.helpLines.lifeline.text.number = '0477 13 11'))).toEqual([expect.stringMatching(/is not an Australian phone number/)]);
    expect(problems((site) => (site.helpLines.lifeline.chat.url = 'http://www.lifeline.org.au/'))).toEqual([expect.stringMatching(/must use https:\/\//)]);
    expect(problems((site) => delete site.helpLines.qlife.checked)).toEqual(['is required: add a date written YYYY-MM-DD']);
    expect(problems((site) => (site.helpLines.qlife.sources = []))).toEqual(['must list at least one page the channels were checked against']);
  });

  it('stops on panel words that lose the place for 000 or the office number', () => {
    expect(problems((site) => (site.helpPanel.emergency = 'In an emergency, call for help.'))).toEqual([expect.stringMatching(/must contain \{number\}/)]);
    expect(problems((site) => (site.helpPanel.office = 'Our office line is not a crisis line.'))).toEqual([expect.stringMatching(/must contain \{phone\} and \{hours\}/)]);
  });
});

describe("the site's own help lines (content/site.json)", () => {
  const site = parseSite('content/site.json', JSON.parse(readFileSync('content/site.json', 'utf8')));
  const lines = Object.values(site.helpLines);

  it('sends each Chat link to the service\'s chat page, or says in its note why it opens the page where the chat starts', () => {
    for (const line of lines) {
      if (!line.chat) continue;
      const url = new URL(line.chat.url);
      expect(url.protocol, line.name).toBe('https:');
      if (/chat/i.test(url.pathname)) continue;
      // Only where the service's own page names no chat address (or names its home page as the chat's).
      expect(line.chat.note, `${line.name}: ${line.chat.url} is not a chat page, and the note does not say why`).toMatch(/home page/);
      expect(line.chat.note, line.name).toMatch(/no chat (page )?address|gives its webchat's address|no hours and no chat address/i);
    }
    expect(site.helpLines.lifeline!.chat!.url).toBe('https://www.lifeline.org.au/crisis-chat/');
    expect(site.helpLines['beyond-blue']!.chat!.url).toMatch(/^https:\/\/www\.beyondblue\.org\.au\/.+\/chat$/);
  });

  it('states hours plainly ("24 hours, 7 days", never "Lifeline says"), without a full stop of their own (the sentence adds one)', () => {
    for (const line of lines) {
      for (const hours of [line.hours, line.text?.hours, line.chat?.hours]) {
        if (!hours) continue;
        expect(hours, line.name).not.toMatch(/\bsays\b/i);
        expect(hours, line.name).not.toMatch(/\.$/);
      }
    }
    expect(site.helpLines.lifeline!.text!.hours).toBe('24 hours, 7 days');
  });

  it('gives each text line a working sms: link with the number in international form', () => {
    for (const line of lines) if (line.text) expect(line.text.href, line.name).toMatch(/^sms:\+614\d{8}$/);
  });

  it("gives Carer Gateway's 24/7 emergency respite, and the Poisons Information Centre for an overdose", () => {
    expect(site.helpLines['carer-gateway']!.hours).toMatch(/emergency respite, 24 hours, 7 days/);
    expect(site.helpLines.poisons).toMatchObject({ name: 'Poisons Information Centre', number: '13 11 26', href: 'tel:131126', allDay: true });
    expect(site.helpLines.poisons!.description).toMatch(/call 000/);
  });

  it('records when each line was checked and against which pages', () => {
    for (const line of lines) {
      expect(line.checked, line.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line.sources.length, line.name).toBeGreaterThan(0);
    }
    for (const id of ['lifeline', 'beyond-blue', '1800respect', 'suicideline-vic', 'qlife', 'carer-gateway', 'poisons']) expect(site.helpLines[id]!.checked, id).toBe('2026-11-28');
  });
});
