/**
 * npm start, the production entry: a real process started the way a host starts it (npm start, so npm's
 * scripts run the project's Node 24 from node_modules/.bin), with plain node and no tsx. It receives a form
 * and stores it, answers any other address 404 with the security headers, and loads none of the static or
 * dev servers' code. The test process itself runs on Node 24 too (npm test's children do).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validContact } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');
const work = mkdtempSync(join(tmpdir(), 'npm-start-'));
const submissions = join(work, 'submissions.jsonl');
let child: ChildProcess;
let url: string;
let output = '';

/** Starts `npm start` on a free port and resolves with its address once it says it is receiving. */
function start(): Promise<string> {
  const siteConfig = join(work, 'site.json');
  writeFileSync(siteConfig, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));
  child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: '0', SITE_DIR: siteDir, SUBMISSIONS_FILE: submissions, SITE_CONFIG: siteConfig, RATE_LIMIT: 'off', SMTP_URL: '', NOTIFY_TO: '', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: npm runs the receiver in a shell of its own and does not pass SIGTERM on, so
    // only a signal to the whole group stops the receiver with it (it was left running after the tests).
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Receiving forms at (http:\/\/[\d.:]+)\/api\//.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before receiving:\n${output}`)));
  });
}

beforeAll(async () => {
  url = await start();
});

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
});

describe('npm start', () => {
  it('runs the receiver on Node 24 from the npm registry, with plain node (no tsx)', () => {
    console.log(`vitest runs on ${process.version}; npm start said: ${/\(Node (v[\d.]+)\)/.exec(output)?.[1]}`);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(output).toMatch(/\(Node v24\.\d+\.\d+\)/);
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toBe('node server/start.ts');
  });

  it('receives a contact form posted to it and stores it', async () => {
    const response = await fetch(`${url}/api/contact`, { method: 'POST', body: JSON.stringify(validContact), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(existsSync(submissions)).toBe(true);
    const records = readFileSync(submissions, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; form: string });
    expect(records).toEqual([expect.objectContaining({ id, form: 'contact' })]);
  });

  it('answers any other address 404 with the security headers: the site itself is nginx\'s to serve', async () => {
    const response = await fetch(`${url}/about/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(await response.text()).toMatch(/only receives the forms/);
  });

  it('loads no code of the static or dev servers, nor tsx', () => {
    const imports = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) => join(file, '..', match[1]!));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !file.endsWith('.ts')) return;
      seen.add(file);
      imports(file).forEach(visit);
    };
    visit('server/start.ts');
    expect([...seen].filter((file) => /static-files|site-server|preview|dev(-builder)?\.ts|tsx/.test(file))).toEqual([]);
    expect([...seen].filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
