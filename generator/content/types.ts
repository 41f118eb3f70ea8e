/** The validated shape of everything under content/. Templates read only these types. */

export interface HelpLine {
  id: string;
  name: string;
  number: string;
  /** `tel:` link target. */
  href: string;
  hours?: string;
  allDay: boolean;
  description: string;
  url?: string;
}

export interface Claim {
  value: string;
  label: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  phone: string;
  phoneHref: string;
  email: string;
  abn: string;
  hours: string;
  /** Absolute, https, no trailing slash. */
  baseUrl: string;
  copyrightYear: number;
  region: string;
  serviceAreas: string[];
  registration: { badge: string; notice: string; planManagementHint: string };
  rating: { value: string; label: string };
  stats: Claim[];
  teamClaims: Claim[];
  helpLines: Record<string, HelpLine>;
  footerCrisisLines: HelpLine[];
  formsCrisisLines: HelpLine[];
  auth: { loginUrl: string; adminUrl: string };
  forms: FormsConfig;
  /** Fields whose values are samples the deployer has not yet confirmed (listed by every build). */
  unconfirmed: string[];
}

export type FormDelivery = 'local' | 'endpoint' | 'netlify';

export interface FormsConfig {
  delivery: FormDelivery;
  /** The HTTPS endpoint that receives submissions when delivery is "endpoint". */
  endpoint: string;
  /** Sent as JSON or as a url-encoded form body to the endpoint. */
  encoding: 'form' | 'json';
  storageNotice: string;
}

export interface Link {
  label: string;
  href: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface HomeContent {
  file: string;
  title: string;
  description: string;
  hero: { headline: string; intro: string; primary: Link; secondary: Link };
  regionBadge: string;
  whoWeSupport: { heading: string; intro: string; cards: TitledText[] };
  outcomes: { heading: string; intro: string; cards: TitledText[] };
  accessSupport: { heading: string; text: string; referralLabel: string; phoneLabel: string };
  difference: { heading: string; intro: string; services: string[]; linkLabel: string };
  howWeWork: { heading: string; intro: string; steps: TitledText[] };
  testimonials: { heading: string; intro: string; note: string; referralLabel: string };
  serviceAreas: { heading: string; intro: string; moreLabel: string; moreHref: string };
  programs: { heading: string; intro: string; contactLabel: string; referralLabel: string };
  team: { heading: string; intro: string; teamLabel: string; contactLabel: string };
  faq: { heading: string; intro: string; links: Link[] };
  resources: { heading: string; intro: string; articles: string[]; linkLabel: string };
}

export interface Testimonial {
  quote: string;
  name: string;
  attribution: string;
  photo?: { src: string; alt: string };
}

export interface FaqItem {
  id: string;
  question: string;
  answerPreview: string;
  /** Rendered from markdown. */
  fullAnswerHtml: string;
}

export interface Program {
  id: string;
  name: string;
  frequency: string;
  format?: string;
  description: string;
}

export interface ProgramsContent {
  status: string;
  funding: string;
  items: Program[];
}

/** A markdown document after its front matter is read and its site tokens are filled in. */
export interface MarkdownSource {
  file: string;
  slug: string;
  /** The markdown body with tokens replaced. */
  body: string;
}

export interface Article extends MarkdownSource {
  title: string;
  description: string;
  category: string;
  categorySlug: string;
  date: string;
  updated?: string;
  readingTime: number;
  words: number;
  helpLines: HelpLine[];
}

export interface ServiceFaq {
  question: string;
  answerHtml: string;
}

export interface Service extends MarkdownSource {
  title: string;
  description: string;
  summary: string;
  order: number;
  faq: ServiceFaq[];
  related: string[];
}

export interface Page extends MarkdownSource {
  title: string;
  description: string;
  updated?: string;
}

export interface FormCopy {
  /** The collection notice beside the submit button (Privacy Act, APP 5), rendered from markdown. */
  collectionNoticeHtml: string;
}

export interface FormsContent {
  referral: FormCopy;
  contact: FormCopy;
}

export interface SiteContent {
  dir: string;
  site: SiteConfig;
  home: HomeContent;
  testimonials: Testimonial[];
  faq: FaqItem[];
  programs: ProgramsContent;
  forms: FormsContent;
  services: Service[];
  pages: Map<string, Page>;
  articles: Article[];
}
