/**
 * npm run dev on a copy of the site: it serves the built pages with a reload script, rebuilds when an
 * article is saved and tells the browser to reload, and keeps serving the last good pages when an edit
 * breaks the build, and after a run of edits its site is a fresh build's, byte for byte: what it keeps between
 * builds (page keys, checked files, the editor's findings) never stands in for what changed. (How fast the
 * loop is, is measured by npm run bench, not asserted here.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/cli.ts';
import { expectSameSite } from '../support/compare-sites.ts';

let dev: ChildProcess;
let url: string;
let content: string;
let work: string;
let output = '';
const article = () => join(content, 'resources', 'trauma-informed-care-101.md');

/** Resolves once the dev server has printed `text`, as soon as it does; fails after `seconds` naming what it printed. */
function printed(text: string, seconds = 60): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output.includes(text)) return;
      clearTimeout(timer);
      dev.stdout!.off('data', check);
      dev.stderr!.off('data', check);
      resolve();
    };
    const timer = setTimeout(() => {
      dev.stdout!.off('data', check);
      dev.stderr!.off('data', check);
      reject(new Error(`npm run dev did not print "${text}" within ${seconds} s. It printed:\n${output}`));
    }, seconds * 1000);
    dev.stdout!.on('data', check);
    dev.stderr!.on('data', check);
    check();
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'dev-'));
  content = join(work, 'content');
  cpSync('content', content, { recursive: true });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts', '--content', content, '--out', join(work, 'out')], { env: { ...process.env, PORT: String(port), BUILD_CACHE_DIR: join(work, 'cache'), SUBMISSIONS_FILE: join(work, 's.jsonl') } });
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await printed('watching for changes', 150);
});

afterAll(() => {
  dev?.kill();
});

async function listenForReload(): Promise<{ received: Promise<void>; stop: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${url}/__dev/events`, { signal: controller.signal });
  const reader = response.body!.getReader();
  await reader.read();
  const received = (async () => {
    let text = '';
    while (!text.includes('event: reload')) text += new TextDecoder().decode((await reader.read()).value);
  })();
  return { received, stop: () => controller.abort() };
}

/** A GET with any Host header (fetch will not send a forged one). */
function getWithHost(host: string, path = '/'): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port: Number(port), path, headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('npm run dev', () => {
  it('refuses requests whose Host is not this machine (DNS rebinding)', async () => {
    const { port } = new URL(url);
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost.evil.example`]) expect(await getWithHost(host), host).toBe(421);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) expect(await getWithHost(host), host).toBe(200);
    expect(await getWithHost('evil.example', '/api/contact')).toBe(421);
  });

  it('serves pages with the reload script', async () => {
    const html = await (await fetch(`${url}/resources/trauma-informed-care-101/`)).text();
    expect(html).toContain('<script src="/__dev/reload.js" defer></script></body>');
    expect(await (await fetch(`${url}/__dev/reload.js`)).text()).toContain("addEventListener('reload'");
  });

  it('rebuilds an edited article and tells the browser to reload', async () => {
    const listener = await listenForReload();
    writeFileSync(article(), readFileSync(article(), 'utf8').replace(/^title: .*$/m, 'title: Trauma-informed care, edited while the dev server runs'));
    await listener.received;
    listener.stop();
    const html = await (await fetch(`${url}/resources/trauma-informed-care-101/`)).text();
    expect(html).toContain('Trauma-informed care, edited while the dev server runs');
  });

  it('keeps serving the last good pages when an edit breaks the build', async () => {
    const before = readFileSync(article(), 'utf8');
    writeFileSync(article(), before.replace(/^date: .*$/m, 'date: not a date'));
    await printed('the build failed');
    expect(output).toMatch(/the build failed[\s\S]*trauma-informed-care-101\.md: date: must be a date/);
    expect((await fetch(`${url}/resources/trauma-informed-care-101/`)).status).toBe(200);
    const listener = await listenForReload();
    writeFileSync(article(), before);
    await listener.received;
    listener.stop();
  });

  it('takes an editor\'s save-by-rename as one change, and ignores its swap files', async () => {
    // Every rebuild prints one line naming what changed ("<file>: 1 page rebuilt in 40 ms."), and the watcher
    // reports changes in the order they happen. So a later change of another file, once its own rebuild is
    // printed, proves every earlier change has been dealt with: no fixed wait, however busy the machine.
    const rebuilt = () => output.match(/^.*: (?:\d+ pages? rebuilt|nothing to rebuild) in \d+ ms\.$/gm) ?? [];
    const before = rebuilt().length;
    const other = join(content, 'resources', 'understanding-complex-ptsd.md');
    const marker = async (title: string) => {
      const listener = await listenForReload();
      writeFileSync(other, readFileSync(other, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
      await listener.received;
      listener.stop();
    };
    // Swap and backup files are not changes to the site.
    writeFileSync(join(content, 'resources', '.trauma-informed-care-101.md.swp'), 'swap');
    writeFileSync(join(content, 'resources', 'trauma-informed-care-101.md~'), 'backup');
    await marker('Complex PTSD, the first marker');
    expect(rebuilt().slice(before)).toEqual([expect.stringMatching(/(?:^|\/)content\/resources\/understanding-complex-ptsd\.md: /)]);
    // Save by rename: the editor writes the whole file under a temporary name, then renames it over the old one.
    const listener = await listenForReload();
    const saved = `${article()}.tmp`;
    writeFileSync(saved, readFileSync(article(), 'utf8').replace(/^title: .*$/m, 'title: Trauma-informed care, saved by rename'));
    renameSync(saved, article());
    await listener.received;
    listener.stop();
    expect(await (await fetch(`${url}/resources/trauma-informed-care-101/`)).text()).toContain('Trauma-informed care, saved by rename');
    await marker('Complex PTSD, the second marker');
    expect(rebuilt().slice(before + 1)).toEqual([
      expect.stringMatching(/(?:^|\/)content\/resources\/trauma-informed-care-101\.md: /),
      expect.stringMatching(/(?:^|\/)content\/resources\/understanding-complex-ptsd\.md: /),
    ]);
  });

  it('gives, after a run of edits, the same site as a fresh build of the same content', async () => {
    const edit = async (file: string, from: string | RegExp, to: string) => {
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(from);
      const listener = await listenForReload();
      writeFileSync(file, text.replace(from, to));
      await listener.received;
      listener.stop();
    };
    // A setting that articles' pages show (a help line's description, in each article that lists the line).
    await edit(join(content, 'site.json'), 'Counselling for anyone feeling anxious or low.', 'Counselling for anyone feeling anxious or low, by phone or online.');
    expect(await (await fetch(`${url}/resources/trauma-informed-care-101/`)).text()).toContain('by phone or online.');
    // An article's title and then its body, and another's summary, which the lists show.
    await edit(article(), /^title: .*$/m, 'title: Trauma-informed care, edited once more');
    await edit(article(), /\n*$/, '\n\nA new closing sentence, added while the dev server runs.\n');
    const other = join(content, 'resources', 'understanding-complex-ptsd.md');
    await edit(other, /^description: .*$/m, 'description: What complex PTSD is, and where to find support, in plain words.');
    const fresh = join(work, 'fresh');
    const built = runBuild(['--content', content, '--out', fresh, '--fresh', '--no-share-images'], { BUILD_CACHE_DIR: join(work, 'fresh-cache') });
    expect(built.code, built.stderr).toBe(0);
    expectSameSite(join(work, 'out'), fresh);
  });
});
