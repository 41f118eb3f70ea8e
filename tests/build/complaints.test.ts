/**
 * The complaints and feedback page (issue 39) as built: found from the footer, /contact/, the service terms,
 * About and Easy Read; its draft response times captioned; the bodies that take complaints, an advocate,
 * interpreters and the relay service on it; its form anonymous unless a reply is asked for; and the intake
 * inbox ready to show its answers with their questions.
 */
import { describe, expect, inject, it } from 'vitest';
import site from '../../content/site.json' with { type: 'json' };
import { readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
/** Text as read: numbers are kept together with joiners and no-break spaces. */
const plain = (text: string) => text.replace(/\u2060/g, '').replace(/\s+/g, ' ');

describe('/complaints/', () => {
  it('is linked from the footer of every page, /contact/, the service terms, About and Easy Read', () => {
    for (const path of ['/', '/contact/', '/services/support-coordination/', '/about/', '/about/easy-read/']) {
      expect(readPage(siteDir, path).querySelector('main a[href="/complaints/"], footer a[href="/complaints/"]'), path).not.toBeNull();
    }
    expect(readPage(siteDir, '/privacy/').querySelector('footer a[href="/complaints/"]')).not.toBeNull();
    expect(readPage(siteDir, '/contact/').querySelector('main a[href="/complaints/"]')).not.toBeNull();
    expect(readPage(siteDir, '/services/support-coordination/').querySelector('#terms-complaints a[href="/complaints/"]')).not.toBeNull();
  });

  it('says how to tell us, what happens and by when (captioned while a draft), and who else can help', () => {
    const page = readPage(siteDir, '/complaints/');
    const main = page.querySelector('main')!;
    const text = plain(main.textContent);
    expect(main.querySelectorAll('a[href^="tel:"]').some((link) => plain(link.textContent).trim() === site.phone)).toBe(true);
    expect(main.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
    expect(text).toContain('You do not have to give your name');
    for (const policy of ['feedbackAcknowledge', 'feedbackResolve'] as const) {
      expect(text).toContain(site.policies[policy].sentence);
      expect(main.querySelector(`.claim-caption[data-illustrative="policies.${policy}"]`), policy).not.toBeNull();
    }
    for (const line of [site.complaints.ndisCommission, site.complaints.vdwc]) {
      expect(text).toContain(line.name);
      expect(main.querySelector(`a[href="tel:${line.number.replace(/\s/g, '')}"]`), line.name).not.toBeNull();
    }
    expect(text).toContain('1800 035 544');
    expect(main.querySelector(`a[href="${site.complaints.advocacy.url}"]`)).not.toBeNull();
    expect(plain(main.querySelector('[data-line="interpreter"]')!.textContent)).toContain(site.contactSupport.interpreter.number);
    expect(plain(main.querySelector('[data-line="relay"]')!.textContent)).toContain(site.contactSupport.relay.number);
    expect(text).not.toMatch(/\bwe are (an? )?(NDIS[- ])?registered\b/i);
  });

  it('has a form that needs no name and no way to reach the person unless they ask for a reply', () => {
    const form = readPage(siteDir, '/complaints/').querySelector('form[data-form="feedback"]')!;
    expect(form.getAttribute('action')).toBe('/api/feedback');
    // The questions are the same as the receiver checks (tests/forms/complaints-intake.test.ts sends one without them).
    expect(form.querySelector('label[for="feedback-name"]')!.textContent).toContain('(optional)');
    expect(form.querySelector('#feedback-wantReply-1')!.parentNode!.textContent).toMatch(/No, I want to stay anonymous/);
    expect(form.textContent).toContain('Only if you would like a reply');
  });

  it('leads to a thank-you page that explains both paths and offers help now', () => {
    const text = readPage(siteDir, '/complaints/sent/').querySelector('main')!.textContent.replace(/\s+/g, ' ');
    expect(text).toMatch(/If you asked for a reply/);
    expect(text).toMatch(/If you stayed anonymous/);
    expect(text).toContain('000');
  });

  it('is shown in the intake inbox with its questions', () => {
    const island = readPage(siteDir, '/admin/intake/').querySelector('[data-island="intake-inbox"] script, script[data-island-props]');
    const html = readPage(siteDir, '/admin/intake/').toString();
    expect(island ?? html).toBeTruthy();
    expect(html).toContain('What would you like to tell us?');
    expect(html).toContain('Would you like a reply?');
  });
});
