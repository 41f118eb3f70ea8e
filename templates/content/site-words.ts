/**
 * The schema of content/site-words.json: the words of the layout and the pages that are no one page's own
 * content (skip links, footer headings, buttons, notes, the words around a form or a list), so that every
 * word a visitor reads is in content/. A sentence may hold {placeholders} (each listed in its hint, and
 * required), which the templates fill with a number, a date or a link, and [links](/path/) to pages of this
 * site (templates/components/Words.tsx renders them). And content/redirects.json: old addresses.
 */
import { z } from 'zod';
import { describe, field, sitePath, text } from '../../generator/content/schema.ts';

/** Words that must hold each of these {placeholders}. */
function words(label: string, hint: string, ...placeholders: string[]) {
  const needed = placeholders.map((name) => `{${name}}`);
  const schema = z
    .string()
    .min(1)
    .refine((value) => needed.every((placeholder) => value.includes(placeholder)), { error: `must contain ${needed.join(' and ')}, where the template puts ${placeholders.length === 1 ? 'it' : 'them'}` })
    .refine((value) => [...value.matchAll(/\]\(([^)]*)\)/g)].every((match) => /^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$|^\{\w+\}$/.test(match[1]!)), { error: (issue) => `links only to pages of this site, written like [our referral form](/referral/): ${describe(issue.input)}` });
  return field(schema, label, needed.length ? `${hint} Keep ${needed.join(' and ')}: the site fills ${needed.length === 1 ? 'it' : 'them'} in.` : hint);
}
/** Words as they are, spaces included (some run on into a number or a link). */
const exact = (label: string, hint: string) => field(z.string().min(1), label, hint);

