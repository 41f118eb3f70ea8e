/**
 * The site's content kinds as the editor at /admin/ sees them: each kind's label, its files and its zod
 * schema (the same schema the build checks the file with), and the named lists the schemas choose from
 * (services, council areas, help lines, articles, pictures). generator/editor/ turns this into the
 * editor's configuration. A thin adapter over today's schemas in generator/content/: once the site has
 * one content config that declares each kind with its files, this list is read from it.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { z } from 'zod';
import { siteSchema } from '../generator/content/load-site.ts';
import { faqSchema, homeSchema, programsSchema, testimonialsSchema } from '../generator/content/parse-data.ts';
import { formsSchema } from '../generator/content/parse-forms.ts';
import { languageSchema, SOURCE_FILE } from '../generator/content/parse-languages.ts';
import { articleSchema, pageSchema, serviceSchema } from '../generator/content/parse-markdown.ts';
import { aboutSchema, easyReadSchema, referrersSchema, teamSchema } from '../generator/content/parse-people.ts';
import { resourcesListSchema, searchSchema } from '../generator/content/parse-search.ts';
import { serviceTermsSchema } from '../generator/content/parse-terms.ts';
import type { SiteContent } from '../generator/content/types.ts';
import { CHORE_SCREENS } from '../generator/editor/chores.ts';
import type { EditorCollection, EditorFile } from '../generator/editor/collections.ts';
import type { Choices } from '../generator/editor/fields.ts';
import type { MarkdownRenderer } from '../generator/markdown/processor.ts';

/** The content folder as the editor finds it in the repository. */
const CONTENT = 'content';

/** The schemas that render markdown as they read it need a renderer; the editor only reads their shape. */
const shapeOnly: MarkdownRenderer = () => ({ html: '', toc: [], headings: [] }) as unknown as ReturnType<MarkdownRenderer>;

export interface EditorContent {
  collections: EditorCollection[];
  lists: Record<string, Choices>;
  /** An article's page, whose stylesheet the editor previews articles and pages in. */
  previewFrom?: string;
}

