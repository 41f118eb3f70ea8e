/**
 * What the templates need of the content is checked when the content loads, not while a page renders: a
 * picture the illustration set lacks, a council area the map cannot place, a photo the build did not process,
 * an Easy Read page whose original is no page of the site, a page the route table renders that is missing, a
 * word of the forms that names no question or a question without its words.
 * Each is a content error naming the file and the field, reported with the others in one run, and the build
 * command fails on them before it writes anything.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { ContentErrors } from '../../generator/errors.ts';
import { SITE_NEEDS } from '../../templates/site.ts';
import { runBuild } from '../support/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'site-needs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
/** A copy of the fixture site with `change` applied to it. */
function fixture(change: (dir: string) => void): string {
  const dir = join(work, `site-${(count += 1)}`);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  change(dir);
  return dir;
}

function editJson(dir: string, file: string, change: (data: Record<string, any>) => void): void {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(data);
  writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
}

/** The messages loading `dir` with the site's needs fails with, the folder's path left out. */
async function problems(dir: string, images = {}): Promise<string[]> {
  try {
    await loadSiteContent(dir, { needs: SITE_NEEDS, images });
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => e.message.replace(`${relative(process.cwd(), dir)}/`, ''));
  }
  throw new Error('the content loaded without a problem');
}

describe("the site's needs, checked as the content loads", () => {
  it('names every picture, council area and Easy Read original the templates cannot show, in one run', async () => {
    const dir = fixture((at) => {
      editJson(at, 'home.json', (home) => (home.whoWeSupport.cards[1].art = 'a-unicorn'));
      editJson(at, 'easy-read.json', (easy) => {
        easy.pages[0].original = '/nowhere/';
        easy.pages[1].sections[0].items[0].picture = 'a-rainbow';
      });
      // An area no service's places name (issue 28a checks those against site.json on their own).
      editJson(at, 'site.json', (site) => (site.localGovernmentAreas[1].name = 'City of Atlantis'));
    });
    expect(await problems(dir)).toEqual([
      'home.json: whoWeSupport.cards[1].art: "a-unicorn" is not a picture in templates/art/illustrations.ts',
      'site.json: localGovernmentAreas[1].name: "City of Atlantis" has no place on the map yet: add it to templates/art/service-area-map.ts',
      'easy-read.json: pages[0].original: "/nowhere/" is not the address of a page in content/pages/: use one like /about/',
      'easy-read.json: pages[1].sections[0].items[0].picture: "a-rainbow" is not a picture in templates/art/illustrations.ts',
    ]);
  });

  it("names the call-back page's pictures and the forms' words that do not match the forms' questions", async () => {
    const dir = fixture((at) =>
      editJson(at, 'forms.json', (forms) => {
        forms.callback.page.ideas[0].picture = 'a-unicorn';
        forms.contact.fields.nmae = { label: 'Your name' };
        delete forms.referral.fields.ndiaNext;
      }),
    );
    expect(await problems(dir)).toEqual([
      'forms.json: callback.page.ideas[0].picture: "a-unicorn" is not a picture in templates/art/illustrations.ts',
      'forms.json: referral.fields.ndiaNext: is missing: add { "label": "..." } for the question "ndiaNext" of the referral form',
      'forms.json: contact.fields.nmae: is not a question of the form: remove it or correct its name',
    ]);
  });

  it('names a photo of the team or a testimonial that is not among the processed images', async () => {
    const dir = fixture((at) => {
      editJson(at, 'team.json', (team) => (team.members[0].photo = { src: '/images/team/sam.jpg', alt: 'Sam, smiling' }));
      editJson(at, 'testimonials.json', (file) => (file.testimonials[0].photo = { src: '/images/people/jm.jpg', alt: '' }));
    });
    expect(await problems(dir)).toEqual([
      'team.json: members[0].photo.src: "/images/team/sam.jpg" is not an image under content/images/',
      'testimonials.json: testimonials[0].photo.src: "/images/people/jm.jpg" is not an image under content/images/',
    ]);
  });

  it('names a page of the route table that content/pages/ lacks', async () => {
    const dir = fixture((at) => unlinkSync(join(at, 'pages', 'terms.md')));
    expect(await problems(dir)).toEqual(['pages/terms.md: (file): is missing: the site needs this file']);
  });

  it('makes the build command fail with the problem, leaving no output', () => {
    const dir = fixture((at) => editJson(at, 'home.json', (home) => (home.outcomes.cards[0].art = 'a-unicorn')));
    const out = join(work, 'out');
    const result = runBuild(['--content', dir, '--out', out, '--quiet', '--no-share-images']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('home.json: outcomes.cards[0].art: "a-unicorn" is not a picture in templates/art/illustrations.ts');
    expect(existsSync(out)).toBe(false);
  });
});
