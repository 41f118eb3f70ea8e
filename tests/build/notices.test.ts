/**
 * A short notice (UX review, problem 9): an office manager's holiday-hours post of a few sentences builds,
 * on a page of its own and on the home page, without the articles' word minimum or sources. The editor's
 * other rules still hold: a typed office number stops the build naming the line; a notice that grows into an
 * article is refused; one past its last day is a reminder in every build.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'notices-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOLIDAYS = `---
title: Closed over Christmas
description: Our office is closed from 24 December to 2 January.
date: 2026-12-01
until: 2027-01-03
---
Our office is closed from 24 December to 2 January. You can still send a referral or a message through
the website, and we will reply when we are back.

If you need help now, call Lifeline on 13 11 14, any time. In an emergency, call 000.

From 3 January, call us on {{phone}}, {{hours}}.
`;

let count = 0;
function site(notice: string, name = 'closed-over-christmas.md'): string {
  const dir = join(work, `site-${(count += 1)}`);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  mkdirSync(join(dir, 'notices'));
  writeFileSync(join(dir, 'notices', name), notice);
  return dir;
}

describe('a short notice', () => {
  it('builds on a page of its own and on the home page, with no word minimum or sources', () => {
    const out = join(work, 'out');
    const result = runBuild(['--content', site(HOLIDAYS), '--out', out, '--no-share-images', '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const page = readFileSync(join(out, 'notices', 'closed-over-christmas', 'index.html'), 'utf8');
    expect(page).toContain('<h1 class="page-intro__title">Closed over Christmas</h1>');
    expect(page).toMatch(/Posted <time dateTime="2026-12-01">/i);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<section class="notices" aria-label="Notices">[\s\S]*<a href="\/notices\/closed-over-christmas\/">Closed over Christmas<\/a>/);
  });

  it('is held to the editor\'s rules: a typed office number stops the build, naming the line', () => {
    const typed = HOLIDAYS.replace('call us on {{phone}}', 'call us on 03 9123 4567');
    const result = runBuild(['--content', site(typed), '--out', join(work, 'out-typed'), '--no-share-images', '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/notices\/closed-over-christmas\.md: line 12: types a phone number as ours \("03 9123 4567"\): write \{\{phone\}\} instead/);
  });

  it('is refused once it grows into an article', () => {
    const long = `${HOLIDAYS}\n${'We go at your pace. '.repeat(60)}\n`;
    const result = runBuild(['--content', site(long), '--out', join(work, 'out-long'), '--no-share-images', '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/closed-over-christmas\.md: \(body\): has \d+ words: a notice says one thing in at most 250\. .*write an article instead/);
  });

  it('is a reminder in every build once past its last day', () => {
    const over = HOLIDAYS.replace('until: 2027-01-03', 'until: 2020-01-03').replace('date: 2026-12-01', 'date: 2019-12-01');
    const result = runBuild(['--content', site(over), '--out', join(work, 'out-over'), '--no-share-images']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/Warning: a notice is past the day it was to show until[\s\S]*notices\/closed-over-christmas\.md {2}\(until 2020-01-03\)/);
  });
});
