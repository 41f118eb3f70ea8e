/**
 * The content config is data a program can read: the browser editor's configuration will be generated from
 * it (issue 37). Every collection says what staff call it, what it holds, where its files are and their
 * format; every field of every schema has a label (and the JSON Schema zod writes carries it), so the editor
 * can show each field in plain words with its limits.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { schemaOf } from '../../generator/content/collection.ts';
import { readSettings } from '../../generator/content/load-content.ts';
import { contentConfig } from '../../templates/content/collections.ts';

const config = contentConfig();
const settings = await readSettings('content', config.settings);
const collections = [config.settings, ...Object.values(config.collections)];
const context = { file: 'content', renderMarkdown: (markdown: string) => ({ html: markdown, toc: [] }), settings };

type JsonSchema = { title?: string; description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; additionalProperties?: JsonSchema | boolean; anyOf?: JsonSchema[] };

/** The paths of fields (object properties) without a title, anywhere in a JSON Schema. */
function unlabelled(node: JsonSchema, path: string): string[] {
  const own = (child: JsonSchema) => child.title !== undefined || (child.anyOf ?? []).some((option) => option.title !== undefined);
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]) => [...(own(child) ? [] : [`${path}.${key}`]), ...unlabelled(child, `${path}.${key}`)]),
    ...(node.items ? unlabelled(node.items, `${path}[]`) : []),
    ...(node.additionalProperties && typeof node.additionalProperties === 'object' ? unlabelled(node.additionalProperties, `${path}.*`) : []),
    ...(node.anyOf ?? []).flatMap((option) => unlabelled(option, path)),
  ];
}

describe('the content config, as the browser editor will read it', () => {
  it('names, describes, places and formats every collection', () => {
    for (const collection of collections) {
      expect(collection.name, collection.name).toMatch(/^[a-z][A-Za-z]*$/);
      expect(collection.label.length, collection.name).toBeGreaterThan(3);
      expect(collection.description.length, collection.name).toBeGreaterThan(20);
      expect(['json', 'markdown']).toContain(collection.format);
      expect('file' in collection.files || 'folder' in collection.files, collection.name).toBe(true);
    }
    expect(new Set(collections.map((collection) => collection.name)).size).toBe(collections.length);
  });

  it.each(collections.map((collection) => [collection.name, collection] as const))('%s: every field has a label, in its JSON Schema', (_name, collection) => {
    const schema = z.toJSONSchema(schemaOf(collection.schema as z.ZodType, context as never), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect(unlabelled(schema, collection.name)).toEqual([]);
  });

  it('keeps the limits beside the labels: lengths, patterns and choices reach the JSON Schema', () => {
    const site = z.toJSONSchema(schemaOf(config.settings.schema, context as never), { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, { title?: string; pattern?: string; minLength?: number; enum?: string[]; properties?: Record<string, { enum?: string[] }> }> };
    expect(site.properties.abn).toMatchObject({ title: 'ABN', pattern: expect.any(String), minLength: 1 });
    expect(site.properties.forms!.properties!.delivery!.enum).toEqual(['local', 'endpoint', 'netlify']);
  });
});
