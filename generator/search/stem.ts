/**
 * A light English stemmer for search, the same at build time and in the browser (engine.ts runs every
 * indexed and every searched word through it), so "complaints" finds "complaint", "costs" "cost", "refuses"
 * "refused" and "coaching" "coach". Hand-made rather than a library's Porter or Snowball stemmer because it
 * must fit the search script's 20 KB budget, and because it only needs to join the forms of a word people
 * type, not to find roots: it takes off plural and verb endings and a final "e", nothing more, and leaves
 * short words, words with other letters than a to z (other languages, numbers), and Latin and Greek endings
 * ("crisis", "psychosis", "focus") alone.
 */
const KEEP_ENDINGS = /(ss|us|is|ous)$/;

export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let out = word;
  if (out.endsWith('ies') && out.length > 4) out = `${out.slice(0, -3)}y`;
  else if (out.endsWith('sses')) out = out.slice(0, -2);
  else if (/(sh|ch|x|z)es$/.test(out)) out = out.slice(0, -2);
  else if (out.endsWith('s') && !KEEP_ENDINGS.test(out)) out = out.slice(0, -1);
  if (out.endsWith('ing') && out.length >= 7) out = undouble(out.slice(0, -3));
  else if (out.endsWith('eed') && out.length >= 6) out = out.slice(0, -1);
  else if (out.endsWith('ed') && out.length >= 6 && !out.endsWith('eed')) out = undouble(out.slice(0, -2));
  if (out.endsWith('e') && out.length >= 5) out = out.slice(0, -1);
  return out;
}

/** "running" is "run", "planned" is "plan"; "calling" and "missed" keep their double letter. */
function undouble(word: string): string {
  return /([b-df-hj-kmnp-rtv-z])\1$/.test(word) ? word.slice(0, -1) : word;
}
