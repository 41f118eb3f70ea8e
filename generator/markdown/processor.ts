/**
 * The one markdown pipeline: remark-parse -> remark-rehype -> our plugins -> rehype-stringify, frozen once
 * and reused for every document. Raw HTML in markdown is dropped (remark-rehype's default), so content can
 * never inject script.
 */
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import rehypeClaimCaptions from './plugins/rehype-claim-captions.ts';
import rehypeExternalLinks from './plugins/rehype-external-links.ts';
import rehypeHeadingAnchors from './plugins/rehype-heading-anchors.ts';
import rehypeKeepTogether from './plugins/rehype-keep-together.ts';
import rehypePhoneLinks from './plugins/rehype-phone-links.ts';
import rehypeResponsiveImages from './plugins/rehype-responsive-images.ts';
import remarkSafeLinkSchemes from './plugins/remark-safe-link-schemes.ts';
import type { ImageIndex } from '../assets/images.ts';
import { ContentError } from '../errors.ts';
import { markdownLimitProblem } from './limits.ts';
import rehypeToc, { type TocEntry } from './plugins/rehype-toc.ts';

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

export type MarkdownRenderer = (markdown: string, path?: string) => RenderedMarkdown;

export function createMarkdownRenderer({ siteOrigin, images, tocMinHeadings = 4, tocMinWords = 600 }: { siteOrigin: string; images?: ImageIndex; tocMinHeadings?: number; tocMinWords?: number }): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkSafeLinkSchemes)
    .use(remarkRehype)
    .use(rehypeClaimCaptions)
    .use(rehypeHeadingAnchors)
    .use(rehypeToc, { minHeadings: tocMinHeadings, minWords: tocMinWords })
    .use(rehypeExternalLinks, { siteOrigin })
    .use(rehypePhoneLinks)
    .use(rehypeResponsiveImages, images ? { images } : {})
    // Last, so heading ids and the contents list are made from the text as written.
    .use(rehypeKeepTogether)
    .use(rehypeStringify)
    .freeze();
  return (markdown, path) => {
    // Markdown files are checked as they are read (with the line in the file); this holds for the short
    // markdown in JSON fields too.
    const limit = markdownLimitProblem(markdown);
    if (limit) throw new ContentError(path ?? '(markdown)', `line ${limit.line} of its markdown`, limit.problem);
    const file = processor.processSync(new VFile(path === undefined ? { value: markdown } : { value: markdown, path }));
    return { html: String(file), toc: file.data.toc ?? [] };
  };
}
