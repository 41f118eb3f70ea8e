/**
 * The checked shape of everything under content/, inferred from each content kind's schema
 * (load-site.ts, parse-data.ts, parse-markdown.ts). Templates read only these types.
 */
export type { Claim, ComplaintLine, FormDelivery, FormsConfig, HelpLine, PolicyName, SiteConfig } from './load-site.ts';
export type { FaqItem, HomeContent, Link, Program, ProgramsContent, Testimonial, TitledText } from './parse-data.ts';
export type { FormCopy, FormsContent, FormsWords } from './parse-forms.ts';
export type { Article, MarkdownSource, Page, Service, ServiceFaq } from './parse-markdown.ts';
export type { AboutContent, EasyReadContent, EasyReadPage, ReferrersContent, TeamMember } from './parse-people.ts';
export type { ServiceTerms, ServiceTermsContent, TermsSource } from './parse-terms.ts';
export type { LanguagePage, LanguageSection, SectionId } from './parse-languages.ts';
export type { InlinePart, InlineText } from './inline-text.ts';
export type { AudienceGroup, ResourcesListContent, CrisisTopic, SearchContent } from './parse-search.ts';
import type { SiteConfig } from './load-site.ts';
import type { FaqItem, HomeContent, ProgramsContent, Testimonial } from './parse-data.ts';
import type { FormsContent } from './parse-forms.ts';
import type { Article, Page, Service } from './parse-markdown.ts';
import type { AboutContent, EasyReadContent, ReferrersContent, TeamMember } from './parse-people.ts';
import type { ServiceTermsContent } from './parse-terms.ts';
import type { LanguagePage } from './parse-languages.ts';
import type { ResourcesListContent, SearchContent } from './parse-search.ts';

export interface SiteContent {
  dir: string;
  site: SiteConfig;
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
  /** Pages in community languages: the English source first, then each translation (content/languages/). */
  languages: LanguagePage[];
  /** The search page's words, the crisis words and the synonyms (search.json). */
  search: SearchContent;
  /** The words of the resources lists, and whom articles are written for (resources-list.json). */
  resourcesList: ResourcesListContent;
  /** Article slug -> the audience groups it is written for, read from its `audience` line. */
  readers: Record<string, string[]>;
}
