/**
 * How search reads text, the same at build time (the index) and in the browser (the query), so a word is
 * cut and spelt the same way on both sides, in every language the site publishes:
 * - lower case, compatibility forms folded (NFKC), curly apostrophes made straight and then dropped
 *   ("don't" is "dont"), and the accents of Latin letters taken off ("Tiếng Việt" matches "tieng viet"); the
 *   marks of other scripts (Khmer, Sinhala, Gurmukhi vowel signs, Arabic) are letters there and stay;
 * - words are runs of letters, marks and digits; scripts written without spaces between words (Chinese,
 *   Japanese, Khmer, Thai, Lao, Myanmar) are cut into overlapping pairs of characters, the usual way to index
 *   them without a dictionary, so any two characters of a word find it.
 */

/** Characters of the scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Khmer}\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}]/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;

export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc']/g, '')
    .normalize('NFD')
    .replace(LATIN_MARKS, '$1')
    .replace(/đ/g, 'd')
    .normalize('NFC');
}

const INVISIBLE = /\p{Cf}/gu;
const APOSTROPHES = /[\u2018\u2019\u02bc'`\u00b4]/g;
/** Arabic vowel signs and the tatweel: optional in Dari and Hazaragi writing. */
const ARABIC_OPTIONAL = /[\u064b-\u065f\u0670\u0640]/g;
const ARABIC_TO_PERSIAN: Record<string, string> = { '\u064a': '\u06cc', '\u0649': '\u06cc', '\u0643': '\u06a9' };

/**
 * Text folded for the crisis check (widgets/search/crisis.ts) and its words in content/search.json: like
 * `normalise`, but the accents of Latin letters stay (they tell "tự tử", suicide, from "từ từ", slowly), and
 * what people write in more than one way is made one: invisible joiners and direction marks go (ZWJ, ZWNJ:
 * "می‌خواهم" is "میخواهم"), Arabic letters are written the Persian way (ي ی, ك ک) without their optional
 * vowel signs, and the Gurmukhi nukta, often left out, goes too (ਖ਼ is ਖ), with the bindi read as the tippi.
 */
export function foldKeepingAccents(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, '')
    .replace(ARABIC_OPTIONAL, '')
    .replace(/[\u064a\u0649\u0643]/g, (letter) => ARABIC_TO_PERSIAN[letter]!)
    .normalize('NFD')
    .replace(/\u0a3c/g, '')
    .replace(/\u0a02/g, '\u0a70')
    .normalize('NFC');
}

/** A word without the accents of its Latin letters ("tự" is "tu", "đ" is "d"). */
export function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(LATIN_MARKS, '$1').replace(/đ/g, 'd').normalize('NFC');
}

/** A run of an unspaced script as overlapping pairs ("心理健康" gives 心理, 理健, 健康); one character stays one. */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** The words of a text, normalised. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of normalise(text).matchAll(WORD)) {
    const word = match[0];
    if (!UNSPACED.test(word)) {
      out.push(word);
      continue;
    }
    // Split the word where it moves between an unspaced script and anything else (digits, Latin letters).
    let run = '';
    let unspaced = false;
    for (const char of word) {
      const isUnspaced: boolean = UNSPACED.test(char) || (unspaced && /\p{M}/u.test(char));
      if (run && isUnspaced !== unspaced) {
        out.push(...(unspaced ? pairs(run) : [run]));
        run = '';
      }
      run += char;
      unspaced = isUnspaced;
    }
    if (run) out.push(...(unspaced ? pairs(run) : [run]));
  }
  return out;
}

/**
 * English words too common to help find a page; never dropped from a crisis check (see crisis.ts). With body
 * text in the index, everyday verbs and contractions ("get", "out", "won't") would make every word of a
 * plain question match some long article: they are left out too.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be been but by can do does for from had has have how i if in into is it its me my of on or our so than that the their them then there these they this to was we were what when where which who why will with you your get gets got out wont dont cant doesnt didnt isnt just also very much really'.split(' '),
);
