/**
 * The pages in community languages: one JSON file per language in content/languages/, all rendered by one
 * template (templates/pages/LanguagePage.tsx). english.json is the source every translation is made from: it
 * becomes /languages/ (where the languages are chosen) and a certified translator checks each page against it.
 * Every other file becomes /languages/<file name>/. Adding a language is adding a file.
 *
 * Each file is checked like any other content: every section present, its language tag, script and direction
 * valid (language-tags.ts), no number typed where a token belongs (inline-text.ts), and the facts each
 * section exists to give present: the interpreter line and our number, 000, two 24-hour crisis lines, our
 * name, and links to the referral form and the privacy policy.
 */
import { basename } from 'node:path';
import { z } from 'zod';
import { ContentError } from '../../generator/errors.ts';
import type { HelpLine } from './site-settings.ts';
import { parseInline, tokensIn, type InlineText } from './inline-text.ts';
import { directionOf, languageTagProblem, scriptProblem } from '../../generator/content/language-tags.ts';
import type { EntrySource } from '../../generator/content/collection.ts';
import { describe, labelled, optional, text } from '../../generator/content/schema.ts';

/** The English source file: /languages/, the page where each language is chosen. */
export const SOURCE_FILE = 'english.json';
export const LANGUAGES_PATH = '/languages/';

/** The sections of every language page, in the order the page shows them. */
export const SECTION_IDS = ['emergency', 'crisisLines', 'interpreter', 'about', 'services', 'registration', 'referral', 'privacy'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** What a section must say, as tokens it must use; `lines` counts the 24-hour help lines it names. */
const MUST_SAY: Partial<Record<SectionId, { tokens?: string[]; allDayLines?: number; what: string }>> = {
  emergency: { tokens: ['emergency'], what: 'to call 000 ({{emergency}}) in an emergency' },
  crisisLines: { allDayLines: 2, what: 'at least two 24-hour crisis lines, each with {{line.<id>}} (Mindframe guidance)' },
  interpreter: { tokens: ['tis', 'phone', 'hours'], what: 'to call TIS National ({{tis}}) and ask for our number ({{phone}}), and when we answer ({{hours}})' },
  about: { tokens: ['name'], what: 'who we are ({{name}})' },
  referral: { tokens: ['link:/referral/'], what: 'where our referral form is: [our referral form](/referral/)' },
  privacy: { tokens: ['link:/privacy/'], what: 'where our privacy policy is: [our privacy policy](/privacy/)' },
};

function inline(helpLines: ReadonlySet<string>) {
  return text.transform((value, ctx): InlineText => {
    const { parts, problems } = parseInline(value, helpLines);
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem, input: value });
    return parts;
  });
}

function sectionSchema(helpLines: ReadonlySet<string>) {
  const line = inline(helpLines);
  return labelled(z.object({
    heading: text,
    paragraphs: z.array(line).min(1, { error: 'must have at least one paragraph' }),
    /** A list of points (bullets). */
    list: optional(z.array(line)).transform((list) => list ?? []),
    /** Steps to follow, in order (numbered). */
    steps: optional(z.array(line)).transform((steps) => steps ?? []),
    /** Paragraphs after the steps and the list. */
    after: optional(z.array(line)).transform((after) => after ?? []),
  }), {
    heading: ['Heading'],
    paragraphs: ['Paragraphs', 'Write {{phone}}, {{tis}}, {{emergency}} or {{line.<id>}} for numbers, never the digits.'],
    list: ['Points', 'A bulleted list.'],
    steps: ['Steps', 'A numbered list, in order.'],
    after: ['After', 'Paragraphs after the list and the steps.'],
  });
}

/** What each section of a language page is for. */
const SECTION_LABELS: { readonly [K in SectionId]: readonly [label: string, hint?: string] } = {
  emergency: ['In an emergency', 'To call 000 ({{emergency}}).'],
  crisisLines: ['Crisis lines', 'At least two 24-hour crisis lines, each with {{line.<id>}}.'],
  interpreter: ['An interpreter', 'To call TIS National ({{tis}}) and ask for our number ({{phone}}).'],
  about: ['About us', 'Who we are ({{name}}).'],
  services: ['Our services'],
  registration: ['Our registration'],
  referral: ['Referrals', 'Where our referral form is: [our referral form](/referral/).'],
  privacy: ['Privacy', 'Where our privacy policy is: [our privacy policy](/privacy/).'],
};

