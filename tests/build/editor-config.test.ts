/**
 * The editor's configuration, as the build generates it from the content schemas: valid against Sveltia
 * CMS's published JSON Schema, kept as a snapshot so a change to it shows in review, and with field rules
 * that refuse what the build refuses (the same expressions, read the way Sveltia reads them). The mapper
 * itself, on a small schema: each zod type to its field, and what it can only approximate.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { CmsConfig, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCollection } from '../../generator/content/collection.ts';
import { isoDate, httpsUrl, labelled, text } from '../../generator/content/schema.ts';
import { inputSchema } from '../../generator/editor/config.ts';
import { objectFields, type FieldContext } from '../../generator/editor/fields.ts';
import { editorSignIn } from '../../generator/editor/sign-in.ts';
import { editorConfiguration } from '../../generator/editor/write-editor.ts';
import { isAustralianPhone } from '../../generator/text.ts';
import { collections as declared, settings as settingsCollection } from '../../templates/content/collections.ts';
import { editorSchema } from '../../templates/content/editor-settings.ts';
import { siteSchema } from '../../templates/content/site-settings.ts';
import type { SiteContent } from '../../templates/content/types.ts';
import { SITE, loadSiteContent } from '../../templates/site.ts';

let content: SiteContent;
let config: CmsConfig;
let approximations: string[];

/** Sign-in set up on GitHub (the sample site.json leaves it to the deployer). */
function signedIn(site: SiteContent['site']) {
  const signIn = editorSignIn({ ...site.editor, host: 'github', repository: 'provider/website', signInUrl: 'https://cms-auth.provider.example' });
  if (!signIn.ready) throw new Error('the sign-in settings above should be enough');
  return signIn;
}

beforeAll(async () => {
  content = await loadSiteContent('content', { saveCache: false });
  ({ config, approximations } = editorConfiguration(SITE.editor(content), { config: SITE.content, dir: 'content', settings: content.site }, signedIn(content.site)));
});