export function editorCollections(content: SiteContent, pictures: readonly string[]): EditorContent {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(content.dir, name), 'utf8'));
  /** Front matter as written (in its order), read as the build reads it: YAML's core schema. */
  const frontMatter = (files: readonly { file: string }[]) =>
    files.map(({ file }) => matter(readFileSync(file, 'utf8'), { engines: { yaml: (source) => (yaml.load(source, { schema: yaml.CORE_SCHEMA }) ?? {}) as object } }).data);
  const file = (name: string, label: string): { kind: 'file'; file: EditorFile } => ({ kind: 'file', file: { name: name.replace(/\.json$/, '').replace(/[^a-z0-9]+/g, '-'), label, file: `${CONTENT}/${name}`, data: read(name) } });
  const json = { format: 'json' as const };
  const site = file('site.json', CHORE_SCREENS.helpLines);

  const collections: EditorCollection[] = [
    {
      ...json,
      name: 'places',
      label: CHORE_SCREENS.places,
      icon: 'event_available',
      description: 'Every month: which services can take a new referral, in which council areas. Set "As at" to today when you have checked.',
      files: file('referrers.json', CHORE_SCREENS.places),
      schema: referrersSchema(shapeOnly, 'referrers.json'),
    },
    {
      ...json,
      name: 'help-lines',
      label: CHORE_SCREENS.helpLines,
      icon: 'support_agent',
      description: 'Every 90 days: check each help line against its own pages, then set "Checked on" to today.',
      files: site,
      schema: siteSchema,
      expanded: ['helpLines'],
    },
    {
      ...json,
      name: 'site',
      label: 'Contact details and settings',
      icon: 'settings',
      description: 'Our phone number, e-mail address and office hours, the areas we visit, and the settings every page uses.',
      files: { kind: 'file', file: { ...site.file, name: 'settings', label: 'Contact details and settings' } },
      schema: siteSchema,
      collapsed: ['helpLines'],
    },
    {
      format: 'markdown',
      name: 'articles',
      label: 'Articles',
      labelSingular: 'Article',
      icon: 'article',
      description: 'The articles under Resources.',
      files: { kind: 'folder', folder: `${CONTENT}/resources`, extension: 'md', create: true, delete: true, samples: frontMatter(content.articles) },
      schema: articleSchema,
      body: { label: 'Article', hint: 'Plain words, short paragraphs, headings that say what follows. End with a "Sources" list.' },
      preview: true,
      previewFields: ['title', 'description', 'body'],
      previewPath: '/resources/{{slug}}/',
      sortBy: 'date',
    },
    {
      format: 'markdown',
      name: 'services',
      label: 'Service pages',
      labelSingular: 'Service page',
      icon: 'volunteer_activism',
      files: { kind: 'folder', folder: `${CONTENT}/services`, extension: 'md', create: true, delete: false, samples: frontMatter(content.services) },
      schema: serviceSchema,
      body: { label: 'Page' },
      preview: true,
      previewFields: ['title', 'summary', 'body'],
      previewPath: '/services/{{slug}}/',
    },
    {
      format: 'markdown',
      name: 'pages',
      label: 'Other pages',
      labelSingular: 'Page',
      icon: 'description',
      description: 'About, contact, privacy and the other pages. Each has its place on the site, so pages are not added or removed here.',
      files: { kind: 'folder', folder: `${CONTENT}/pages`, extension: 'md', create: false, delete: false, samples: frontMatter([...content.pages.values()]) },
      schema: pageSchema,
      body: { label: 'Page' },
      preview: true,
      previewFields: ['title', 'body'],
    },
    {
      ...json,
      name: 'words',
      label: 'Pages and their words',
      icon: 'edit_note',
      files: {
        kind: 'files',
        files: [
          { ...file('home.json', 'Home page').file, schema: homeSchema },
          { ...file('faq.json', 'Questions (FAQ)').file, schema: faqSchema },
          { ...file('about.json', 'Our story').file, schema: aboutSchema },
          { ...file('team.json', 'Team').file, schema: teamSchema },
          { ...file('testimonials.json', 'Testimonials').file, schema: testimonialsSchema },
          { ...file('programs.json', 'Programs').file, schema: programsSchema(shapeOnly, 'programs.json') },
          { ...file('service-terms.json', 'Service terms').file, schema: serviceTermsSchema(shapeOnly, 'service-terms.json') },
          { ...file('easy-read.json', 'Easy Read').file, schema: easyReadSchema(shapeOnly, 'easy-read.json') },
          { ...file('forms.json', "Forms' words").file, schema: formsSchema },
          { ...file('search.json', 'Search words').file, schema: searchSchema(content.site.helpLines) },
          { ...file('resources-list.json', 'Resources list words').file, schema: resourcesListSchema },
        ],
      },
      schema: z.object({}),
    },
    {
      ...json,
      name: 'languages',
      label: 'Pages in other languages',
      icon: 'translate',
      description: 'Each page is checked by a NAATI-certified translator before it is marked as checked. Right-to-left languages show right to left.',
      files: {
        kind: 'files',
        files: content.languages.map((language) => ({
          name: language.slug,
          label: language.isSource ? `${language.englishName} (the source of every translation)` : `${language.englishName}: ${language.name}`,
          file: `${CONTENT}/languages/${basename(language.file)}`,
          schema: languageSchema(content.site.helpLines, basename(language.file) === SOURCE_FILE),
          data: read(`languages/${basename(language.file)}`),
        })),
      },
      schema: z.object({}),
    },
  ];

  const lists: Record<string, Choices> = {
    services: content.services.map((service) => ({ value: service.slug, label: service.title })),
    areas: content.site.localGovernmentAreas.map((area) => ({ value: area.name, label: area.name })),
    helpLines: Object.values(content.site.helpLines).map((line) => ({ value: line.id, label: line.name })),
    articles: content.articles.map((article) => ({ value: article.slug, label: article.title })).sort((a, b) => a.label.localeCompare(b.label)),
    pictures: pictures.map((name) => ({ value: name, label: name })),
  };
  const article = content.articles[0];
  return { collections, lists, ...(article ? { previewFrom: `resources/${article.slug}` } : {}) };
}
