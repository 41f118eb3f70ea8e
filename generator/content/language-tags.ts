/**
 * Language tags (BCP 47) checked against the IANA Language Subtag Registry, and the writing direction of a
 * script. A language file's `lang` must be a well-formed tag whose language, script and region subtags are
 * all in the registry and not deprecated; its `script` must be the tag's script (or, where the tag leaves the
 * script out, one that fits the language); and its `dir` must be the direction that script is written in.
 * The registry is the `language-subtag-registry` package's copy of IANA's file (its date is in meta.json).
 */
import { createRequire } from 'node:module';
import { parse } from 'bcp-47';

interface RegistryRecord {
  Type: string;
  Subtag?: string;
  Tag?: string;
  Description: string[];
  Deprecated?: string;
  'Preferred-Value'?: string;
  'Suppress-Script'?: string;
  Macrolanguage?: string;
}

let registry: Map<string, RegistryRecord> | undefined;

/** `type:subtag` (lower case) -> its record; read once, on first use. */
function records(): Map<string, RegistryRecord> {
  if (!registry) {
    const require = createRequire(import.meta.url);
    const list = require('language-subtag-registry/data/json/registry.json') as RegistryRecord[];
    registry = new Map(list.filter((record) => record.Subtag).map((record) => [`${record.Type}:${record.Subtag!.toLowerCase()}`, record]));
  }
  return registry;
}

function lookUp(type: 'language' | 'script' | 'region', subtag: string): RegistryRecord | undefined {
  return records().get(`${type}:${subtag.toLowerCase()}`);
}

/**
 * Scripts written right to left (ISO 15924 codes) among those a community language of Australia is likely
 * to use: Arabic (Arabic, Dari, Hazaragi, Pashto, Persian, Urdu), Hebrew, Syriac (Assyrian), Thaana, N'Ko,
 * Adlam and Hanifi Rohingya.
 */
const RIGHT_TO_LEFT = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

export function directionOf(script: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(script) ? 'rtl' : 'ltr';
}

/** What is wrong with a language tag, or undefined when it is valid and written in canonical case. */
export function languageTagProblem(tag: string): string | undefined {
  const parsed = parse(tag, { normalize: false });
  if (!parsed.language) return `"${tag}" is not a BCP 47 language tag: write it like vi, zh-Hant or prs`;
  if (parsed.extendedLanguageSubtags.length || parsed.variants.length || parsed.extensions.length || parsed.privateuse.length) {
    return `"${tag}" has more parts than a page needs: use a language, then at most a script and a region (like zh-Hant or en-AU)`;
  }
  const language = lookUp('language', parsed.language);
  if (!language) return `"${parsed.language}" is not a language in the IANA Language Subtag Registry: check the code at https://www.iana.org/assignments/language-subtag-registry`;
  if (language.Deprecated) return `"${parsed.language}" (${language.Description[0]}) is deprecated in the IANA registry${language['Preferred-Value'] ? `: use "${language['Preferred-Value']}"` : ''}`;
  if (parsed.script && !lookUp('script', parsed.script)) return `"${parsed.script}" is not a script in the IANA registry`;
  if (parsed.region && !lookUp('region', parsed.region)) return `"${parsed.region}" is not a region in the IANA registry`;
  const canonical = [parsed.language.toLowerCase(), parsed.script ? parsed.script[0]!.toUpperCase() + parsed.script.slice(1).toLowerCase() : '', parsed.region ? parsed.region.toUpperCase() : ''].filter(Boolean).join('-');
  if (canonical !== tag) return `write "${tag}" as "${canonical}"`;
  return undefined;
}

/** The registry's English name of the tag's language ("Dari", "Hazaragi"). */
export function languageName(tag: string): string | undefined {
  const language = parse(tag, { normalize: false }).language;
  return language ? lookUp('language', language)?.Description[0] : undefined;
}

/**
 * What is wrong with naming `script` as the script of a page tagged `tag`, or undefined. The script must be
 * in the registry, and must match the tag's own script subtag, or the language's (or its macrolanguage's)
 * usual script when the tag has none.
 */
export function scriptProblem(tag: string, script: string): string | undefined {
  if (!/^[A-Z][a-z]{3}$/.test(script) || !lookUp('script', script)) return `"${script}" is not an ISO 15924 script code in the IANA registry: use one like Latn, Arab, Khmr, Guru, Sinh, Hans or Hant`;
  const parsed = parse(tag, { normalize: false });
  if (parsed.script) {
    const own = parsed.script[0]!.toUpperCase() + parsed.script.slice(1).toLowerCase();
    return own === script ? undefined : `is "${script}" but the language tag "${tag}" says ${own}`;
  }
  const language = parsed.language ? lookUp('language', parsed.language) : undefined;
  const usual = language?.['Suppress-Script'] ?? (language?.Macrolanguage ? lookUp('language', language.Macrolanguage)?.['Suppress-Script'] : undefined);
  if (usual && usual !== script) return `is "${script}" but ${language!.Description[0]} is written in ${usual}: add the script to the tag (like ${parsed.language}-${script}) if this page really uses ${script}`;
  return undefined;
}