/** A field of a screen or collection, by the path of names to it. */
function fieldAt(fields: readonly Field[] | undefined, path: string): Field {
  const [name, ...rest] = path.split('.');
  const field = fields?.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${path}`);
  if (rest.length === 0) return field;
  const inner = 'fields' in field ? field.fields : 'field' in field && field.field ? [field.field] : undefined;
  return fieldAt(inner as Field[] | undefined, rest.join('.'));
}

const screen = (name: string) => config.singletons!.find((entry) => 'file' in entry && entry.name === name) as { fields: Field[] };

/** A field's pattern read as Sveltia CMS reads it (`/source/flags`, src/lib/services/utils/regex.js). */
function editorRegex(field: Field): RegExp {
  const [pattern] = (field as { pattern: [string, string] }).pattern;
  const { source, flags } = /^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(pattern)!.groups!;
  return new RegExp(source!, flags);
}

/** Objects and lists short enough to read on one line are written on one, so a change shows as a line. */
function forReview(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat.length <= 140 || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + forReview(item, inner)).join(',\n')}\n${indent}]`;
  return `{\n${Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${forReview(item, inner)}`).join(',\n')}\n${indent}}`;
}

describe('the generated configuration', () => {
  it("is valid against Sveltia CMS's published JSON Schema", () => {
    const schema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
    // Formats ("uri") are not checked: the addresses come from site.json, whose schema checks them.
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
    const valid = validate(config);
    expect(validate.errors?.slice(0, 10) ?? [], 'the first errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('matches the snapshot, so a change to it shows in review', async () => {
    await expect(`${forReview(config)}\n`).toMatchFileSnapshot('__snapshots__/editor-config.json');
    await expect(`${approximations.join('\n')}\n`).toMatchFileSnapshot('__snapshots__/editor-approximations.txt');
  });

  it('has a screen of its own for each chore, first in the list, its date one tap away and required', () => {
    expect(config.singletons!.map((entry) => ('label' in entry ? entry.label : ''))).toEqual([declared.referrers.label, 'Help lines', settingsCollection.label]);
    const asAt = fieldAt(screen('referrers').fields, 'capacity.asAt');
    expect(asAt).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', required: true, label: 'Checked on' });
    expect((asAt as { hint: string }).hint).toMatch(/tap Today/);
    const open = fieldAt(screen('referrers').fields, 'capacity.services.psychosocial-recovery-coaching.open');
    expect(open).toMatchObject({ widget: 'select', multiple: true, label: 'Places open in', options: content.site.localGovernmentAreas.map((area) => ({ value: area.name, label: area.name })) });
    const checked = fieldAt(screen('help-lines').fields, 'helpLines.lifeline.checked');
    expect(checked).toMatchObject({ widget: 'datetime', type: 'date', required: true, label: 'Last checked' });
    // The help lines open the "Help lines" screen; the settings open theirs with the lines folded.
    expect(screen('help-lines').fields[0]).toMatchObject({ name: 'helpLines', collapsed: false });
    expect(screen('site').fields[0]).toMatchObject({ name: 'helpLines', collapsed: true });
  });

  it('has every collection of the content config, with the label and description the config gives', () => {
    const made = new Map<string, { label?: string; description?: string }>([...config.singletons!, ...config.collections!].map((entry) => [(entry as { name: string }).name, entry as { label?: string; description?: string }]));
    for (const collection of [settingsCollection, ...Object.values(declared)]) {
      if (collection.optional) continue;
      const entry = made.get(collection.name);
      expect(entry, collection.name).toBeDefined();
      expect(entry!.label, collection.name).toBe(collection.label);
      // A screen of its own has no place for a description in the editor; every collection shows its own.
      if (collection.name !== 'referrers' && collection.name !== 'site') expect(entry!.description, collection.name).toBe(collection.description);
    }
  });

  it("labels every field with its schema's label and hint (36a's labelled())", () => {
    const faq = (config.collections!.find((entry) => entry.name === 'faq') as FileCollection).files[0]!;
    expect(fieldAt(faq.fields, 'items.question')).toMatchObject({ label: 'Question' });
    expect(fieldAt(faq.fields, 'items.fullAnswer')).toMatchObject({ label: 'Full answer', hint: 'Markdown: links, lists and bold are fine.', widget: 'markdown' });
    const articles = config.collections!.find((entry) => entry.name === 'articles') as EntryCollection;
    expect(fieldAt(articles.fields, 'reviewBy')).toMatchObject({ label: 'Check again by', widget: 'datetime' });
    expect(fieldAt(articles.fields, 'helpLines')).toMatchObject({ label: 'Help lines', widget: 'select', multiple: true });
  });

  it('refuses, field by field, what the build refuses: phone numbers, https addresses, dates', () => {
    const phone = editorRegex(fieldAt(screen('site').fields, 'phone'));
    for (const number of ['03 5550 0142', '(03) 5550 0142', '0491 570 006', '+61 491 570 006', '1800 55 1800', '1300 22 4636', '13 11 14', '000', '5550 0142', '12345', '+1 415 555 0100', '03 5550 014', 'call us']) {
      expect(phone.test(number), number).toBe(isAustralianPhone(number));
      expect(phone.test(number), number).toBe(siteSchema.in.shape.phone.safeParse(number).success);
    }
    const url = editorRegex(fieldAt(screen('help-lines').fields, 'helpLines.lifeline.url'));
    const builds = (value: string) => httpsUrl({ required: true }).optional().safeParse(value || undefined).success;
    for (const address of ['https://www.lifeline.org.au/', 'http://www.lifeline.org.au/', 'www.lifeline.org.au', '']) expect(url.test(address), address).toBe(builds(address));
    expect(fieldAt(screen('help-lines').fields, 'helpLines.lifeline.number')).toMatchObject({ required: true });
    for (const date of ['2026-11-29', '29/11/2026']) expect(/^\d{4}-\d{2}-\d{2}$/.test(date), date).toBe(isoDate.safeParse(date).success);
  });

  it('writes each file in the order it has its fields, so a save changes only what was changed', () => {
    const referrers = JSON.parse(readFileSync('content/referrers.json', 'utf8'));
    expect(screen('referrers').fields.map((field) => field.name)).toEqual(Object.keys(referrers));
    // The file's fields in its order, then any the schema has that the file leaves out (an optional list).
    const site = Object.keys(JSON.parse(readFileSync('content/site.json', 'utf8')));
    for (const name of ['site', 'help-lines']) expect(screen(name).fields.map((field) => field.name).slice(0, site.length), name).toEqual(site);
  });

  it('never names the test backend: site.json allows a real git host only', () => {
    expect(['github', 'gitlab', 'gitea']).toContain((config.backend as { name: string }).name);
    expect(editorSchema.safeParse({ ...content.site.editor, host: 'test-repo' }).success).toBe(false);
  });
});

describe('a content kind added to the content config', () => {
  const work = mkdtempSync(join(tmpdir(), 'editor-config-'));
  const dir = join(work, 'content');
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('appears in the editor with no other change: its label, description and labelled fields', async () => {
    cpSync('tests/fixtures/site', dir, { recursive: true });
    writeFileSync(join(dir, 'opening-hours.json'), `${JSON.stringify({ weekdays: '9 am to 5 pm', closedOn: '2026-12-25' }, null, 2)}\n`);
    const site = await loadSiteContent(dir, { saveCache: false });
    const hours = defineCollection({
      name: 'openingHours',
      label: 'Opening hours',
      description: 'When the office answers the phone.',
      files: { file: 'opening-hours.json' },
      format: 'json',
      schema: labelled(z.object({ weekdays: text, closedOn: isoDate }), { weekdays: ['Weekdays', 'In words, like "9 am to 5 pm".'], closedOn: ['Closed on', 'A day the office is closed.'] }),
    });
    const stories = defineCollection({
      name: 'stories',
      label: 'Stories',
      description: 'Stories people have agreed to share.',
      files: { folder: 'stories' },
      format: 'markdown',
      schema: labelled(z.object({ title: text, date: isoDate }), { title: ['Title', 'What the story is about.'], date: ['Published'] }),
    });
    const contentConfig = { ...SITE.content, collections: { ...SITE.content.collections, openingHours: hours, stories } };
    const { config: made } = editorConfiguration(SITE.editor(site), { config: contentConfig, dir, settings: site.site }, signedIn(site.site));
    const own = made.collections!.find((entry) => entry.name === 'openingHours') as FileCollection;
    expect(own).toMatchObject({ label: 'Opening hours', description: 'When the office answers the phone.' });
    expect(own.files[0]).toMatchObject({ label: 'Opening hours', file: 'content/opening-hours.json' });
    expect(own.files[0]!.fields).toEqual([
      { name: 'weekdays', label: 'Weekdays', hint: 'In words, like "9 am to 5 pm".', widget: 'string', required: true },
      { name: 'closedOn', label: 'Closed on', hint: 'A day the office is closed.', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', required: true },
    ]);
    const folder = made.collections!.find((entry) => entry.name === 'stories') as EntryCollection;
    expect(folder).toMatchObject({ label: 'Stories', description: 'Stories people have agreed to share.', create: true, delete: true, extension: 'md' });
    expect(folder.fields.map((field) => [field.name, field.label])).toEqual([
      ['title', 'Title'],
      ['date', 'Published'],
      ['body', 'Text'],
    ]);
  });
});

describe('the mapper, on a small schema', () => {
  const context = (): FieldContext => ({ lists: { areas: [{ value: 'City of Casey', label: 'City of Casey' }], services: [{ value: 'coaching', label: 'Recovery coaching' }] }, approximations: [] });
  const schema = z.object({
    name: text.meta({ title: 'Name', description: 'As people know it' }),
    note: text.optional(),
    body: text.meta({ widget: 'markdown' }),
    when: isoDate,
    count: z.number().int().min(1).max(9),
    open: z.boolean(),
    kind: z.enum(['a', 'b']),
    areas: z.array(text.meta({ choices: 'areas' })),
    links: z.array(z.object({ label: text, href: text })).min(1),
    places: z.record(z.string(), z.object({ wait: text.optional() })).meta({ keys: 'services' }),
    either: z.union([text, z.object({ label: text })]),
  });

  it('maps each type to its field, with its label, hint and rules', () => {
    const made = context();
    const fields = objectFields(inputSchema(schema), { name: 'x', either: { label: 'y' } }, made);
    expect(fields).toEqual([
      { name: 'name', label: 'Name', hint: 'As people know it', widget: 'string', required: true },
      { name: 'either', label: 'Either', widget: 'object', fields: [{ name: 'label', label: 'Label', widget: 'string', required: true }], required: true },
      { name: 'note', label: 'Note', widget: 'string', required: false },
      { name: 'body', label: 'Body', widget: 'markdown', required: true },
      { name: 'when', label: 'When', widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', required: true },
      { name: 'count', label: 'Count', widget: 'number', value_type: 'int', min: 1, max: 9, required: true },
      { name: 'open', label: 'Open', widget: 'boolean', required: false },
      { name: 'kind', label: 'Kind', widget: 'select', options: [{ value: 'a', label: 'a' }, { value: 'b', label: 'b' }], required: true },
      { name: 'areas', label: 'Areas', widget: 'select', multiple: true, options: [{ value: 'City of Casey', label: 'City of Casey' }], required: false },
      { name: 'links', label: 'Links', widget: 'list', fields: [{ name: 'label', label: 'Label', widget: 'string', required: true }, { name: 'href', label: 'Href', widget: 'string', required: true }], collapsed: true, summary: '{{fields.label}}', required: true, min: 1 },
      { name: 'places', label: 'Places', widget: 'object', fields: [{ name: 'coaching', label: 'Recovery coaching', widget: 'object', fields: [{ name: 'wait', label: 'Wait', widget: 'string', required: false }], required: false }], required: true },
    ]);
    expect(made.approximations).toEqual(['either: one of 2 shapes (string or object); edited as the one the file has now, else the first']);
  });

  it('keeps a value it cannot edit in the file, and says so', () => {
    const made = context();
    expect(objectFields(inputSchema(z.object({ anything: z.any() })), {}, made)).toEqual([]);
    expect(made.approximations[0]).toMatch(/^anything: a value of no editable type/);
  });
});
