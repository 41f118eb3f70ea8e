/**
 * site.json's `editor`: where the content editor at /admin/ saves (the git host and repository) and how
 * staff sign in to it (through the git host). The sign-in addresses are written into the editor page's
 * Content-Security-Policy, so they are checked like every other server-configuration value. An editor
 * left without its repository or its sign-in is not an error: /admin/ then says what is missing, and
 * every build lists it (release-checks/placeholders.ts).
 */
import { z } from 'zod';
import { serverConfigUrl } from './server-config-values.ts';
import { describe } from './schema.ts';

/** The git hosts the editor signs in through. Forgejo and Codeberg speak Gitea's API. */
export const EDITOR_HOSTS = ['github', 'gitlab', 'gitea'] as const;
export type EditorHost = (typeof EDITOR_HOSTS)[number];

const settingText = (pattern: RegExp, what: string, example: string) =>
  z
    .string()
    .trim()
    .regex(pattern, { error: (issue) => `must be ${what}, like ${example}, or empty until it is known; found ${describe(issue.input)}` })
    .meta({ patternHint: `Write ${what}, like ${example}` });

export const editorSchema = z
  .object({
    host: z.enum(EDITOR_HOSTS).meta({ title: 'Git host', description: 'github, gitlab, or gitea (also for Forgejo and Codeberg)' }),
    /** owner/name (GitLab: group/subgroup/name). */
    repository: settingText(/^(?:[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+)?$/, 'the repository as owner/name', 'example-provider/website').meta({ title: 'Repository' }),
    branch: settingText(/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'a branch name', 'main').meta({ title: 'Branch the site is built from' }),
    /** GitHub: the OAuth authenticator's address; GitLab, Gitea, Forgejo: the host's own address when it is not gitlab.com or gitea.com. */
    signInUrl: serverConfigUrl({ required: false }).meta({ title: 'Sign-in address' }),
    /** GitLab, Gitea, Forgejo: the id of the OAuth application staff sign in through (PKCE: no secret). */
    appId: settingText(/^[A-Za-z0-9_-]*$/, 'the OAuth application id', '0a1b2c3d-4e5f').meta({ title: 'OAuth application id' }),
    /** A self-hosted GitLab, Gitea or Forgejo, or GitHub Enterprise: the host's API address. */
    apiUrl: serverConfigUrl({ required: false }).meta({ title: 'API address (self-hosted only)' }),
    /** Changes wait as pull (merge) requests until published, so the host's checks build them first (GitHub, GitLab). */
    drafts: z.boolean().meta({ title: 'Save changes as drafts (pull requests) first' }),
  })
  .meta({ collapsed: true });

export type EditorSettings = z.output<typeof editorSchema>;

/** A setting the editor still needs before staff can sign in: the field, and what to put there. */
export interface MissingSetting {
  field: string;
  what: string;
}

/** What the editor needs that site.json does not give yet (none: staff can sign in). */
export function missingEditorSettings(settings: EditorSettings): MissingSetting[] {
  const missing: MissingSetting[] = [];
  if (!settings.repository) missing.push({ field: 'editor.repository', what: 'the repository that holds the site, as owner/name' });
  if (settings.host === 'github' && !settings.signInUrl) missing.push({ field: 'editor.signInUrl', what: "the address of the OAuth authenticator staff sign in through (Sveltia's sveltia-cms-auth, for example)" });
  if (settings.host !== 'github' && !settings.appId) missing.push({ field: 'editor.appId', what: `the id of the OAuth application made on ${settings.host === 'gitlab' ? 'GitLab' : 'Gitea or Forgejo'} for the editor` });
  return missing;
}
