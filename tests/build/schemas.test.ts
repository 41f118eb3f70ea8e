/**
 * The content schemas hold no state: a schema checks a file as written, and what a page shows beyond it (an
 * article's word count and help lines, answers rendered from markdown) is a second step that takes everything
 * it uses as arguments. So the same input always reads the same, whatever was read before it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFaq } from '../../templates/content/home-and-programs.ts';
import { formsSchema, parseForms } from '../../templates/content/forms.ts';
import { articleSchema, deriveArticle, deriveService, serviceSchema } from '../../templates/content/markdown-kinds.ts';
import type { HelpLine } from '../../templates/content/types.ts';
import { ContentErrors } from '../../generator/errors.ts';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';

const front = { title: 'Sleep and mood', description: 'How sleep and mood shape each other.', category: 'Mental Health', date: '2025-03-01', helpLines: ['lifeline'] };
const lifeline = { id: 'lifeline', name: 'Lifeline', number: '13 11 14', href: 'tel:131114', allDay: true, description: 'Crisis support.' } as HelpLine;
const shouting: MarkdownRenderer = (markdown) => ({ html: `<p>${markdown.toUpperCase()}</p>`, toc: [] });
const whispering: MarkdownRenderer = (markdown) => ({ html: `<p>${markdown.toLowerCase()}</p>`, toc: [] });

describe('content schemas without module state', () => {
  it("checks an article's front matter alone, whatever article was read before", () => {
    const first = articleSchema.parse(front);
    expect(articleSchema.parse(front)).toEqual(first);
    expect(first).toEqual({ ...front, helpLines: ['lifeline'] });
  });

  it("derives an article's words, reading time and help lines from its body and the site's lines", () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    const article = deriveArticle('resources/sleep.md', `${words}\n\n## Sources\n\n- A source with several words`, articleSchema.parse(front), { lifeline });
    expect(article).toMatchObject({ words: 450, readingTime: 3, categorySlug: 'mental-health', helpLines: [lifeline], outsideOurWork: false });
    expect(deriveArticle('resources/sleep.md', words, articleSchema.parse({ ...front, readingTime: 9 }), { lifeline }).readingTime).toBe(9);
  });

  it('reports an empty body and an unknown help line together, naming the file and the field', () => {
    let thrown: unknown;
    try {
      deriveArticle('resources/empty.md', '\n', articleSchema.parse({ ...front, helpLines: ['lifeline', 'nope'] }), { lifeline });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as ContentErrors).errors.map((error) => error.message)).toEqual([
      'resources/empty.md: (body): the article has no text: write it below the front matter',
      'resources/empty.md: helpLines[1]: "nope" is not a help line in site.json: use one of lifeline',
    ]);
  });

  it('renders answers with the renderer it is given, and the schema leaves them as written', () => {
    const service = serviceSchema.parse({ title: 'Peer support', description: 'd', summary: 's', order: 1, faq: [{ question: 'Who?', answer: 'You' }] });
    expect(service.faq).toEqual([{ question: 'Who?', answer: 'You' }]);
    expect(deriveService('services/peer.md', service, shouting).faq).toEqual([{ question: 'Who?', answerHtml: '<p>YOU</p>' }]);
    expect(deriveService('services/peer.md', service, whispering).faq).toEqual([{ question: 'Who?', answerHtml: '<p>you</p>' }]);

    const faq = { items: [{ id: 'faq1', question: 'Cost?', answerPreview: 'It depends.', fullAnswer: 'It Depends' }] };
    expect(parseFaq('faq.json', faq, shouting)[0]!.fullAnswerHtml).toBe('<p>IT DEPENDS</p>');
    expect(parseFaq('faq.json', faq, whispering)[0]!.fullAnswerHtml).toBe('<p>it depends</p>');
    const forms = JSON.parse(readFileSync('content/forms.json', 'utf8')) as { referral: { collectionNotice: string }; notAgreed: { tips: string[] } };
    const notice = forms.referral.collectionNotice;
    const tip = forms.notAgreed.tips[0]!;
    expect(formsSchema.parse(forms).referral.collectionNotice).toBe(notice);
    const quiet = parseForms('forms.json', forms, whispering);
    const loud = parseForms('forms.json', forms, shouting);
    expect(quiet.referral.collectionNoticeHtml).toBe(`<p>${notice.toLowerCase()}</p>`);
    expect(loud.referral.collectionNoticeHtml).toBe(`<p>${notice.toUpperCase()}</p>`);
    expect(quiet.notAgreed.tipsHtml[0]).toBe(`<p>${tip.toLowerCase()}</p>`);
    expect(loud.notAgreed.tipsHtml[0]).toBe(`<p>${tip.toUpperCase()}</p>`);
  });
});
