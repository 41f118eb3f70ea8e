/**
 * Step: the content editor at /admin/. Writes its page (admin-page.ts, in the site's words) and, once the
 * site's settings say where it saves and how staff sign in, the editor itself from our own origin: Sveltia
 * CMS's bundle as pinned in package.json, its fonts from fontsource's packages, the boot script (boot.ts),
 * and the configuration generated from the site's content config (from-content.ts, config.ts). Nothing of it
 * is linked from any other page.
 *
 * Sveltia's bundle writes a style element (its id the component's hash) whose @font-face rules name
 * fontsource's CDN. Svelte writes a component's style only when the page has no element with that id, so
 * the page links a copy of that style with the addresses of our own copies of the fonts, under the same
 * id (fontFaces below): the CDN is never asked, and the build fails, naming the font, if a new Sveltia
 * asks for one we do not ship.
 */
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from '../errors.ts';
import type { Staging } from '../files/output.ts';
import { ROOT } from '../files/paths.ts';
import { adminPage, type AdminPageText } from './admin-page.ts';
import { editorConfig, type EditorConfigResult } from './config.ts';
import type { Choices } from './fields.ts';
import { editorCollections, repositoryPath, type EditorChoices, type EditorContentConfig } from './from-content.ts';
import { EDITOR_PATH } from './paths.ts';
import type { EditorSettings } from './settings.ts';
import { editorSignIn, type EditorSignIn } from './sign-in.ts';

export { EDITOR_PATH };
const FILES = { css: `${EDITOR_PATH}admin.css`, fonts: `${EDITOR_PATH}sveltia-fonts.css`, boot: `${EDITOR_PATH}boot.js`, editor: `${EDITOR_PATH}sveltia-cms.js`, config: `${EDITOR_PATH}config.json` };

const SVELTIA = join(ROOT, 'node_modules/@sveltia/cms');
/** Sveltia's bundle and the chunk it loads beside itself (React, for custom previews: unused here). */
const SVELTIA_FILES = [
  ['dist/sveltia-cms.js', 'sveltia-cms.js'],
  ['dist/chunks/react-dom.js', 'chunks/react-dom.js'],
  ['LICENSE.txt', 'sveltia-cms.LICENSE.txt'],
] as const;

/**
 * The fonts Sveltia draws with, by the name its CDN address gives each (`<package>@<version>/<subset>`), as
 * files from fontsource's packages, with their licences. Its icons are drawn at weight 400 alone, so they
 * come from the static file (324 KB) rather than the variable one its CDN names (758 KB).
 */
