/**
 * Facts with one home, typed somewhere else, stop the build (templates/checks/typed-facts.ts): our phone number,
 * e-mail, ABN or name typed instead of its token, a number given as ours, a support item number outside the
 * service terms, the Pricing Arrangements' address, a complaint line's number. Each is proven on a fixture
 * that breaks it, and the whole build refuses a typed phone number in an article, naming the file and line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typedFacts, typedItemNumbers, typedOurNumber, typedOwnDetails } from '../../templates/checks/typed-facts.ts';
import { parseSite } from '../../templates/content/site-settings.ts';
import { runBuild } from '../support/cli.ts';
import { messages } from './editor-rules.ts';

const site = parseSite('content/site.json', JSON.parse(readFileSync('content/site.json', 'utf8')));
const work = mkdtempSync(join(tmpdir(), 'typed-facts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('our own details', () => {
  it('finds our phone number however it is spaced, our e-mail, ABN and name, each with its line and token', () => {
    expect(typedOwnDetails('Intro.\n\nCall 03 5550 0142 today.', site)).toEqual([{ line: 3, message: 'types our phone number (03 5550 0142): write {{phone}} instead, so it changes in one place (site.json)' }]);
    expect(typedOwnDetails('Ring (03) 5550-0142.', site)).toHaveLength(1);
    expect(typedOwnDetails('Ring +61 3 5550 0142.', site)).toHaveLength(1);
    expect(messages(typedOwnDetails('Write to hello@example.org.', site))).toEqual([expect.stringMatching(/our e-mail address .*write \{\{email\}\}/)]);
    expect(messages(typedOwnDetails('ABN 00 000 000 000', site))).toEqual([expect.stringMatching(/write \{\{abn\}\}/)]);
    expect(messages(typedOwnDetails('Example Support Pty Ltd runs it.', site))).toEqual([expect.stringMatching(/our legal name .*write \{\{legalName\}\}/)]);
    expect(typedOwnDetails('Call {{phone}} or write to {{email}}: {{name}}, ABN {{abn}}.', site)).toEqual([]);
  });

  it('finds a number given as ours, and leaves other services\' numbers alone', () => {
    expect(typedOurNumber('Questions? Call us on 03 9123 4567.', [])).toEqual([{ line: 1, message: expect.stringMatching(/^types a phone number as ours \("03 9123 4567"\): write \{\{phone\}\} instead/) }]);
    expect(typedOurNumber('Our office number is 0491 570 006.', [])).toHaveLength(1);
    expect(typedOurNumber('Call Lifeline on 13 11 14, or call us.', ['13 11 14'])).toEqual([]);
    expect(typedOurNumber('Call the NDIA on 1800 800 110.', [])).toEqual([]);
  });
});

describe('facts with another home', () => {
  it('finds a support item number, which only service-terms.json holds', () => {
    expect(typedItemNumbers('Paid from item 07_002_0106_8_3.')).toEqual([{ line: 1, message: expect.stringMatching(/support item number 07_002_0106_8_3: support items are written once, in service-terms\.json/) }]);
  });

  it('finds the Pricing Arrangements and a complaint line typed in a service page, not in an article', () => {
    const sources = [
      { file: 'services/a.md', collection: 'services', format: 'markdown' as const, text: `See [the prices](${site.pricing.url}).\nCall the NDIS Commission on ${site.complaints.ndisCommission.number}.` },
      { file: 'resources/b.md', collection: 'articles', format: 'markdown' as const, text: `Call the NDIS Commission on ${site.complaints.ndisCommission.number}.` },
    ];
    expect(typedFacts(sources, site, [])).toEqual([
      {
        file: 'services/a.md',
        findings: [
          { line: 1, message: expect.stringMatching(/address of the NDIS Pricing Arrangements: the service pages link it from site\.json/) },
          { line: 2, message: expect.stringMatching(/number of the NDIS Quality and Safeguards Commission .*write \{\{complaints\.ndisCommission\}\}/) },
        ],
      },
    ]);
  });
});

describe('the build', () => {
  it('fails on a phone number typed into an article, naming the file, the line and the token to write', () => {
    const content = join(work, 'content');
    cpSync('content', content, { recursive: true });
    const file = join(content, 'resources', 'power-of-peer-support-mental-health-recovery.md');
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const at = lines.findIndex((line, index) => index > 10 && line.trim() === '') + 1;
    lines.splice(at, 0, 'To join a group, call us on 03 9123 4567.', '');
    writeFileSync(file, lines.join('\n'));
    const built = runBuild(['--content', content, '--out', join(work, 'out'), '--no-share-images', '--quiet'], { BUILD_CACHE_DIR: join(work, 'cache') });
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(`resources/power-of-peer-support-mental-health-recovery.md: line ${at + 1}: types a phone number as ours ("03 9123 4567"): write {{phone}} instead`);
  });
});
