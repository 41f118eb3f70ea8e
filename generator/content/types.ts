/**
 * The checked shape of everything under content/, inferred from each content kind's schema
 * (load-site.ts, parse-data.ts, parse-markdown.ts). Templates read only these types.
 */
export type { Claim, ComplaintLine, FormDelivery, FormsConfig, HelpLine, PolicyName, SiteConfig } from './load-site.ts';
export type { FaqItem, FormCopy, FormsContent, HomeContent, Link, Program, ProgramsContent, Testimonial, TitledText } from './parse-data.ts';
export type { Article, MarkdownSource, Page, Service, ServiceFaq } from './parse-markdown.ts';
export type { AboutContent, EasyReadContent, EasyReadPage, ReferrersContent, TeamMember } from './parse-people.ts';
export type { ServiceTerms, ServiceTermsContent, TermsSource } from './parse-terms.ts';
export type { LanguagePage, LanguageSection, SectionId } from './parse-languages.ts';
export type { InlinePart, InlineText } from './inline-text.ts';
import type { SiteConfig } from './load-site.ts';
import type { FaqItem, FormsContent, HomeContent, ProgramsContent, Testimonial } from './parse-data.ts';
import type { Article, Page, Service } from './parse-markdown.ts';
import type { AboutContent, EasyReadContent, ReferrersContent, TeamMember } from './parse-people.ts';
import type { ServiceTermsContent } from './parse-terms.ts';
import type { LanguagePage } from './parse-languages.ts';

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
}
