/**
 * Synthetic articles for the build benchmark, as build-speed.md describes the reference corpus: 400 to 600
 * words each, front matter with title, description, date and category, and a body with h2 headings,
 * paragraphs, a list, a link, emphasis and inline code. Seeded, so every run writes the same files. Each also
 * carries what the site's editor's rules ask of every article (the build runs them): whom it is written for,
 * the dates its facts were checked, and a Sources list with an official source. The benchmark's copy of the
 * content allows their length.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const WORDS = (
  'support recovery plan goals people community coaching coordination health service family carer week ' +
  'routine skills choice control home work study friends time help talk listen step path care team local ' +
  'funding budget review meeting evidence access participant provider notes calm strength hope change'
).split(' ');
const CATEGORIES = ['NDIS Guide', 'Mental Health', 'Wellbeing', 'Recovery Coaching', 'Support Coordination', 'Peer Support'];

/** Small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  picked[0] = picked[0]!.charAt(0).toUpperCase() + picked[0]!.slice(1);
  return `${picked.join(' ')}.`;
}

export interface SyntheticArticle {
  slug: string;
  title: string;
  description: string;
  category: string;
  date: string;
  body: string;
}

export function syntheticArticle(index: number): SyntheticArticle {
  const next = random(index + 1);
  const target = 400 + Math.floor(next() * 201);
  const parts: string[] = [];
  let words = 0;
  let section = 0;
  while (words < target) {
    if (words === 0 || next() < 0.2) {
      section += 1;
      parts.push(`## Section ${section}: ${sentence(next, 3).slice(0, -1)}`);
    }
    const kind = next();
    if (kind < 0.12) {
      const items = Array.from({ length: 3 }, () => `- ${sentence(next, 6)}`);
      parts.push(items.join('\n'));
      words += 18;
    } else {
      const length = 40 + Math.floor(next() * 40);
      let paragraph = Array.from({ length: Math.ceil(length / 10) }, () => sentence(next, 10)).join(' ');
      if (kind < 0.3) paragraph += ` Read [the NDIS guide](https://www.ndis.gov.au/) for *more* about \`plans\`.`;
      parts.push(paragraph);
      words += Math.ceil(length / 10) * 10;
    }
  }
  const day = String(1 + (index % 28)).padStart(2, '0');
  const month = String(1 + (index % 12)).padStart(2, '0');
  return {
    slug: `bench-article-${String(index).padStart(5, '0')}`,
    title: `Benchmark article ${index}: ${sentence(next, 4).slice(0, -1)}`,
    description: sentence(next, 14),
    category: CATEGORIES[index % CATEGORIES.length]!,
    date: `2025-${month}-${day}`,
    body: parts.join('\n\n'),
  };
}

export function frontMatterMarkdown(article: SyntheticArticle): string {
  return `---\ntitle: "${article.title}"\ndescription: "${article.description}"\ncategory: ${article.category}\ndate: ${article.date}\nupdated: ${article.date}\nreviewBy: 2099-01-01\naudience: people getting support and their carers\n---\n${article.body}\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n`;
}

/**
 * The content folder's editor's rules (editorial.json beside `resources/`), with the synthetic articles'
 * length (400 to 600 words) allowed: everything else the site asks of an article, they meet.
 */
async function allowSyntheticLength(resourcesDir: string): Promise<void> {
  const file = join(resourcesDir, '..', 'editorial.json');
  const rules = JSON.parse(await readFile(file, 'utf8')) as { articles: { minWords: number } };
  rules.articles.minWords = Math.min(rules.articles.minWords, 300);
  await writeFile(file, JSON.stringify(rules, null, 2));
}

export async function writeSyntheticArticles(dir: string, count: number): Promise<SyntheticArticle[]> {
  await mkdir(dir, { recursive: true });
  await allowSyntheticLength(dir);
  const articles = Array.from({ length: count }, (_, index) => syntheticArticle(index));
  await Promise.all(articles.map((article) => writeFile(join(dir, `${article.slug}.md`), frontMatterMarkdown(article))));
  return articles;
}
