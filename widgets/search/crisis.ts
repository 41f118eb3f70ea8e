/**
 * Does a search hold words of distress or danger? The words are data (content/search.json, crisis topics);
 * a search that holds any of them shows the help lines above its results, and no page that asks for a
 * referral. Missing the box costs more than showing it once too often, so the check leans towards showing it.
 *
 * Both the search and the words are first folded the same way: Unicode compatibility forms (NFKC), lower
 * case, invisible joiners and apostrophes taken out ("don't" is "dont"), Arabic letters written the Persian
 * way (ي ی, ك ک) without their optional vowel signs, and the Gurmukhi nukta and bindi made optional. Then:
 *
 * - Words in Latin letters (English, Vietnamese) are matched word by word, in order: exactly; or without
 *   accents, unless both sides have them and they differ ("tu tu" finds "tự tử", "từ từ", "slowly", does not);
 *   or with doubled letters read as one ("killl", "diiie"), digits read as letters ("k1ll", "su1c1de"); or by
 *   its beginning when the word ends in `*` ("suicid*"); or, in a word of five letters or more, with one slip
 *   of the keyboard ("sucide", "overdsoe": a letter left out, added, changed or two swapped), unless the word
 *   typed is one of the `calm` words ("talking" is not a slip of "stalking"). Two words run together count as
 *   one ("selfharm", "killmyself"). Short words ("od", "kms") must match exactly, so "it" alone never shows
 *   the box. Every word of the search counts, including "i", "my" and "it", which the search itself ignores.
 * - Words in other scripts (Chinese, Khmer, Dari, Punjabi, Sinhala...) are found anywhere in the search, with
 *   spaces and punctuation ignored: these scripts join or split words in more than one way ("می‌خواهم",
 *   "میخواهم", "می خواهم"), and the words listed are long enough not to turn up by chance.
 *
 * The check is linear in the length of the search (a person once pasted 160 KB into it): each word of the
 * search is looked up in tables built once from the data, never compared with every term.
 */
import { foldKeepingAccents, withoutAccents } from '../../generator/search/text.ts';

export interface CrisisTopicData {
  id: string;
  lines: string[];
  terms: string[];
  /** Words of the pages on getting help, found besides what was asked. */
  finds: string[];
  /** The language pages (file names in content/languages/) a topic in a community language points to. */
  languages?: string[];
}

export interface CrisisWords {
  topics: readonly CrisisTopicData[];
  /** Words matched exactly only: never read as a slip of the keyboard for a crisis word. */
  calm?: readonly string[];
}

/** Optimal string alignment distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

// --- Folding (generator/search/text.ts folds; these add what only this check needs) -------------------------

const LATIN_WORD = /^[\p{Script=Latin}\p{M}\p{N}]+$/u;
/** The words in Latin letters (with their accents and any digits) of folded text: all the word-by-word check reads. */
const LATIN_RUN = /[\p{Script=Latin}\p{M}\p{N}]+/gu;
const latinWords = (text: string): string[] => text.match(LATIN_RUN) ?? [];
const fold = foldKeepingAccents;
const plain = withoutAccents;

/** Doubled letters as one ("killl" and "kill" are both "kil"). */
function squeeze(word: string): string {
  return word.replace(/(\p{L})\1+/gu, '$1');
}

const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Digits typed for letters ("k1ll"), in a word that also has letters. */
function lettersForDigits(word: string): string {
  return /\p{L}/u.test(word) && /\d/.test(word) ? word.replace(/[013457]/g, (digit) => DIGIT_LETTERS[digit]!) : word;
}