const FONTS = [
  { cdn: 'source-sans-3:vf/latin-wght-normal', from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', licence: '@fontsource-variable/source-sans-3/LICENSE' },
  { cdn: 'noto-mono/latin-400-normal', from: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2', licence: '@fontsource/noto-mono/LICENSE' },
  { cdn: 'material-symbols-outlined:vf/latin-wght-normal', from: '@fontsource/material-symbols-outlined/files/material-symbols-outlined-latin-400-normal.woff2', licence: '@fontsource/material-symbols-outlined/LICENSE' },
] as const;
const fontFile = (from: string) => `fonts/${basename(from)}`;
const FONT_FILES: [string, string][] = FONTS.flatMap(({ from, licence }): [string, string][] => [
  [from, fontFile(from)],
  [licence, `fonts/${basename(from, '.woff2').replace(/-latin-.*$/, '')}.LICENSE.txt`],
]);

/** What the site gives for its editor, besides its content config (templates/editor.ts). */
export interface SiteEditor {
  /** Where the editor saves and how staff sign in (the site's `editor` settings). */
  settings: EditorSettings;
  /** The editor's own choices: screens of their own, icons, previews (from-content.ts). */
  choices: EditorChoices;
  /** Named lists the schemas' `choices` and `keys` meta choose from (services, council areas...). */
  lists: Readonly<Record<string, Choices>>;
  /** The editor's title, and what its page says when the editor does not open. */
  title: string;
  page: AdminPageText;
  /** The site's address. */
  siteUrl: string;
  /** A built page whose stylesheet the editor previews articles and pages in (the site's own styles). */
  previewFrom?: string;
}

export interface EditorInput<Settings> {
  editor: SiteEditor;
  /** The site's content config, its content folder and its checked settings: every collection becomes the editor's. */
  content: { config: EditorContentConfig<Settings>; dir: string; settings: Settings };
  staging: Staging;
}

export interface EditorSummary {
  /** Files written under /admin/. */
  files: number;
  /** Bytes of the editor's own files (script, fonts, configuration), as served before compression. */
  bytes: number;
  /** Whether staff can sign in (else /admin/ says what to set). */
  ready: boolean;
  /** Fields the editor could only approximate (fields.ts). */
  approximations: string[];
}

export async function writeEditor<Settings>({ editor, content, staging }: EditorInput<Settings>): Promise<EditorSummary> {
  const previewStyle = editor.previewFrom ? await stylesheetOf(staging, editor.previewFrom) : undefined;
  const signIn = editorSignIn(editor.settings);
  const origins = signIn.ready ? signIn.connect : [];
  const css = await readFile(join(ROOT, 'generator/editor/admin.css'), 'utf8');
  const notes = (fontStyle?: string) => adminPage({ text: editor.page, signIn, origins, files: FILES, ...(fontStyle ? { fontStyle } : {}), ...(previewStyle ? { previewStyle } : {}) });
  await staging.write('admin/admin.css', css);
  if (!signIn.ready) {
    await staging.write('admin/index.html', notes());
    return { files: 2, bytes: 0, ready: false, approximations: [] };
  }

  const editorScript = await readFile(join(SVELTIA, 'dist/sveltia-cms.js'), 'utf8');
  const fonts = fontFaces(editorScript);
  const { config, approximations } = editorConfiguration(editor, content, signIn);
  const configJson = `${JSON.stringify(config)}\n`;
  const boot = await bootScript();
  await Promise.all([staging.write('admin/config.json', configJson), staging.write('admin/boot.js', boot), staging.write('admin/sveltia-fonts.css', fonts.css), staging.write('admin/index.html', notes(fonts.id))]);
  const copies = [...SVELTIA_FILES.map(([from, to]) => [join(SVELTIA, from), to] as const), ...FONT_FILES.map(([from, to]) => [join(ROOT, 'node_modules', from), to] as const)];
  await mkdir(join(staging.dir, 'admin/chunks'), { recursive: true });
  await mkdir(join(staging.dir, 'admin/fonts'), { recursive: true });
  const sizes = await Promise.all(
    copies.map(async ([from, to]) => {
      await copyFile(from, join(staging.dir, 'admin', to));
      return (await stat(from)).size;
    }),
  );
  const bytes = sizes.reduce((sum, size) => sum + size, 0) + Buffer.byteLength(configJson) + Buffer.byteLength(boot);
  return { files: 6 + copies.length, bytes: bytes + Buffer.byteLength(fonts.css), ready: true, approximations };
}

/**
 * The editor's configuration for the site: every collection of its content config, with the site's own
 * choices and named lists, saving where `signIn` says.
 */
export function editorConfiguration<Settings>(editor: SiteEditor, content: EditorInput<Settings>['content'], signIn: Extract<EditorSignIn, { ready: true }>): EditorConfigResult {
  return editorConfig({
    collections: editorCollections(content.config, content.dir, content.settings, editor.choices),
    lists: editor.lists,
    signIn,
    title: editor.title,
    siteUrl: editor.siteUrl,
    // Pictures are kept in the content folder's images/ and published at /images/ (generator/assets/images.ts).
    media: { folder: repositoryPath(content.dir, join(content.dir, 'images')), publicFolder: '/images' },
    logoUrl: '/icon.svg',
  });
}

/**
 * Sveltia's font style (the component style that names fontsource's CDN), with each font's address
 * turned into our copy beside it (fonts/<package>-<subset>.woff2), and the style's id.
 */
export function fontFaces(bundle: string): { id: string; css: string } {
  const style = /\{hash:`(svelte-[a-z0-9]+)`,code:`([^`]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^`]*)`\}/.exec(bundle);
  if (!style) throw new BuildError('Sveltia CMS no longer names its fonts the way generator/editor/write-editor.ts expects: check how this version loads them before publishing the editor');
  const css = style[2]!.replace(/https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9:-]+)@[\d.]+\/([a-z0-9-]+)\.woff2/g, (address, name: string, subset: string) => {
    const font = FONTS.find(({ cdn }) => cdn === `${name}/${subset}`);
    if (!font) throw new BuildError(`Sveltia CMS asks for the font ${address}, which the editor does not ship: add its fontsource package and the file to FONTS in generator/editor/write-editor.ts`);
    return fontFile(font.from);
  });
  if (css.includes('cdn.jsdelivr.net')) throw new BuildError('Sveltia CMS names a font address generator/editor/write-editor.ts cannot turn into our own copy');
  return { id: style[1]!, css: `${css.trim()}\n` };
}

/** The stylesheet a built page links (every page links one: generator/assets/styles.ts). */
async function stylesheetOf(staging: Staging, path: string): Promise<string | undefined> {
  const html = await readFile(join(staging.dir, path, 'index.html'), 'utf8').catch(() => '');
  return /<link rel="stylesheet" href="(\/[^"]+\.css)"/.exec(html)?.[1];
}

/** boot.ts as a classic script (it reads document.currentScript), minified. */
async function bootScript(): Promise<string> {
  const source = await readFile(join(ROOT, 'generator/editor/boot.ts'), 'utf8');
  return (await esbuild.transform(source, { loader: 'ts', format: 'iife', minify: true, target: 'es2022' })).code;
}
