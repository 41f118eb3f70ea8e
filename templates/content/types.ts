/**
 * The checked shape of everything under content/, inferred from each content kind's schema
 * (load-site.ts, parse-data.ts, parse-markdown.ts). Templates read only these types.
 */
export type { Claim, ComplaintLine, FormDelivery, FormsConfig, HelpLine, PolicyName, SiteConfig } from './site-settings.ts';
export type { FaqItem, HomeContent, Link, Program, ProgramsContent, Testimonial, TitledText } from './home-and-programs.ts';
export type { FormCopy, FormsContent, FormsWords } from './forms.ts';
export type { Article, MarkdownSource, Notice, Page, Service, ServiceFaq } from './markdown-kinds.ts';
export type { AboutContent, EasyReadContent, EasyReadPage, ReferrersContent, TeamMember } from './people-and-places.ts';
export type { ServiceTerms, ServiceTermsContent, TermsSource } from './service-terms.ts';
export type { LanguagePage, LanguageSection, SectionId } from './languages.ts';
export type { InlinePart, InlineText } from './inline-text.ts';
export type { AudienceGroup, ResourcesListContent, CrisisTopic, SearchContent } from './search-words.ts';
export type { Redirect, SiteWords } from './site-words.ts';
import type { SiteConfig } from './site-settings.ts';
import type { EditorialRules } from './editorial.ts';
import type { Redirect, SiteWords } from './site-words.ts';
import type { FaqItem, HomeContent, ProgramsContent, Testimonial } from './home-and-programs.ts';
import type { FormsContent } from './forms.ts';
import type { Article, Notice, Page, Service } from './markdown-kinds.ts';
import type { AboutContent, EasyReadContent, ReferrersContent, TeamMember } from './people-and-places.ts';
import type { ServiceTermsContent } from './service-terms.ts';
import type { LanguagePage } from './languages.ts';
import type { ResourcesListContent, SearchContent } from './search-words.ts';

export interface SiteContent {
  dir: string;
  site: SiteConfig;
  /** The words of the layout and the pages that are no one page's own (site-words.json). */
  words: SiteWords;
  /** Old addresses, each sent on to where the page now lives (redirects.json). */
  redirects: Redirect[];
  /** The editor's rules the build checks the content against (editorial.json). */
  editorial: EditorialRules;
  home: HomeContent;
  testimonials: Testimonial[];
  team: TeamMember[];
  easyRead: EasyReadContent;
  about: AboutContent;
  referrers: ReferrersContent;
  faq: FaqItem[];
  programs: ProgramsContent;
  forms: FormsContent;
  serviceTerms: ServiceTermsContent;
  services: Service[];
  pages: Map<string, Page>;
  articles: Article[];
  /** Short notices, newest first (content/notices/). */
  notices: Notice[];
  /** Pages in community languages: the English source first, then each translation (content/languages/). */
  languages: LanguagePage[];
  /** The search page's words, the crisis words and the synonyms (search.json). */
  search: SearchContent;
  /** The words of the resources lists, and whom articles are written for (resources-list.json). */
  resourcesList: ResourcesListContent;
  /** Article slug -> the audience groups it is written for, read from its `audience` line. */
  readers: Record<string, string[]>;
}
