/**
 * Two editor's rules for articles (issue 32), each proven on fixtures that break it:
 *
 * - an article that links one of our own service pages says, in the same paragraph, that the service is ours;
 * - reform news that no official page confirms (the planning start dates) says who reported it and when, and
 *   lives only in its fact home.
 */
import { readFileSync, readdirSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { factHomeProblems, ownServiceLinkProblems as ownLinks, reportedFactProblems as reported } from '../../templates/checks/article-editorial.ts';
import { editorialRules, messages } from './editor-rules.ts';

const rules = editorialRules();
const articles = readdirSync('content/resources')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `content/resources/${name}`)
  .map((file) => ({ file, body: matter(readFileSync(file, 'utf8')).content }));
const ownServiceLinkProblems = (body: string) => messages(ownLinks(body));
const reportedFactProblems = (body: string) => messages(reported(body, rules));

describe('links to our own service pages', () => {
  it('are disclosed as ours in every article', () => {
    for (const { file, body } of articles) expect(ownServiceLinkProblems(body), file).toEqual([]);
  });

  it('fail when a general article links a support type to our page without saying so', () => {
    const undisclosed = 'If you have a plan, a [recovery coach](/services/psychosocial-recovery-coaching/) can help with routines.';
    expect(ownServiceLinkProblems(undisclosed)).toEqual([expect.stringMatching(/links "recovery coach" to our own service page without saying it is ours/)]);
    const list = 'Supports might include:\n\n- a [support worker](/services/mental-health-support-work/) for daily tasks\n- a [coach](/resources/understanding-psychosocial-recovery-coaching/)';
    expect(ownServiceLinkProblems(list)).toHaveLength(1);
    expect(ownServiceLinkProblems('Text.\n\nWe are gathering interest in [peer groups](/services/#programs).')).toHaveLength(1);
  });

  it('pass when the paragraph, the list item or the sentence that introduces the list says the service is ours', () => {
    expect(ownServiceLinkProblems('Our [peer support work](/services/peer-support-work/) page says how we offer it.')).toEqual([]);
    expect(ownServiceLinkProblems('We also give [free help with NDIS applications](/services/ndis-application-advocacy/).')).toEqual([]);
    expect(ownServiceLinkProblems('A [recovery coach](/services/psychosocial-recovery-coaching/) (our service) can help.')).toEqual([]);
    expect(ownServiceLinkProblems('We offer these supports ourselves:\n\n- [support coordination](/services/support-coordination/)\n- [groups](/services/social-skill-building-groups/)')).toEqual([]);
    expect(ownServiceLinkProblems('A [recovery coach](/resources/understanding-psychosocial-recovery-coaching/) can help.')).toEqual([]);
    expect(ownServiceLinkProblems('Text.\n\n## Sources\n\n- [Our services](/services/)')).toEqual([]);
  });

  it('do not count a disclosure in another paragraph', () => {
    const apart = 'We offer many supports.\n\nA [support worker](/services/mental-health-support-work/) can help on hard days.';
    expect(ownServiceLinkProblems(apart)).toHaveLength(1);
  });
});

describe('reform news that no official page confirms', () => {
  it('says who reported it and when in every article', () => {
    for (const { file, body } of articles) expect(reportedFactProblems(body), file).toEqual([]);
  });

  it('fails without "reported by ... on ..." in the same paragraph', () => {
    expect(reportedFactProblems('The NDIS Reform Advisory Committee advised a later start.')).toEqual([expect.stringMatching(/Reform Advisory Committee.*without saying who reported it and when/)]);
    expect(reportedFactProblems('The start moved to 1 April 2027.')).toHaveLength(1);
    expect(reportedFactProblems('As reported by ABC News.\n\nThe start moved to 1 April 2027.')).toHaveLength(1);
  });

  it('passes with the reporter and the date, or the month where the report gives only a month', () => {
    expect(reportedFactProblems('The NDIS Reform Advisory Committee advised a later start, as reported by ABC News on 17 April 2026.')).toEqual([]);
    expect(reportedFactProblems('A start on 1 April 2027 was reported by a training website in June 2026.')).toEqual([]);
    expect(reportedFactProblems('A start on 1 April 2027 was reported by icanready.com, a private website, in June 2026.')).toEqual([]);
  });

  it('lives only in the planning article, its fact home', () => {
    expect(messages(factHomeProblems('new-approach-ndis-support', 'A start on 1 April 2027 was reported by a website in June 2026.', rules.factHomes))).toEqual([
      expect.stringMatching(/states "1 April 2027".*link \/resources\/understanding-new-ndis-planning-process\//),
    ]);
    expect(factHomeProblems('understanding-new-ndis-planning-process', 'The NDIS Reform Advisory Committee advised no start before 1 October 2026, as reported by ABC News on 17 April 2026.', rules.factHomes)).toEqual([]);
  });
});
