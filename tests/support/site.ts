/** Reading the built site in tests. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { fileForPath } from '../../generator/render/pages.ts';

export function pageFile(siteDir: string, path: string): string {
  return join(siteDir, fileForPath(path));
}

export function hasPage(siteDir: string, path: string): boolean {
  return existsSync(pageFile(siteDir, path));
}

export function readPage(siteDir: string, path: string): HTMLElement {
  return parse(readFileSync(pageFile(siteDir, path), 'utf8'));
}

/** The spec's route table (spec section 2), with /team, which the home page links to. */
export const SPEC_ROUTES = [
  '/',
  '/services/',
  '/services/support-coordination/',
  '/services/psychosocial-recovery-coaching/',
  '/services/peer-support-work/',
  '/services/mental-health-support-work/',
  '/services/social-skill-building-groups/',
  '/services/nutrition-support/',
  '/services/ndis-application-advocacy/',
  '/resources/',
  '/about/',
  '/contact/',
  '/referral/',
  '/privacy/',
  '/terms/',
  '/accessibility/',
  '/login/',
  '/admin/',
  '/team/',
] as const;

export const SPEC_ALIASES = {
  '/submit-referral/': '/referral/',
  '/advanced-referral/': '/referral/',
  '/privacy-policy/': '/privacy/',
  '/terms-of-service/': '/terms/',
  // The story's old address, from before its character was renamed (the spec's slug has a {name} placeholder).
  '/resources/a-week-in-the-life-with-sam-psychosocial-recovery-coaching/': '/resources/a-week-in-the-life-with-kim-psychosocial-recovery-coaching/',
} as const;

/** Pages reached from the main navigation, and the nav link each should mark as the current page. */
export const MAIN_PAGES = {
  '/': 'Home',
  '/services/': 'Services',
  '/about/': 'Our Story',
  '/resources/': 'Resources',
  '/contact/': 'Contact',
} as const;

/** The article slugs listed in the spec (section 2), with a fictional first name for {name}. */
export const SPEC_ARTICLE_SLUGS = `substance-use-mental-health-dual-diagnosis-ndis, self-harm-prevention-early-intervention-ndis, suicide-prevention-ndis-support-at-risk-individuals, workplace-mental-health-integrating-ndis-supports, school-study-stress-supporting-students-ndis, cost-of-living-mental-health-ndis, stress-trauma-building-resilience, social-isolation-loneliness-ndis, rural-mental-health-challenges, naidoc-week-indigenous-mental-health, refugee-mental-health-cultural, first-responders-mental-health, mental-health-profile-youth, youth-mental-health-crisis, womens-mental-health-perimenopause, mens-mental-health-insights, time-for-action-improving-mental-health, psychology-services-ndis-threats, new-approach-ndis-support, reforming-ndis-for-psychosocial-disabilities, navigating-psychosocial-disability-access, how-better-mental-health-services, impairment-notices-key-changes, understanding-new-ndis-planning-process, ndis-reforms-2025-mental-health-supports, complete-guide-ndis-mental-health-services-melbourne, how-to-choose-support-coordinator-ndis-plan, understanding-psychosocial-recovery-coaching, power-of-peer-support-mental-health-recovery, nutrition-mental-health-building-healthy-habits, preparing-ndis-planning-meeting-tips, mental-health-funding-2025-federal-budget, action-76-ndis-mental-health-services, level-2-vs-level-3-support-coordination, a-week-in-the-life-with-kim-psychosocial-recovery-coaching, nutrition-support-work-under-the-ndis, peer-support-work-vs-traditional-support-work, ndis-application-advocacy-step-by-step-guide, trauma-informed-care-101, understanding-complex-ptsd, ocd-vs-ocpd-understanding-the-difference, borderline-personality-disorder-dbt-skills, adhd-in-adults-time-management-hacks, autism-and-anxiety-understanding-the-link-and-finding-calm, ndis-and-mental-health-the-power-of-a-psychosocial-recovery-coach, ndis-and-complex-needs-juggling-multiple-supports-like-a-pro, ndis-and-autism-planning-for-a-bright-adulthood, ndis-and-sensory-processing-disorder-finding-your-sensory-balance, ndis-and-intellectual-disability-unlocking-potential, ndis-physical-disability, ndis-and-mental-health-supports-whats-available-for-you, ndis-and-autism-parents-guide-to-early-intervention, ndis-funding-for-autism-whats-in-and-whats-out, ndis-physical-disability-personal-care, ndis-autism-therapy-funding, ndis-mental-health-crisis-support, ndis-assistive-technology-physical-disability, ndis-intellectual-disability-learning-daily-living, ndis-sensory-processing-disorder-supports`
  .split(',')
  .map((slug) => slug.trim());

/** Every HTML file of the built site, by its address (a folder's index.html as the folder, "/about/"). */
function htmlPaths(siteDir: string, dir = ''): string[] {
  return readdirSync(join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return htmlPaths(siteDir, path);
    if (!entry.name.endsWith('.html')) return [];
    return [entry.name === 'index.html' ? `${dir}/` : path];
  });
}

/**
 * Every page of the built site: the sitemap's pages in its order, then the pages it leaves out (the 404
 * page, sign-in, the thank-you pages, the old addresses), then any other HTML file of the site, so a page
 * missing from all three lists is still checked.
 */
export function allPagePaths(siteDir: string): string[] {
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  const fromSitemap = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  const extra = ['/404.html', '/login/', '/admin/', '/referral/sent/', '/contact/sent/', ...Object.keys(SPEC_ALIASES)];
  return [...new Set([...fromSitemap, ...extra, ...htmlPaths(siteDir).sort()])];
}

/**
 * Every page a visitor may land on: allPagePaths without the staff's pages: the intake inbox (drawn by
 * StaffDocument, with `<body class="staff">`: no help strip, no help panel, no footer), which
 * tests/browser/intake-inbox.test.ts checks on its own, and the editor's page at /admin/ (generator/editor/,
 * outside the site's layout), which tests/browser/editor.test.ts checks.
 */
export function visitorPagePaths(siteDir: string): string[] {
  return allPagePaths(siteDir).filter((path) => path !== '/admin/' && !/<body[^>]*\bclass="staff"/.test(readFileSync(pageFile(siteDir, path), 'utf8')));
}