/** Everything but letters, marks and digits taken out: how words in other scripts are compared. */
function squash(text: string): string {
  return text.replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

const hasMarks = (word: string) => plain(word) !== word;

// --- The tables, built once for each set of words --------------------------------------------------------

interface PatternWord {
  marked: string;
  plain: string;
  marks: boolean;
  /** Ends in `*`: any word starting with it. */
  prefix: boolean;
  fuzzy: boolean;
}

interface Term {
  topic: number;
  words: number[];
}

interface Matcher {
  patterns: PatternWord[];
  /** Each pattern word as written and without accents, to its ids. */
  exact: Map<string, number[]>;
  /** Each pattern word of three letters or more with doubled letters as one, to its ids. */
  squeezed: Map<string, number[]>;
  /** Each fuzzy pattern word and every form of it with one letter left out, to its ids. */
  deletions: Map<string, number[]>;
  prefixes: number[];
  /** Terms by their first word. */
  termsByFirst: Map<number, Term[]>;
  /** Terms in other scripts: squashed text, and its topic. */
  unspaced: { text: string; topic: number }[];
  calm: Set<string>;
  /** The longest fuzzy pattern word: a longer search word (by more than one letter) cannot be a slip of one. */
  longestFuzzy: number;
}

function add(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (!list.includes(id)) list.push(id);
}

/** Each form of `word` with one letter left out (a Latin word: one UTF-16 unit a letter once folded to NFC). */
function oneLeftOut(word: string): string[] {
  const forms: string[] = [];
  for (let index = 0; index < word.length; index += 1) forms.push(word.slice(0, index) + word.slice(index + 1));
  return forms;
}

const FUZZY_FROM = 5;

function buildMatcher(words: CrisisWords): Matcher {
  const matcher: Matcher = { patterns: [], exact: new Map(), squeezed: new Map(), deletions: new Map(), prefixes: [], termsByFirst: new Map(), unspaced: [], calm: new Set((words.calm ?? []).map((word) => plain(fold(word)))), longestFuzzy: 0 };
  const ids = new Map<string, number>();
  /** `exact`: matched exactly or without accents only (two words run together: "endit" is not "edit"). */
  const patternId = (raw: string, exact = false): number => {
    const prefix = raw.endsWith('*');
    const marked = prefix ? raw.slice(0, -1) : raw;
    const key = `${marked}${prefix ? '*' : ''}${exact ? '=' : ''}`;
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = matcher.patterns.length;
    const length = [...plain(marked)].length;
    const word: PatternWord = { marked, plain: plain(marked), marks: hasMarks(marked), prefix, fuzzy: !prefix && !exact && length >= FUZZY_FROM };
    matcher.patterns.push(word);
    ids.set(key, id);
    if (prefix) {
      matcher.prefixes.push(id);
      return id;
    }
    add(matcher.exact, word.marked, id);
    add(matcher.exact, word.plain, id);
    // Doubled letters read as one only in words of three letters or more ("odd" is not "od").
    if (!exact && length >= 3) add(matcher.squeezed, squeeze(word.plain), id);
    if (word.fuzzy) {
      for (const form of [word.plain, ...oneLeftOut(word.plain)]) add(matcher.deletions, form, id);
      matcher.longestFuzzy = Math.max(matcher.longestFuzzy, word.plain.length);
    }
    return id;
  };
  const addTerm = (topic: number, parts: string[], exact = false) => {
    const term: Term = { topic, words: parts.map((part) => patternId(part, exact)) };
    const list = matcher.termsByFirst.get(term.words[0]!) ?? [];
    list.push(term);
    matcher.termsByFirst.set(term.words[0]!, list);
  };
  words.topics.forEach((topic, index) => {
    for (const raw of topic.terms) {
      const folded = fold(raw);
      const star = folded.endsWith('*');
      const words = star ? folded.slice(0, -1) : folded;
      if (!words.split(' ').every((part) => LATIN_WORD.test(part))) {
        matcher.unspaced.push({ text: squash(folded), topic: index });
        continue;
      }
      const parts = latinWords(words);
      if (star) parts[parts.length - 1] += '*';
      addTerm(index, parts);
      // The same English words run together: "kill myself" also finds "killmyself" (exactly).
      if (parts.length === 2 && !star && !parts.some(hasMarks)) addTerm(index, [parts.join('')], true);
    }
  });
  return matcher;
}

/** The tables for each list of topics (and its calm words), built the first time they are asked for. */
const matchers = new WeakMap<readonly CrisisTopicData[], { calm: string; matcher: Matcher }>();

function matcherFor(words: CrisisWords): Matcher {
  const calm = (words.calm ?? []).join(' ');
  const known = matchers.get(words.topics);
  if (known && known.calm === calm) return known.matcher;
  const matcher = buildMatcher(words);
  matchers.set(words.topics, { calm, matcher });
  return matcher;
}

// --- Matching ---------------------------------------------------------------------------------------------

const NONE: ReadonlySet<number> = new Set();

/** The ids of the pattern words a word of the search is, in any of the ways the header describes. */
function patternsFor(matcher: Matcher, word: string): ReadonlySet<number> {
  if (!LATIN_WORD.test(word)) return NONE;
  const found = new Set<number>();
  const bare = plain(word);
  const marks = bare !== word;
  // Accents decide only when both sides have them.
  const accentsAgree = (id: number) => {
    const pattern = matcher.patterns[id]!;
    return !(marks && pattern.marks) || pattern.marked === word;
  };
  const calm = matcher.calm.has(bare);
  const forms = new Set([word, bare, lettersForDigits(bare)]);
  for (const form of forms) for (const id of matcher.exact.get(form) ?? []) if (accentsAgree(id)) found.add(id);
  if (!calm) for (const form of forms) for (const id of matcher.squeezed.get(squeeze(form)) ?? []) if (accentsAgree(id)) found.add(id);
  for (const id of matcher.prefixes) {
    const pattern = matcher.patterns[id]!;
    if (word.startsWith(pattern.marked) || (!(marks && pattern.marks) && bare.startsWith(pattern.plain))) found.add(id);
  }
  if (!calm && bare.length >= FUZZY_FROM - 1 && bare.length <= matcher.longestFuzzy + 1) {
    for (const form of [bare, ...oneLeftOut(bare)]) {
      for (const id of matcher.deletions.get(form) ?? []) {
        if (found.has(id) || !accentsAgree(id)) continue;
        if (editDistance(matcher.patterns[id]!.plain, bare) <= 1) found.add(id);
      }
    }
  }
  return found;
}

/** The indexes of the topics a search touches. */
function topicIndexes(query: string, matcher: Matcher): Set<number> {
  const touched = new Set<number>();
  const folded = fold(query);
  if (matcher.unspaced.length > 0) {
    const squashed = squash(folded);
    for (const { text, topic } of matcher.unspaced) if (!touched.has(topic) && squashed.includes(text)) touched.add(topic);
  }
  // "my self" is read as "myself" (and "self harm" as "selfharm" below).
  const searchWords = latinWords(folded.replace(/\b(my|your|him|her|them)\s+(self|selves)\b/g, '$1$2'));
  // A long search repeats its words: each is looked up once.
  const seen = new Map<string, ReadonlySet<number>>();
  const lookUp = (word: string) => {
    let found = seen.get(word);
    if (!found) {
      found = patternsFor(matcher, word);
      seen.set(word, found);
    }
    return found;
  };
  const single = searchWords.map(lookUp);
  const joined = searchWords.slice(1).map((word, index) => lookUp(`${searchWords[index]}${word}`));
  for (let start = 0; start < searchWords.length; start += 1) {
    for (const candidates of [single[start]!, joined[start]]) {
      if (!candidates) continue;
      const width = candidates === single[start] ? 1 : 2;
      for (const first of candidates) {
        for (const term of matcher.termsByFirst.get(first) ?? []) {
          if (touched.has(term.topic)) continue;
          if (term.words.length === 1) {
            touched.add(term.topic);
            continue;
          }
          // A phrase: its next words follow, one word of the search each, after this one.
          if (width === 2) continue;
          if (term.words.every((id, offset) => offset === 0 || single[start + offset]?.has(id))) touched.add(term.topic);
        }
      }
    }
  }
  return touched;
}

/** The crisis topics a search touches, in the order the data lists them. */
export function crisisTopics(query: string, topics: readonly CrisisTopicData[], calm: readonly string[] = []): CrisisTopicData[] {
  const touched = topicIndexes(query, matcherFor({ topics, calm }));
  return topics.filter((_, index) => touched.has(index));
}

/** The help lines to show for these topics, first topic's first, each once; `fallback` when none. */
export function linesFor(topics: readonly CrisisTopicData[], fallback: readonly string[]): string[] {
  if (topics.length === 0) return [...fallback];
  return [...new Set(topics.flatMap((topic) => topic.lines))];
}

/** The language pages these topics point to, each once. */
export function languagesFor(topics: readonly CrisisTopicData[]): string[] {
  return [...new Set(topics.flatMap((topic) => topic.languages ?? []))];
}

/** Kinds of page that ask for a referral or sell a service: never shown under words of distress. */
const SALES_KINDS: ReadonlySet<string> = new Set(['service', 'program']);

/** The results a search in distress shows: the pages that help, without the ones that ask for a referral. */
export function withoutReferralPrompts<Result extends { kind: string }>(results: readonly Result[], inDistress: boolean): Result[] {
  return inDistress ? results.filter((result) => !SALES_KINDS.has(result.kind)) : [...results];
}
