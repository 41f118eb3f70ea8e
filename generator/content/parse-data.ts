/** Parsers for the JSON content files: home page sections, testimonials, FAQ and programs. */
import { ContentError } from '../errors.ts';
import type { MarkdownRenderer } from '../markdown/processor.ts';
import { Fields } from './fields.ts';
import type { FaqItem, FormsContent, HomeContent, Link, ProgramsContent, Testimonial, TitledText } from './types.ts';

const INTERNAL_PATH = /^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/;

function linkOf(value: Fields): Link {
  const href = value.string('href');
  if (!INTERNAL_PATH.test(href)) value.fail('href', `must be a path on this site ending in a slash, like /contact/, found "${href}"`);
  return { label: value.string('label'), href };
}

function link(fields: Fields, field: string): Link {
  return linkOf(fields.object(field));
}

function titledList(fields: Fields, field: string, count?: number): TitledText[] {
  const items = fields.list(field).map((item) => ({ title: item.string('title'), text: item.string('text') }));
  if (count !== undefined && items.length !== count) fields.fail(field, `must have exactly ${count} items (the spec fixes this), found ${items.length}`);
  return items;
}

export function parseHome(file: string, raw: unknown): HomeContent {
  const home = Fields.of(file, raw);
  const hero = home.object('hero');
  const who = home.object('whoWeSupport');
  const outcomes = home.object('outcomes');
  const access = home.object('accessSupport');
  const difference = home.object('difference');
  const how = home.object('howWeWork');
  const testimonials = home.object('testimonials');
  const areas = home.object('serviceAreas');
  const programs = home.object('programs');
  const team = home.object('team');
  const faq = home.object('faq');
  const resources = home.object('resources');
  const differenceServices = difference.stringList('services');
  if (differenceServices.length !== 4) difference.fail('services', `must name exactly 4 services (the spec's four tiles), found ${differenceServices.length}`);
  const teaser = resources.stringList('articles');
  if (teaser.length !== 3) resources.fail('articles', `must name exactly 3 articles (the spec's three cards), found ${teaser.length}`);
  const moreHref = areas.string('moreHref');
  if (!INTERNAL_PATH.test(moreHref)) areas.fail('moreHref', `must be a path on this site, found "${moreHref}"`);
  return {
    file,
    title: home.string('title'),
    description: home.string('description'),
    hero: { headline: hero.string('headline'), intro: hero.string('intro'), primary: link(hero, 'primary'), secondary: link(hero, 'secondary') },
    regionBadge: home.string('regionBadge'),
    whoWeSupport: { heading: who.string('heading'), intro: who.string('intro'), cards: titledList(who, 'cards') },
    outcomes: { heading: outcomes.string('heading'), intro: outcomes.string('intro'), cards: titledList(outcomes, 'cards', 6) },
    accessSupport: { heading: access.string('heading'), text: access.string('text'), referralLabel: access.string('referralLabel'), phoneLabel: access.string('phoneLabel') },
    difference: { heading: difference.string('heading'), intro: difference.string('intro'), services: differenceServices, linkLabel: difference.string('linkLabel') },
    howWeWork: { heading: how.string('heading'), intro: how.string('intro'), steps: titledList(how, 'steps', 4) },
    testimonials: { heading: testimonials.string('heading'), intro: testimonials.string('intro'), note: testimonials.string('note'), referralLabel: testimonials.string('referralLabel') },
    serviceAreas: { heading: areas.string('heading'), intro: areas.string('intro'), moreLabel: areas.string('moreLabel'), moreHref },
    programs: { heading: programs.string('heading'), intro: programs.string('intro'), contactLabel: programs.string('contactLabel'), referralLabel: programs.string('referralLabel') },
    team: { heading: team.string('heading'), intro: team.string('intro'), teamLabel: team.string('teamLabel'), contactLabel: team.string('contactLabel') },
    faq: { heading: faq.string('heading'), intro: faq.string('intro'), links: faq.list('links').map(linkOf) },
    resources: { heading: resources.string('heading'), intro: resources.string('intro'), articles: teaser, linkLabel: resources.string('linkLabel') },
  };
}

export function parseTestimonials(file: string, raw: unknown): Testimonial[] {
  const root = Fields.of(file, raw);
  const items = root.list('testimonials');
  if (items.length < 1) root.fail('testimonials', 'must list at least one testimonial');
  return items.map((item) => {
    const name = item.string('name');
    if (!/^(?:[A-Z]\.?\s?){1,3}$|^[A-Z][a-z'-]+ [A-Z]\.?$/.test(name)) {
      item.fail('name', `must be initials (like "J.M.") or a first name and initial (like "Sam T."), to protect privacy; found "${name}"`);
    }
    const photo = item.has('photo') ? item.object('photo') : undefined;
    const photoSrc = photo?.string('src');
    if (photoSrc !== undefined && !/^\/[\w/.-]+\.(?:jpe?g|png|webp|avif)$/i.test(photoSrc)) {
      photo!.fail('src', 'must be a local image path under static/, like /images/people/jm.jpg: no third-party image hosts');
    }
    return {
      quote: item.string('quote'),
      name,
      attribution: item.string('attribution'),
      // An empty alt is right when the photo only repeats the name shown beside it.
      ...(photo && photoSrc ? { photo: { src: photoSrc, alt: photo.stringOrEmpty('alt') } } : {}),
    };
  });
}

export function parseFaq(file: string, raw: unknown, renderMarkdown: MarkdownRenderer): FaqItem[] {
  const root = Fields.of(file, raw);
  const items = root.list('items').map((item) => {
    const id = item.string('id');
    if (!/^[a-z][a-z0-9-]*$/.test(id)) item.fail('id', `must be lower-case letters and digits, like faq1; found "${id}"`);
    return {
      id,
      question: item.string('question'),
      answerPreview: item.string('answerPreview'),
      fullAnswerHtml: renderMarkdown(item.string('fullAnswer'), file).html,
    };
  });
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) throw new ContentError(file, `items[${index}].id`, `"${item.id}" is used twice: each question needs its own id`);
    seen.add(item.id);
  });
  return items;
}

export function parsePrograms(file: string, raw: unknown): ProgramsContent {
  const root = Fields.of(file, raw);
  return {
    status: root.string('status'),
    funding: root.string('funding'),
    items: root.list('items').map((item) => ({
      id: item.string('id'),
      name: item.string('name'),
      frequency: item.string('frequency'),
      ...(item.has('format') ? { format: item.string('format') } : {}),
      description: item.string('description'),
    })),
  };
}

export function parseForms(file: string, raw: unknown, renderMarkdown: MarkdownRenderer): FormsContent {
  const root = Fields.of(file, raw);
  const copy = (name: 'referral' | 'contact') => ({ collectionNoticeHtml: renderMarkdown(root.object(name).string('collectionNotice'), file).html });
  return { referral: copy('referral'), contact: copy('contact') };
}