export type LanguageSection = z.output<ReturnType<typeof sectionSchema>>;

export function languageSchema(helpLines: Readonly<Record<string, HelpLine>>, isSource: boolean) {
  const ids = new Set(Object.keys(helpLines));
  const section = sectionSchema(ids);
  const label = inline(ids);
  return labelled(z
    .object({
      /** BCP 47 tag, checked against the IANA registry. */
      lang: text,
      /** ISO 15924 script code: chooses the fonts, and must agree with `lang` and `dir`. */
      script: text,
      dir: z.enum(['ltr', 'rtl']),
      /** The language's name in its own script ("Tiếng Việt"). */
      name: text,
      /** Its name in English ("Vietnamese"). */
      englishName: text,
      title: text,
      description: text,
      intro: label,
      sections: labelled(z.object(Object.fromEntries(SECTION_IDS.map((id) => [id, section])) as Record<SectionId, typeof section>), SECTION_LABELS),
      labels: labelled(z.object({
        /** Heading of the list of other languages on this page. */
        otherLanguages: text,
        /** Heading of the links to the English pages this page summarises. */
        moreInEnglish: text,
        /** In this language: the translation is not yet checked by a NAATI-certified translator. */
        uncheckedNote: isSource ? optional(text) : text,
      }), {
        otherLanguages: ['Other languages heading'],
        moreInEnglish: ['More in English heading'],
        uncheckedNote: ['Not yet checked note', 'In this language: the translation is not yet checked by a NAATI-certified translator.'],
      }),
      /** English words shown beside `uncheckedNote` in place of the usual English note (english.json). */
      englishNote: optional(text),
      /**
       * Exit this page in this language (a translation: english.json has none, the site's words are in site.json
       * `quickExit`). `safetyLabel` names "Staying safe online", an English page: say so.
       */
      quickExit: isSource
        ? optional(z.never({ error: "belongs in each translation only: the English words are site.json's quickExit" }))
        : labelled(z.object({ label: text, shortcut: text, history: text, safetyLabel: text, leaving: text, pressTwoMore: text, pressOneMore: text, timedOut: text }), {
            label: ['Button', '"Exit this page", in this language.'],
            shortcut: ['Shortcut hint', 'Press Shift 3 times to leave.'],
            history: ['History hint', 'What the browser still keeps.'],
            safetyLabel: ['"Staying safe online" link', 'An English page: say so.'],
            leaving: ['Leaving', 'Said while the page is left.'],
            pressTwoMore: ['Press 2 more times'],
            pressOneMore: ['Press 1 more time'],
            timedOut: ['Shortcut timed out'],
          }),
      /** english.json only: the chooser shown on every page, in English. */
      chooser: isSource
        ? labelled(z.object({ heading: text, intro: label, symbolAlt: text, uncheckedNote: text, shareLabel: text }), {
            heading: ['Heading'],
            intro: ['Introduction'],
            symbolAlt: ['Interpreter symbol', 'What the symbol shows, for screen readers.'],
            uncheckedNote: ['Not yet checked note', 'Beside each language not yet checked.'],
            shareLabel: ['Share label', 'On the picture shown when a language page is shared.'],
          })
        : optional(z.never({ error: 'belongs in english.json only: the chooser is shown in English on every page' })),
    }), {
      lang: ['Language tag', 'Like vi, zh-Hant or prs (BCP 47).'],
      script: ['Script', 'Like Latn, Arab, Khmr (ISO 15924): chooses the fonts.'],
      dir: ['Direction', 'rtl for a script written right to left, ltr otherwise.'],
      name: ['Name in the language', 'Like "Tiếng Việt".'],
      englishName: ['Name in English', 'Like "Vietnamese".'],
      title: ['Page title'],
      description: ['Description', 'For search engines.'],
      intro: ['Introduction'],
      sections: ['Sections'],
      quickExit: ['Exit this page', 'Its words in this language (a translation only).'],
      labels: ['Small words'],
      englishNote: ['English note', 'English words beside the note (english.json).'],
      chooser: ['Language chooser', 'english.json only: shown in English on every page.'],
    })
    .superRefine((file, ctx) => {
      const tagProblem = languageTagProblem(file.lang);
      if (tagProblem) ctx.addIssue({ code: 'custom', path: ['lang'], input: file.lang, message: tagProblem });
      const problem = tagProblem ? undefined : scriptProblem(file.lang, file.script);
      if (problem) ctx.addIssue({ code: 'custom', path: ['script'], input: file.script, message: problem });
      else if (!tagProblem && directionOf(file.script) !== file.dir) {
        ctx.addIssue({ code: 'custom', path: ['dir'], input: file.dir, message: `must be "${directionOf(file.script)}": ${file.script} script is written ${directionOf(file.script) === 'rtl' ? 'right to left' : 'left to right'}` });
      }
      for (const id of SECTION_IDS) {
        const rule = MUST_SAY[id];
        if (!rule) continue;
        const { paragraphs, list, steps, after } = file.sections[id];
        const used = [...paragraphs, ...list, ...steps, ...after].flatMap(tokensIn);
        const missing = (rule.tokens ?? []).filter((token) => !used.includes(token));
        const allDay = new Set(used.filter((token) => token.startsWith('line.') && helpLines[token.slice(5)]?.allDay)).size;
        if (missing.length || allDay < (rule.allDayLines ?? 0)) {
          ctx.addIssue({ code: 'custom', path: ['sections', id], input: file.sections[id], message: `must say ${rule.what}${missing.length ? `; missing ${missing.map((token) => (token.startsWith('link:') ? `a link to ${token.slice(5)}` : `{{${token}}}`)).join(', ')}` : `; names ${allDay}`}` });
        }
      }
    });
}