export const siteWordsSchema = z.object({
  skipLinks: field(
    z.object({
      main: exact('Skip to the main content', 'The first link on every page, for keyboard and screen reader users.'),
      navigation: exact('Skip to the menu', 'The second link on every page.'),
      footer: exact('Skip to the footer', 'The third link on every page.'),
    }),
    'Skip links',
    'The hidden links at the very top of every page, shown when someone presses Tab.',
  ),
  helpNow: field(z.object({ label: exact('Name of the help strip', 'Read out by screen readers for the "Need help now?" strip at the top of every page.') }), 'Help strip'),
  footer: field(
    z.object({
      crisisTitle: exact('Help heading', 'The first heading of the footer.'),
      crisisText: words('Help sentence', 'Says we are not a crisis service.', 'emergency'),
      servicesTitle: exact('Services heading', 'Above the list of services.'),
      siteTitle: exact('Site heading', 'Above the list of pages.'),
      contactTitle: exact('Contact heading', 'Above our phone number, e-mail and hours.'),
      phoneLabel: exact('Phone label', 'Before our phone number.'),
      acknowledgementTitle: exact('Acknowledgement heading', 'Before the Acknowledgement of Country (its words are in site.json).'),
      legal: words('Copyright line', 'The last line of every page. {year} is the years, like 2025–2026 (site.json copyrightFirstYear and copyrightYear).', 'year', 'legalName', 'abn'),
    }),
    'Footer',
    'The foot of every page.',
  ),
  callToAction: field(
    z.object({
      heading: exact('Heading', 'The usual heading of the box at the end of a page.'),
      text: exact('Sentence', 'Under the heading.'),
      referral: exact('Referral button', 'Leads to the referral form.'),
      contact: exact('Contact button', 'Leads to the contact page.'),
      call: exact('Call button', 'Before our phone number.'),
    }),
    'Talk to us box',
    'The box at the end of articles, service pages and other pages that invites people to get in touch.',
  ),
  illustrative: field(
    z.object({ note: exact('Note', 'Starts the note on sample content (team members, our story).'), tag: exact('Tag', 'The small label on a sample item.') }),
    'Sample content notes',
    'Shown on sample content until site.json no longer lists it as unconfirmed.',
  ),
  pageIntro: field(z.object({ easyReadLink: exact('Easy Read link', 'Near the top of a page that has an Easy Read version.') }), 'Top of a page'),
  pageAside: field(
    z.object({
      label: exact('Name of the side column', 'Read out by screen readers.'),
      contents: exact('Contents heading', 'Above the list of the page’s sections.'),
      helpTitle: exact('Help heading', 'Above the help lines.'),
      helpText: words('Help sentence', 'Says we are not a crisis service.', 'emergency'),
      talkTitle: exact('Talk to us heading', 'Above our phone number.'),
      talkText: words('Talk to us sentence', 'Our number and hours, and a link to send us a message.', 'phone', 'hours'),
    }),
    'Side column',
    'Beside the text of a page on a wide screen.',
  ),
  helpLines: field(
    z.object({
      title: exact('Heading at the top', 'Above the help lines at the top of an article on a sensitive topic.'),
      endTitle: exact('Heading at the end', 'Above the help lines at the end of the article.'),
      intro: words('Sentence', 'Says we are not a crisis service.', 'emergency'),
    }),
    'Help lines box',
    'On articles about suicide, self-harm, crisis or trauma.',
  ),
  contactSupport: field(
    z.object({
      title: exact('Heading', 'Above the interpreter and relay lines.'),
      askFor: words('Ask for us', 'After each line’s number: what to ask for.', 'phone'),
      relayWays: words('Other relay channels', 'After the relay number.', 'speakAndListen', 'sms'),
      about: words('Relay link', 'The link to the National Relay Service.', 'name'),
    }),
    'Interpreters and relay',
    'Wherever people make contact: the contact page, the referral page and the footer.',
  ),
  contactWays: field(
    z.object({
      title: exact('Heading', 'Above the ways to reach us, first on /contact/.'),
      phone: exact('Phone', 'Before our phone number.'),
      email: exact('E-mail', 'Before our e-mail address.'),
      hours: exact('Hours', 'Before our office hours.'),
      area: exact('Where we work', 'Before the region and the areas we serve.'),
      areaText: words('Where we work, in a line', 'Short: the region we serve (the suburbs are in the page text).', 'region'),
    }),
    'Ways to reach us',
    'First on /contact/, before the form, at every width: phone, e-mail, hours and where we work.',
  ),
  team: field(
    z.object({
      peopleTitle: exact('People heading', 'Above the team members.'),
      illustrative: exact('Sample note', 'Shown while the team members are examples.'),
      claimsLabel: exact('Figures name', 'Read out by screen readers for the team’s figures.'),
      callToAction: exact('Box heading', 'The heading of the box at the end.'),
    }),
    'Team page',
  ),
  about: field(
    z.object({ stepsTitle: exact('Steps heading', 'Above how we work, step by step.'), teamTitle: exact('Team heading', 'Above the team members.'), teamLink: exact('Team link', 'Leads to the team page.') }),
    'Our story page',
  ),
  signIn: field(
    z.object({
      login: exact('Sign-in heading', 'The heading of /login/.'),
      description: words('Description', 'For search engines (the pages are not listed).', 'heading', 'name'),
      forStaff: exact('For staff', 'The first sentence of /login/.'),
      intakeTitle: exact('Intake team heading', 'Above the link to the intake inbox.'),
      inbox: exact('Inbox link', 'Leads the intake team to the inbox.'),
      inboxNotSetUp: exact('Inbox not set up', 'Shown while the inbox has no sign-in (site.json auth.intake).'),
      editorsTitle: exact('Editors heading', 'Above the link to the website editor.'),
      editors: words('Editors sentence', 'Who signs in to the website editor, and with which account.', 'host'),
      editor: exact('Editor link', 'Leads editors to the website editor at /admin/.'),
      notStaffTitle: exact('Not staff heading', 'Above the sentence for visitors.'),
      lookingForSupport: words('For visitors', 'For a visitor who came here looking for support.', 'phone'),
    }),
    'Staff sign-in page',
  ),
  editorPage: field(
    z.object({
      heading: exact('Heading', 'The heading of /admin/, the website editor, before it opens.'),
      title: words('Title', 'The title of /admin/ in the browser tab.', 'heading', 'name'),
      description: words('Description', 'For search engines (the page is not listed).', 'name'),
      what: exact('What it is', 'Shown without JavaScript, under the heading.'),
      signIn: words('How to sign in', 'Who can sign in and save.', 'host', 'repository'),
      drafts: exact('Drafts', 'After "How to sign in", where each change waits as a draft (a pull request) until someone publishes it.'),
      live: exact('Live', 'After "How to sign in", where a saved change goes live once the site is built again.'),
      needsScript: exact('Needs JavaScript', 'Shown in bold when JavaScript is off.'),
      turnOn: exact('Turn JavaScript on', 'After "Needs JavaScript".'),
      notSetUp: exact('Not set up', 'Shown until site.json says where the editor saves and how staff sign in.'),
      setUpTitle: exact('Set-up heading', 'Above what the deployer must set.'),
      setUp: words('What to set', 'Before the list of settings.', 'host', 'file', 'field'),
      guide: words('Where the guide is', 'After the list of settings.', 'guide'),
      signInLink: exact('Staff sign-in link', 'Leads to /login/.'),
      home: exact('Home link', 'Leads to the home page.'),
    }),
    'Website editor page',
    'The page at /admin/ says these while the editor cannot open: before it is set up, or without JavaScript.',
  ),
  referral: field(
    z.object({
      notCrisis: exact('Above the form', 'Before the numbers to call.'),
      aboutTitle: exact('Side heading', 'Above who can refer and what happens next.'),
      forReferrers: words('For referrers', 'Points professionals to the page for referrers.'),
      notAgreed: words('Not agreed yet', 'At the top of the page: leads families and carers to what they can do when the person has not agreed (#not-agreed-yet).'),
    }),
    'Referral page',
  ),
  resources: field(
    z.object({
      allArticles: exact('All articles', 'Read out by screen readers above the list.'),
      articlesOn: words('Articles on a topic', 'Read out by screen readers above a topic’s list.', 'name'),
      titleOnPage: words('Title of a later page', 'Page 2 and after of a list.', 'title', 'page'),
      feedLink: exact('Feed link', 'Under the list.'),
    }),
    'Resources lists',
  ),
  easyRead: field(
    z.object({
      fullVersion: words('Full version link', 'Leads back to the full page.', 'title'),
      helpTitle: exact('Help heading', 'Above the help to read the page.'),
      listTitle: exact('List title', 'The title of /easy-read/.'),
      listLead: exact('List introduction', 'Under the title of /easy-read/.'),
      listDescription: exact('List description', 'For search engines and when the list is shared.'),
      fullVersionOf: words('Full version in the list', 'Beside each Easy Read page in the list.', 'title'),
      linksTitle: exact('Links heading', 'On the accessibility page, above the Easy Read pages.'),
      linksIntro: exact('Links introduction', 'Under that heading.'),
    }),
    'Easy Read pages',
  ),
  notFound: field(
    z.object({
      sectionsTitle: exact('Sections heading', 'Above the main sections of the site.'),
      sections: field(
        z.array(z.object({ label: field(text, 'Link'), href: field(sitePath(), 'Address', 'A page of this site, like /services/.'), text: field(text, 'What it is') })).min(1),
        'Main sections',
        'The pages a lost visitor may want.',
      ),
      orCall: words('Call us', 'The last line.', 'phone'),
    }),
    'Page not found',
  ),
  service: field(
    z.object({ questionsTitle: exact('Questions heading', 'Above a service’s questions.'), askAbout: words('Box heading', 'The box at the end of a service page.', 'service'), readingTitle: exact('Reading heading', 'Above related articles.') }),
    'Service pages',
  ),
  services: field(
    z.object({
      allTitle: exact('Services heading', 'Above every service.'),
      programsTitle: exact('Programs heading', 'Above the programs.'),
      programsIntro: exact('Programs introduction', 'Under that heading.'),
      askAboutProgram: exact('Program button', 'Leads to the contact page.'),
    }),
    'Services page',
  ),
  article: field(
    z.object({
      helpLead: exact('Help above the title', 'On an article on a sensitive topic.'),
      writtenFor: exact('Written for', 'Before the article’s audience.'),
      readingTime: words('Reading time', 'Under the title.', 'minutes'),
      published: words('Published', 'Under the title.', 'date'),
      reviewed: words('Reviewed', 'Under the title, when the facts were last checked.', 'date'),
      moreAbout: words('More articles', 'Above related articles.', 'category'),
    }),
    'Articles',
  ),
  page: field(z.object({ updated: words('Last updated', 'Under the title of a page with a date.', 'date') }), 'Pages'),
  notices: field(
    z.object({ title: exact('Name of the notices', 'Read out by screen readers on the home page.'), tag: exact('Tag', 'Before each notice\'s title on the home page.'), posted: words('Posted', 'Under a notice\'s title.', 'date') }),
    'Short notices',
  ),
  redirect: field(
    z.object({ title: words('Title', 'Of an old address’s page.', 'title'), description: words('Description', 'For search engines.', 'path'), text: words('Sentence', 'Sends the visitor on.', 'title', 'path') }),
    'Old addresses',
    'The page shown at an old address while the browser moves on.',
  ),
  feed: field(z.object({ title: words('Title', 'Of the feed of new articles.', 'name'), subtitle: exact('Subtitle', 'What the feed holds.') }), 'Feed of new articles'),
  formReceiverDown: words('Forms are down', 'Shown when our server cannot receive a form.', 'phone'),
});

export type SiteWords = z.output<typeof siteWordsSchema>;

/** content/redirects.json: old addresses, each sent on to where the page now lives. */
export const redirectsSchema = z
  .object({
    redirects: field(
      z.array(
        z.object({
          from: field(sitePath('the old address, like /privacy-policy/'), 'Old address', 'What people may still have saved or linked.'),
          to: field(sitePath('the page it now is, like /privacy/'), 'Now at', 'The address of the page today.'),
          title: field(text, 'Page title', 'The page’s name, on the short page shown while the browser moves on.'),
        }),
      ),
      'Old addresses',
      'When a page moves or is renamed, add its old address here so links to it keep working.',
    ),
  })
  .transform((file) => file.redirects);

export type Redirect = z.output<typeof redirectsSchema>[number];

/** Words with each {placeholder} replaced by its value (text). */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
