/**
 * site.json's `editor`: where the content editor at /admin/ saves (the git host and repository) and how staff
 * sign in to it (through the git host). The engine's editor reads these (generator/editor/settings.ts); the
 * sign-in addresses are written into the editor page's Content-Security-Policy, so they are checked like
 * every other server-configuration value. Left empty, /admin/ says what to set and every build lists it.
 */
import { z } from 'zod';
import { serverConfigUrl } from '../../generator/content/server-config-values.ts';
import { describe, labelled } from '../../generator/content/schema.ts';
import { EDITOR_HOSTS } from '../../generator/editor/settings.ts';

const settingText = (pattern: RegExp, what: string, example: string) =>
  z
    .string()
    .trim()
    .regex(pattern, { error: (issue) => `must be ${what}, like ${example}, or empty until it is known; found ${describe(issue.input)}` })
    .meta({ patternHint: `Write ${what}, like ${example}` });

export const editorSchema = labelled(
  z.object({
    host: z.enum(EDITOR_HOSTS),
    repository: settingText(/^(?:[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+)?$/, 'the repository as owner/name', 'example-provider/website'),
    branch: settingText(/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'a branch name', 'main'),
    signInUrl: serverConfigUrl({ required: false }),
    appId: settingText(/^[A-Za-z0-9_-]*$/, 'the OAuth application id', '0a1b2c3d-4e5f'),
    apiUrl: serverConfigUrl({ required: false }),
    drafts: z.boolean(),
  }),
  {
    host: ['Git host', "github, gitlab, or gitea (also for Forgejo and Codeberg): where the website's files are kept."],
    repository: ['Repository', 'The repository that holds the website, as owner/name (GitLab: group/name).'],
    branch: ['Branch', 'The branch the website is built from, like main.'],
    signInUrl: ['Sign-in address', "GitHub: the https:// address of the OAuth authenticator staff sign in through. GitLab, Gitea, Forgejo: the host's own address when it is not gitlab.com or gitea.com."],
    appId: ['OAuth application id', 'GitLab, Gitea, Forgejo: the id of the OAuth application made for the editor (no secret is needed).'],
    apiUrl: ['API address', "Only for a self-hosted GitLab, Gitea or Forgejo, or GitHub Enterprise: the host's API address."],
    drafts: ['Save changes as drafts first', "GitHub and GitLab: each change waits as a pull request until someone publishes it, so the host's checks build it first."],
  },
);