export type LanguageFile = z.output<ReturnType<typeof languageSchema>>;

export interface LanguagePage extends LanguageFile {
  file: string;
  /** The file's name without .json: "vietnamese". */
  slug: string;
  /** The English source (english.json), shown at /languages/. */
  isSource: boolean;
  path: string;
}

export function languagePath(slug: string, isSource: boolean): string {
  return isSource ? LANGUAGES_PATH : `${LANGUAGES_PATH}${slug}/`;
}

/**
 * The pages in each language, for hreflang (in each page's head and in the sitemap), and x-default: the
 * English page where a language is chosen. None until the English source is there.
 */
export function languageAlternates(languages: readonly LanguagePage[]): { hreflang: string; path: string }[] {
  if (!languages.some((language) => language.isSource)) return [];
  return [...languages.map((language) => ({ hreflang: language.lang, path: language.path })), { hreflang: 'x-default', path: LANGUAGES_PATH }];
}

/** A language file as the collection reads it: its name becomes the page's address. */
export function languageEntry(parsed: LanguageFile, { file, slug }: EntrySource, isSource: boolean): LanguagePage {
  if (!/^[a-z][a-z-]*$/.test(slug)) {
    throw new ContentError(file, '(file name)', `"${basename(file)}" becomes the page's address: name the file with lower-case English letters and hyphens, like chinese-traditional.json`);
  }
  return { ...parsed, file, slug, isSource, path: languagePath(slug, isSource) };
}

/**
 * The languages in page order: the English source first, then the others by their English name. The source
 * must be there once any translation is; two files must not claim one language.
 */
export function orderLanguages(pages: LanguagePage[], dir: string): { pages: LanguagePage[]; problems: { file: string; field: string; problem: string }[] } {
  const problems: { file: string; field: string; problem: string }[] = [];
  const source = pages.find((page) => page.isSource);
  if (pages.length && !source) problems.push({ file: `${dir}/${SOURCE_FILE}`, field: '(file)', problem: 'is missing: every translation is made from the English source, which is also the page where people choose a language' });
  const byLang = new Map<string, LanguagePage>();
  for (const page of pages) {
    const other = byLang.get(page.lang);
    if (other) problems.push({ file: page.file, field: 'lang', problem: `${describe(page.lang)} is also the language of ${other.file}: one file per language` });
    byLang.set(page.lang, page);
  }
  const others = pages.filter((page) => !page.isSource).sort((a, b) => a.englishName.localeCompare(b.englishName));
  return { pages: source ? [source, ...others] : others, problems };
}
